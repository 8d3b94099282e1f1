import { bulkOperationRoute } from '@/lib/http/bulk';

export const PUT = bulkOperationRoute('channel');
