import { revalidatePath } from 'next/cache';
import { NextResponse } from 'next/server';
import { z } from 'zod';
import { runAction } from '@/lib/actions/run-action';
import { ApiError } from '@/lib/api/errors';
import { uploadReturnAttachments } from '@/lib/api/returns';

/**
 * Photo upload for a return (its page and the "New return" form). A route handler rather than a
 * server action, like product images: the browser posts the files as multipart; the same checks as
 * a server action (session, role `returns` write); the files go on to the service through lib/api,
 * so the browser never holds the service's token. Answers an ActionResult as JSON.
 */
export async function POST(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const result = await runAction('returns', 'write', async () => {
    const id = z
      .string()
      .regex(/^\d{1,12}$/)
      .parse((await params).id);
    const received = await request.formData().catch(() => {
      throw new ApiError(400, 'MALFORMED_BODY', 'The upload could not be read; try again.');
    });
    const form = new FormData();
    for (const file of received.getAll('file'))
      if (typeof file !== 'string') form.append('file', file, file.name);
    const attachments = await uploadReturnAttachments(id, form);
    revalidatePath(`/returns/${id}`);
    return attachments;
  });
  return NextResponse.json(result, { status: result.ok ? 200 : result.status });
}
