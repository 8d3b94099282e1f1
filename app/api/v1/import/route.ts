import { Reply, route } from '@/lib/http/route';
import { withImportUpload } from '@/lib/http/import-upload';
import { startImport } from '@/lib/service/import';

/** Extension: starts a product import (multipart `file`, `mapping`, `mode`, `dryRun`); 202, Wrapper B whose result.recordId is the import's (and job's) id. */
export const POST = route({ wrapper: 'B' }, async ({ ctx, request }) => {
  const id = await withImportUpload(request, (upload) => startImport(ctx.db, upload, ctx));
  return new Reply({ recordId: id, message: 'The import is queued; follow it with GET /api/v1/import/{id}' }, {}, 202);
});
