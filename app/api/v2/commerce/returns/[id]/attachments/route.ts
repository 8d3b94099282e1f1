import { returnPathParamSchema } from '@/lib/api/schemas/returns';
import { readMultipart } from '@/lib/uploads/multipart';
import { route } from '@/lib/http/route';
import { addReturnAttachments } from '@/lib/service/returns/attachments';

/** Extension: attaches photos (multipart `file` parts) to a return; Wrapper D with all its attachments. */
export const POST = route(
  { wrapper: 'D', params: returnPathParamSchema },
  async ({ ctx, params, request }) => {
    const { files } = await readMultipart(request);
    return addReturnAttachments(ctx.db, params.id, files, ctx.actor);
  },
);
