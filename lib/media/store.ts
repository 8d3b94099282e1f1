import { FileMediaStore } from './fs-store';
import { S3MediaStore } from './s3-store';

export { isSafeKey } from './keys';

/** One stored object, ready to serve: its body is read only when `stream()` is called. */
export interface StoredObject {
  contentType: string;
  etag: string;
  size: number;
  stream(): ReadableStream<Uint8Array>;
  /** Releases an unread body (a 304 answer reads none). */
  discard(): void;
}

/**
 * Where uploaded media lives (docs/architecture.md, "Media"): the filesystem under DATA_DIR/media, or any
 * S3-compatible store when MEDIA_S3_BUCKET is set. Keys are written once and never overwritten, so
 * what a key names never changes and may be cached forever.
 */
export interface MediaStore {
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<StoredObject | null>;
  delete(key: string): Promise<void>;
}

let store: MediaStore | undefined;

/** The store the environment names (one per process). */
export function mediaStore(): MediaStore {
  store ??= process.env.MEDIA_S3_BUCKET ? S3MediaStore.fromEnv(process.env) : FileMediaStore.inDataDir();
  return store;
}
