import { openApiDocument } from '@/lib/openapi/document';

/** The OpenAPI 3.1 document, generated from the zod schemas the handlers validate with. */
export function GET() {
  return Response.json(openApiDocument());
}
