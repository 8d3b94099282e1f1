import { ServiceError } from '@/lib/errors';

/**
 * The largest product import file (IMPORT_MAX_BYTES, 200 MB): held while the upload is received, by
 * the service (lib/http/import-upload.ts) and by the back-office page that forwards a file to it.
 */
export const IMPORT_MAX_BYTES = Number(process.env.IMPORT_MAX_BYTES) || 200 * 1024 * 1024;

export const importTooLarge = () =>
  new ServiceError(413, 'PAYLOAD_TOO_LARGE', `The file exceeds ${IMPORT_MAX_BYTES} bytes`, [
    `file: larger than ${IMPORT_MAX_BYTES} bytes (${Math.round(IMPORT_MAX_BYTES / 1024 / 1024)} MB); split it into several imports`,
  ]);
