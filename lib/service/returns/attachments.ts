import { randomUUID } from 'node:crypto';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '@/lib/db';
import { returnAttachments } from '@/lib/db/schema';
import { RETURN_ATTACHMENTS_MAX, type ReturnAttachment } from '@/lib/api/schemas/returns';
import { processImage, type ProcessedImage } from '@/lib/media/images';
import { mediaUrl } from '@/lib/media/keys';
import type { UploadedFile } from '@/lib/uploads/multipart';
import { mediaStore, type MediaStore } from '@/lib/media/store';
import { keysOf, removeStoredFiles, storeImage, type StoredImage } from '@/lib/media/stored-image';
import { invalid, ruleViolation } from '@/lib/errors';
import { recordChanges, type Actor } from '../history';
import { findReturn } from './detail';

/**
 * Photos attached to a return (POST /api/v2/commerce/returns/:id/attachments, extension), with the
 * same checks and storage as product images (lib/media): every file is checked in memory before any
 * is stored, then the rows, the return's uploadFileUrls and its history are written in one
 * transaction; a refusal at any step leaves neither rows nor files behind.
 */
type AttachmentRow = typeof returnAttachments.$inferSelect;

export function toAttachment(r: AttachmentRow): ReturnAttachment {
  return {
    id: r.id,
    name: r.name,
    url: mediaUrl(r.storageKey),
    previewUrl: mediaUrl(r.renditions.w800?.key ?? r.storageKey),
    thumbnailUrl: mediaUrl(r.renditions.w160?.key ?? r.storageKey),
    contentType: r.contentType,
    width: r.width,
    height: r.height,
    bytes: r.bytes,
    uploadedBy: { kind: r.actorKind as ReturnAttachment['uploadedBy']['kind'], name: r.actorName },
    created: r.createdAt.toISOString(),
  };
}

export async function listReturnAttachments(db: Db | Tx, returnId: string): Promise<ReturnAttachment[]> {
  const rows = await db
    .select()
    .from(returnAttachments)
    .where(eq(returnAttachments.returnId, returnId))
    .orderBy(asc(returnAttachments.createdAt), asc(returnAttachments.id));
  return rows.map(toAttachment);
}

export async function addReturnAttachments(
  db: Db,
  key: string,
  files: UploadedFile[],
  actor: Actor,
  store: MediaStore = mediaStore(),
): Promise<ReturnAttachment[]> {
  if (files.length === 0)
    throw invalid(['file: send at least one image in a part named `file`'], 'No file was sent');
  const found = await findReturn(db, key, 'id');
  const processed: { file: UploadedFile; image: ProcessedImage; id: string }[] = [];
  for (const file of files)
    processed.push({ file, image: await processImage(file.name, file.bytes), id: randomUUID() });
  const stored: StoredImage[] = [];
  try {
    for (const p of processed) stored.push(await storeImage(store, `returns/${found.id}/${p.id}`, p.image));
    return await db.transaction(async (tx) => {
      const ret = await findReturn(tx, found.id, 'id', true);
      const [{ n }] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(returnAttachments)
        .where(eq(returnAttachments.returnId, ret.id));
      if (Number(n) + processed.length > RETURN_ATTACHMENTS_MAX)
        throw ruleViolation(`A return holds at most ${RETURN_ATTACHMENTS_MAX} files`, [
          `file: the return has ${n} files; at most ${RETURN_ATTACHMENTS_MAX - Number(n)} more can be added`,
        ]);
      const rows = await tx
        .insert(returnAttachments)
        .values(
          processed.map((p, i) => ({
            id: p.id,
            returnId: ret.id,
            name: p.file.name,
            ...stored[i],
            actorKind: actor.kind,
            actorName: actor.name,
          })),
        )
        .returning();
      const urls = rows.map((r) => mediaUrl(r.storageKey));
      // The spec's uploadFileUrls lists them too, so storefront clients that read only it see the photos.
      await tx.execute(sql`
        update returns set upload_file_urls = upload_file_urls || ${JSON.stringify(urls)}::jsonb,
          version = version + 1, updated_at = now()
        where id = ${ret.id}`);
      await recordChanges(
        tx,
        'return',
        ret.id,
        rows.map((r) => ({
          field: 'attachments',
          before: null,
          after: { name: r.name, url: mediaUrl(r.storageKey) },
        })),
        actor,
      );
      return listReturnAttachments(tx, ret.id);
    });
  } catch (e) {
    await removeStoredFiles(store, stored.flatMap(keysOf));
    throw e;
  }
}
