import type { ActionResult } from '@/lib/actions/action-result';
import type { ReturnAttachment } from '@/lib/api/schemas/returns';

/** Posts photos to the return's upload route (./attachments/route.ts); the browser side of both upload places. */
export async function uploadReturnPhotos(
  returnId: number,
  files: File[],
): Promise<ActionResult<ReturnAttachment[]>> {
  const form = new FormData();
  for (const f of files) form.append('file', f, f.name);
  const response = await fetch(`/returns/${returnId}/attachments`, { method: 'POST', body: form });
  try {
    return (await response.json()) as ActionResult<ReturnAttachment[]>;
  } catch {
    return {
      ok: false,
      message: `The upload failed (HTTP ${response.status}); try again.`,
      fieldErrors: {},
      status: response.status,
      messageCode: 'UPLOAD_FAILED',
    };
  }
}
