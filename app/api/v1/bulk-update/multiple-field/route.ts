import { bulkOperationRoute } from '@/lib/http/bulk';

// The spec's sample spells the path "multiple-field" (the registry's alias of multiple-fields).
export const PUT = bulkOperationRoute('multiple-fields');
