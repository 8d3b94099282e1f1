import { randomUUID } from 'node:crypto';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '@/lib/db';
import { productMedia, products } from '@/lib/db/schema';
import { productMediaUploadFieldsSchema, type ProductMediaItem, type ProductMediaUpdate, type UploadedImage } from '@/lib/api/schemas/product-media';
import { processImage, type ProcessedImage } from '@/lib/media/images';
import { mediaUrl } from '@/lib/media/keys';
import type { UploadedFile } from '@/lib/uploads/multipart';
import { mediaStore, type MediaStore } from '@/lib/media/store';
import { keysOf, removeStoredFiles, storeImage, type StoredImage, type StoredRendition } from '@/lib/media/stored-image';
import { invalid, issuesToErrors, notFound } from '@/lib/errors';
import { recordChanges, type Actor } from '../history';
import { refreshCompleteness } from './completeness';

/**
 * Uploaded product images (extension). Files are checked and processed in memory first, then stored,
 * then the rows and their history are written in one transaction; a refusal at any step leaves
 * neither rows nor files behind.
 */
type MediaRecord = typeof productMedia.$inferSelect;

const publicRendition = (r: StoredRendition) => ({ url: mediaUrl(r.key), width: r.width, height: r.height, bytes: r.bytes });

/** The stored columns of a media record (a row, or the detail's JSON of one). */
export interface StoredColumns {
  storageKey: string | null;
  renditions: Record<string, StoredRendition> | null;
  width: number | null;
  height: number | null;
  bytes: number | null;
  contentType: string | null;
  etag: string | null;
}

/** Public URLs and sizes of an uploaded image; null for media given by URL. */
export function uploadOf(r: StoredColumns): UploadedImage | null {
  const rend = r.renditions;
  if (!r.storageKey || !rend?.w160 || !rend.w800 || !rend.w1600) return null;
  return {
    originalUrl: mediaUrl(r.storageKey),
    contentType: r.contentType ?? '',
    width: r.width ?? 0,
    height: r.height ?? 0,
    bytes: r.bytes ?? 0,
    etag: r.etag ?? '',
    renditions: { w160: publicRendition(rend.w160), w800: publicRendition(rend.w800), w1600: publicRendition(rend.w1600) },
  };
}

export function toMediaItem(r: MediaRecord): ProductMediaItem {
  return {
    recordId: r.recordId,
    productId: r.productId,
    mediaType: r.mediaType,
    name: r.name,
    url: r.url,
    previewUrl: r.previewUrl,
    altText: r.altText,
    tag: r.tag,
    isDefault: r.isDefault,
    isActive: r.isActive,
    displayOrder: r.displayOrder,
    upload: uploadOf(r),
  };
}

/** What the history keeps of one media record. */
const summary = (r: MediaRecord) => ({
  recordId: r.recordId,
  name: r.name,
  url: r.url,
  altText: r.altText,
  tag: r.tag,
  displayOrder: r.displayOrder,
  isDefault: r.isDefault,
  isActive: r.isActive,
});

/** Locks the product for this write and bumps its version (its detail, media included, changed). */
async function touchProduct(tx: Tx, productId: string): Promise<void> {
  const [found] = await tx
    .update(products)
    .set({ version: sql`${products.version} + 1`, updatedAt: sql`now()` })
    .where(eq(products.id, productId))
    .returning({ id: products.id });
  if (!found) throw notFound(`No product has id ${productId}`, [`id: no product has id ${productId}`]);
}

const mediaOf = (tx: Tx | Db, productId: string) =>
  tx.select().from(productMedia).where(eq(productMedia.productId, productId)).orderBy(asc(productMedia.displayOrder), asc(productMedia.recordId));

export async function listProductMedia(db: Db, productId: string): Promise<ProductMediaItem[]> {
  return (await mediaOf(db, productId)).map(toMediaItem);
}

async function assertProduct(db: Db, productId: string) {
  const [found] = await db.select({ id: products.id }).from(products).where(eq(products.id, productId));
  if (!found) throw notFound(`No product has id ${productId}`, [`id: no product has id ${productId}`]);
}

/**
 * Adds images to a product. The first upload to a product that has none goes first and becomes its
 * default (demo pictures given by URL move behind it); later uploads are appended.
 */
export async function addProductMedia(
  db: Db,
  productId: string,
  files: UploadedFile[],
  fields: { altText: string; tag: string },
  actor: Actor,
  store: MediaStore = mediaStore(),
): Promise<ProductMediaItem[]> {
  if (files.length === 0) throw invalid(['file: send at least one image in a part named `file`'], 'No image was sent');
  await assertProduct(db, productId);
  // Every file is checked before any is stored: one bad file refuses the whole request.
  const processed: { file: UploadedFile; image: ProcessedImage; id: string }[] = [];
  for (const file of files) processed.push({ file, image: await processImage(file.name, file.bytes), id: randomUUID() });
  const stored: StoredImage[] = [];
  try {
    for (const p of processed) stored.push(await storeImage(store, `products/${p.id}`, p.image));
    return await db.transaction(async (tx) => {
      await touchProduct(tx, productId);
      const existing = await mediaOf(tx, productId);
      const firstUpload = !existing.some((m) => m.storageKey);
      let next = firstUpload ? 0 : Math.max(-1, ...existing.map((m) => m.displayOrder)) + 1;
      if (firstUpload && existing.length > 0) {
        await tx
          .update(productMedia)
          .set({ displayOrder: sql`${productMedia.displayOrder} + ${processed.length}`, isDefault: false })
          .where(eq(productMedia.productId, productId));
      }
      const rows = await tx
        .insert(productMedia)
        .values(
          processed.map((p, i) => {
            const s = stored[i];
            return {
              recordId: p.id,
              productId,
              mediaType: 0,
              name: p.file.name,
              url: mediaUrl(s.renditions.w800.key),
              previewUrl: mediaUrl(s.renditions.w160.key),
              altText: fields.altText,
              tag: fields.tag,
              isDefault: firstUpload && i === 0,
              displayOrder: next++,
              ...s,
            };
          }),
        )
        .returning();
      await recordChanges(tx, 'product', productId, rows.map((r) => ({ field: 'media', before: null, after: summary(r) })), actor);
      await refreshCompleteness(tx, [productId]);
      return rows.map(toMediaItem);
    });
  } catch (e) {
    await removeStoredFiles(store, stored.flatMap(keysOf));
    throw e;
  }
}

async function findMedia(tx: Tx, productId: string, mediaId: string) {
  const all = await mediaOf(tx, productId);
  const target = all.find((m) => m.recordId === mediaId.toLowerCase());
  if (!target) throw notFound(`Product ${productId} has no media ${mediaId}`, [`mediaId: product ${productId} has no media ${mediaId}`]);
  return { all, target };
}

/** Writes display orders 0..n-1 for `ordered`, touching only the rows whose position changed. */
async function renumber(tx: Tx, ordered: MediaRecord[]) {
  for (const [i, m] of ordered.entries())
    if (m.displayOrder !== i) await tx.update(productMedia).set({ displayOrder: i }).where(eq(productMedia.recordId, m.recordId));
}

export async function updateProductMedia(
  db: Db,
  productId: string,
  mediaId: string,
  patch: ProductMediaUpdate,
  actor: Actor,
): Promise<ProductMediaItem> {
  return db.transaction(async (tx) => {
    await touchProduct(tx, productId);
    const { all, target } = await findMedia(tx, productId, mediaId);
    if (patch.displayOrder !== undefined) {
      const rest = all.filter((m) => m !== target);
      rest.splice(Math.min(patch.displayOrder, rest.length), 0, target);
      await renumber(tx, rest);
    }
    if (patch.isDefault)
      await tx
        .update(productMedia)
        .set({ isDefault: false })
        .where(and(eq(productMedia.productId, productId), ne(productMedia.recordId, target.recordId)));
    const { displayOrder: _position, ...columns } = patch;
    void _position;
    if (Object.keys(columns).length > 0) await tx.update(productMedia).set(columns).where(eq(productMedia.recordId, target.recordId));
    const [after] = await tx.select().from(productMedia).where(eq(productMedia.recordId, target.recordId));
    await recordChanges(tx, 'product', productId, [{ field: 'media', before: summary(target), after: summary(after) }], actor);
    await refreshCompleteness(tx, [productId]);
    return toMediaItem(after);
  });
}

/**
 * Puts the listed media in the given order (one transaction): they take, in that order, the
 * positions they hold together now; media not listed keep theirs.
 */
export async function reorderProductMedia(db: Db, productId: string, mediaIds: string[], actor: Actor): Promise<ProductMediaItem[]> {
  return db.transaction(async (tx) => {
    await touchProduct(tx, productId);
    const all = await mediaOf(tx, productId);
    const byId = new Map(all.map((m) => [m.recordId, m]));
    const listed = mediaIds.map((id) => id.toLowerCase());
    const unknown = listed.filter((id) => !byId.has(id));
    if (unknown.length) throw notFound(`Product ${productId} has no media ${unknown.join(', ')}`, unknown.map((id) => `mediaIds: no media ${id} on this product`));
    const queue = listed.map((id) => byId.get(id)!);
    const listedSet = new Set(listed);
    const ordered = all.map((m) => (listedSet.has(m.recordId) ? queue.shift()! : m));
    await renumber(tx, ordered);
    const before = all.filter((m) => listedSet.has(m.recordId)).map((m) => m.recordId);
    await recordChanges(tx, 'product', productId, [{ field: 'media.order', before, after: listed }], actor);
    return (await mediaOf(tx, productId)).map(toMediaItem);
  });
}

/** Deletes one media record; its stored files are removed once the deletion is committed. */
export async function deleteProductMedia(
  db: Db,
  productId: string,
  mediaId: string,
  actor: Actor,
  store: MediaStore = mediaStore(),
): Promise<string> {
  const removed = await db.transaction(async (tx) => {
    await touchProduct(tx, productId);
    const { all, target } = await findMedia(tx, productId, mediaId);
    await tx.delete(productMedia).where(eq(productMedia.recordId, target.recordId));
    const heir = target.isDefault ? all.find((m) => m !== target && m.mediaType === 0) : undefined;
    if (heir) await tx.update(productMedia).set({ isDefault: true }).where(eq(productMedia.recordId, heir.recordId));
    await recordChanges(tx, 'product', productId, [{ field: 'media', before: summary(target), after: null }], actor);
    await refreshCompleteness(tx, [productId]);
    return target;
  });
  await removeStoredFiles(store, keysOf(removed));
  return removed.recordId;
}

/** The text parts of an upload, checked like any request field. */
export function uploadFieldsOf(raw: Record<string, string>) {
  const parsed = productMediaUploadFieldsSchema.safeParse(raw);
  if (!parsed.success) throw invalid(issuesToErrors(parsed.error));
  return parsed.data;
}
