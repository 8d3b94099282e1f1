import 'server-only';
import { ApiError } from '@/lib/api/errors';

/**
 * The browser's upload re-sent to the service as a new multipart body (file and the known text
 * parts only): the back-office forwards what the import endpoints take and nothing else.
 */
export async function forwardedImportForm(request: Request): Promise<FormData> {
  const received = await request.formData().catch(() => {
    throw new ApiError(400, 'MALFORMED_BODY', 'The upload could not be read; try again.');
  });
  const form = new FormData();
  const file = received.get('file');
  if (!file || typeof file === 'string') throw new ApiError(400, 'VALIDATION_ERROR', 'Choose a CSV or XLSX file first.', ['file: is required']);
  form.append('file', file, file.name);
  for (const field of ['mapping', 'mode', 'dryRun']) {
    const value = received.get(field);
    if (typeof value === 'string') form.append(field, value);
  }
  return form;
}
