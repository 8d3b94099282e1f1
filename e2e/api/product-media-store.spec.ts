import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, asc, desc, eq, gt } from 'drizzle-orm';
import S3rver from 's3rver';
import { expect, test, uniqueSuffix } from '../support/api';
import { jpegWithExif } from '../support/media';
import { openDatabase, type DbHandle } from '@/lib/db/client';
import { applyMigrations } from '@/lib/db/migrate';
import { changeHistory, productMedia, products } from '@/lib/db/schema';
import { FileMediaStore } from '@/lib/media/fs-store';
import { processImage } from '@/lib/media/images';
import { S3MediaStore } from '@/lib/media/s3-store';
import { keysOf, storeImage } from '@/lib/media/stored-image';
import type { Actor } from '@/lib/service/history';
import { addProductMedia, deleteProductMedia, reorderProductMedia, updateProductMedia } from '@/lib/service/products/media';

/**
 * The media store and the audit history below HTTP. The S3 store against s3rver (an S3-compatible
 * server started here on a free loopback port; the shared test server runs with the filesystem
 * store). The history of media writes on the harness's PostgreSQL when the run has one, else on a
 * fresh embedded database: the server's PGlite cannot be opened by a second process.
 */
const files = (root: string) => (fs.existsSync(root) ? fs.readdirSync(root, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).length : 0);

test.describe('media store and history', () => {
  test('the S3 store writes, reads with an ETag and deletes an image and its renditions (s3rver)', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'catalogue-s3rver-'));
    const server = new S3rver({ address: '127.0.0.1', port: 0, directory: dir, silent: true, configureBuckets: [{ name: 'media' }] });
    const { port } = await server.run();
    try {
      const store = new S3MediaStore({
        bucket: 'media',
        endpoint: `http://127.0.0.1:${port}`,
        region: 'us-east-1',
        accessKeyId: 'S3RVER',
        secretAccessKey: 'S3RVER',
      });
      const original = await jpegWithExif(1000, 800);
      const stored = await storeImage(store, 'products/s3-test', await processImage('s3.jpg', original));
      expect(keysOf(stored)).toHaveLength(4);
      const got = await store.get(stored.storageKey);
      expect(got).not.toBeNull();
      expect(got!.contentType).toBe('image/jpeg');
      expect(got!.etag).toMatch(/^"[^"]+"$/);
      const bytes = Buffer.from(await new Response(got!.stream()).arrayBuffer());
      expect(Buffer.compare(bytes, original)).toBe(0);
      const w800 = await store.get(stored.renditions.w800.key);
      expect(w800!.contentType).toBe('image/webp');
      expect(w800!.size).toBe(stored.renditions.w800.bytes);
      w800!.discard();
      for (const key of keysOf(stored)) await store.delete(key);
      expect(await store.get(stored.storageKey)).toBeNull();
      expect(await store.get('products/never-written/original.jpg')).toBeNull();
    } finally {
      await server.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  test('each media write records who changed what in the product history, and a refused upload nothing', async () => {
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'catalogue-media-history-'));
    let handle: DbHandle | undefined;
    const shared = process.env.TEST_DATABASE_URL;
    try {
      handle = shared ? await openDatabase({ databaseUrl: shared }) : await openDatabase({ pgliteDir: path.join(tmp, 'pglite') });
      if (!shared) await applyMigrations(handle);
      const { db } = handle;
      const store = new FileMediaStore(path.join(tmp, 'media'));
      const actor: Actor = { kind: 'staff', id: 'media.tester@example.com', name: 'Media Tester', clientId: null, source: 'page' };
      // On the shared database an old demo product (slots take the newest; a new product would shift them).
      const [product] = shared
        ? await db.select({ id: products.id }).from(products).orderBy(asc(products.iid)).limit(1).offset(7)
        : await db.insert(products).values({ stockCode: `MEDIA-HIST-${uniqueSuffix()}`, name: 'History of media' }).returning({ id: products.id });
      const [{ v: startVersion }] = await db.select({ v: products.version }).from(products).where(eq(products.id, product.id));
      const since = (await db.select({ id: changeHistory.id }).from(changeHistory).orderBy(desc(changeHistory.id)).limit(1))[0]?.id ?? 0;
      const history = async () =>
        db.select().from(changeHistory).where(and(eq(changeHistory.entity, 'product'), eq(changeHistory.entityId, product.id), gt(changeHistory.id, since)));

      const mediaOf = () => db.select().from(productMedia).where(eq(productMedia.productId, product.id));
      const mediaBefore = (await mediaOf()).length;
      const refused = addProductMedia(db, product.id, [{ name: 'fine.jpg', bytes: await jpegWithExif(300, 200) }, { name: 'notes.jpg', bytes: Buffer.from('plain text') }], { altText: '', tag: '' }, actor, store);
      await expect(refused).rejects.toMatchObject({ httpStatus: 415 });
      expect(await history()).toHaveLength(0);
      expect(await mediaOf()).toHaveLength(mediaBefore);
      expect(files(path.join(tmp, 'media')), 'nothing stored for a refused request').toBe(0);

      const [a, b] = await addProductMedia(db, product.id, [{ name: 'a.jpg', bytes: await jpegWithExif(300, 200) }, { name: 'b.jpg', bytes: await jpegWithExif(310, 200) }], { altText: 'Front', tag: '' }, actor, store);
      expect(files(path.join(tmp, 'media'))).toBe(8);
      await updateProductMedia(db, product.id, b.recordId, { altText: 'Back' }, actor);
      await reorderProductMedia(db, product.id, [b.recordId, a.recordId], actor);
      await deleteProductMedia(db, product.id, a.recordId, actor, store);
      expect(files(path.join(tmp, 'media')), 'the deleted image\'s files are gone').toBe(4);

      const rows = (await history()).sort((x, y) => Number(x.id) - Number(y.id));
      expect(rows.map((r) => r.field)).toEqual(['media', 'media', 'media', 'media.order', 'media']);
      expect(rows.every((r) => r.actorName === 'Media Tester' && r.actorKind === 'staff' && r.source === 'page')).toBe(true);
      expect(rows[0]).toMatchObject({ before: null, after: { recordId: a.recordId, name: 'a.jpg', altText: 'Front', isDefault: true } });
      expect(rows[2]).toMatchObject({ before: { altText: 'Front' }, after: { recordId: b.recordId, altText: 'Back' } });
      expect(rows[3]).toMatchObject({ before: [a.recordId, b.recordId], after: [b.recordId, a.recordId] });
      expect(rows[4]).toMatchObject({ before: { recordId: a.recordId, name: 'a.jpg' }, after: null });
      const [version] = await db.select({ v: products.version }).from(products).where(eq(products.id, product.id));
      expect(version.v, 'each write bumps the product version (its ETag)').toBe(startVersion + 4);
      await deleteProductMedia(db, product.id, b.recordId, actor, store);
    } finally {
      await handle?.close();
      fs.rmSync(tmp, { recursive: true, force: true });
    }
  });
});
