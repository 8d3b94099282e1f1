import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { isSafeKey } from './keys';
import type { MediaStore, StoredObject } from './store';

export interface S3MediaStoreOptions {
  bucket: string;
  /** A custom endpoint (MinIO, R2, s3rver…): addressed path-style, https://host/bucket/key. */
  endpoint?: string;
  region?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Prefix of every key in the bucket, e.g. `media/`. */
  prefix?: string;
}

/** Media in any S3-compatible bucket. Objects are written once with their content type. */
export class S3MediaStore implements MediaStore {
  private readonly client: S3Client;

  constructor(private readonly options: S3MediaStoreOptions) {
    const credentials =
      options.accessKeyId && options.secretAccessKey
        ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
        : undefined; // the SDK's default chain (instance roles, AWS_* variables)
    this.client = new S3Client({
      region: options.region || 'us-east-1',
      endpoint: options.endpoint || undefined,
      forcePathStyle: Boolean(options.endpoint),
      credentials,
      // Checksums only where S3 requires them: S3-compatible stores (MinIO, R2, s3rver) differ in
      // which of the SDK's newer default checksum headers they understand.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  static fromEnv(env: NodeJS.ProcessEnv) {
    return new S3MediaStore({
      bucket: env.MEDIA_S3_BUCKET!,
      endpoint: env.MEDIA_S3_ENDPOINT,
      region: env.MEDIA_S3_REGION,
      accessKeyId: env.MEDIA_S3_ACCESS_KEY_ID,
      secretAccessKey: env.MEDIA_S3_SECRET_ACCESS_KEY,
      prefix: env.MEDIA_S3_PREFIX,
    });
  }

  private objectKey(key: string): string {
    if (!isSafeKey(key)) throw new Error(`Unsafe media key: ${key}`);
    return `${this.options.prefix ?? ''}${key}`;
  }

  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    await this.client.send(
      new PutObjectCommand({ Bucket: this.options.bucket, Key: this.objectKey(key), Body: bytes, ContentType: contentType }),
    );
  }

  async get(key: string): Promise<StoredObject | null> {
    if (!isSafeKey(key)) return null;
    try {
      const out = await this.client.send(new GetObjectCommand({ Bucket: this.options.bucket, Key: this.objectKey(key) }));
      const body = out.Body!;
      return {
        contentType: out.ContentType || 'application/octet-stream',
        etag: out.ETag || `"${key}"`,
        size: out.ContentLength ?? 0,
        stream: () => body.transformToWebStream(),
        discard: () => void body.transformToWebStream().cancel().catch(() => {}),
      };
    } catch (e) {
      if (e instanceof S3ServiceException && (e.name === 'NoSuchKey' || e.$metadata.httpStatusCode === 404)) return null;
      throw e;
    }
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.options.bucket, Key: this.objectKey(key) }));
  }
}
