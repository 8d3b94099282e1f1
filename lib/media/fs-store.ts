import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { dataDir } from '@/lib/runtime/data-dir';
import { contentTypeOfKey } from './content-types';
import { isSafeKey } from './keys';
import type { MediaStore, StoredObject } from './store';

/**
 * Media as files under one folder (default DATA_DIR/media). Writes go to a temporary name and are
 * renamed into place, so a reader never sees half a file. The ETag comes from the key and size:
 * keys are never rewritten, so it changes whenever the content can.
 */
export class FileMediaStore implements MediaStore {
  constructor(private readonly root: string) {}

  static inDataDir() {
    return new FileMediaStore(path.join(dataDir(), 'media'));
  }

  private pathOf(key: string): string {
    if (!isSafeKey(key)) throw new Error(`Unsafe media key: ${key}`);
    return path.join(this.root, ...key.split('/'));
  }

  async put(key: string, bytes: Buffer): Promise<void> {
    const file = this.pathOf(key);
    await fs.promises.mkdir(path.dirname(file), { recursive: true });
    const temp = `${file}.${process.pid}.${Date.now()}.tmp`;
    await fs.promises.writeFile(temp, bytes);
    await fs.promises.rename(temp, file);
  }

  async get(key: string): Promise<StoredObject | null> {
    if (!isSafeKey(key)) return null;
    const file = this.pathOf(key);
    const stat = await fs.promises.stat(file).catch(() => null);
    if (!stat?.isFile()) return null;
    return {
      contentType: contentTypeOfKey(key),
      etag: `"${createHash('sha256').update(`${key}:${stat.size}`).digest('base64url').slice(0, 27)}"`,
      size: stat.size,
      stream: () => Readable.toWeb(fs.createReadStream(file)) as ReadableStream<Uint8Array>,
      discard: () => {},
    };
  }

  async delete(key: string): Promise<void> {
    await fs.promises.rm(this.pathOf(key), { force: true });
  }
}
