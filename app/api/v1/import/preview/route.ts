import { route } from '@/lib/http/route';
import { withImportUpload } from '@/lib/http/import-upload';
import { previewImport } from '@/lib/service/import';

/** Extension: the columns, suggested mapping and first rows of an import file (multipart `file`); nothing is stored. */
export const POST = route({ wrapper: 'B' }, async ({ ctx, request }) => withImportUpload(request, (upload) => previewImport(ctx.db, upload)));
