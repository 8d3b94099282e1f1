import { fixedAnswer } from '@/lib/http/json-response';
import { openApiDocument } from '@/lib/openapi/document';

/** The OpenAPI 3.1 document, generated from the zod schemas the handlers validate with: serialised and compressed once. */
export const GET = fixedAnswer(openApiDocument);
