import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '@/lib/db';
import { categories, categoryFiles, productFamilies } from '@/lib/db/schema';
import type {
  CategoryCreate,
  CategoryDetail,
  CategoryListItem,
  CategoryUpdate,
} from '@/lib/api/schemas/category';
import { categoryCreateSchema, categoryUpdateSchema } from '@/lib/api/schemas/category';
import { cached, invalidate } from './cache';
import { conflict, duplicate, invalid, isUniqueViolation, notFound } from '@/lib/errors';
import { recordLifecycle, recordRowChanges, SYSTEM_ACTOR, type Actor } from './history';

type CategoryRow = typeof categories.$inferSelect;

const COUNTS_TTL_MS = 60_000;
/** Past the TTL the tree's counts are served while they reload in the background (writes invalidate at once). */
const STALE = { staleMs: 3_600_000 };
export const CATEGORY_CACHE_PREFIX = 'categories:';
/** The product counts alone: what a product write changes (the categories themselves stay). */
export const CATEGORY_COUNTS_CACHE_KEY = `${CATEGORY_CACHE_PREFIX}counts`;

/** Distinct products linked to each category or any category below it. */
async function productCounts(db: Db): Promise<Map<string, number>> {
  return cached(CATEGORY_COUNTS_CACHE_KEY, COUNTS_TTL_MS, async () => {
    const rows = await db.execute<{ id: string; n: number }>(sql`
      with recursive closure(ancestor, descendant) as (
        select id, id from categories
        union all
        select c.ancestor, k.id from closure c join categories k on k.parent_id = c.descendant
      )
      select closure.ancestor as id, count(distinct pc.product_id)::int as n
      from closure join product_categories pc on pc.category_id = closure.descendant
      group by closure.ancestor`);
    return new Map(rows.rows.map((r) => [r.id, Number(r.n)]));
  }, STALE);
}

async function allCategories(db: Db): Promise<CategoryRow[]> {
  return cached(`${CATEGORY_CACHE_PREFIX}rows`, COUNTS_TTL_MS, () =>
    db.select().from(categories).orderBy(asc(categories.displayOrder), asc(categories.name)),
  );
}

/** GET /api/v1/category: the whole tree, children nested, siblings in display order. */
export async function listCategoryTree(db: Db): Promise<CategoryListItem[]> {
  const [rows, counts] = await Promise.all([allCategories(db), productCounts(db)]);
  const items = new Map<string, CategoryListItem>();
  for (const r of rows) {
    items.set(r.id, {
      id: r.id,
      name: r.name,
      subCategories: [],
      description: r.description,
      iId: r.iid,
      categoryCode: r.code,
      parentId: r.parentId,
      displayOrder: r.displayOrder,
      prodCount: counts.get(r.id) ?? 0,
    });
  }
  const roots: CategoryListItem[] = [];
  for (const r of rows) {
    const item = items.get(r.id)!;
    const parent = r.parentId ? items.get(r.parentId) : undefined;
    (parent ? parent.subCategories : roots).push(item);
  }
  return roots;
}

async function findById(db: Db | Tx, id: string): Promise<CategoryRow> {
  const [row] = await db.select().from(categories).where(eq(categories.id, id)).limit(1);
  if (!row) throw notFound(`Category ${id} was not found`, [`id: no category has id ${id}`]);
  return row;
}

async function findByCode(db: Db | Tx, code: string) {
  const [row] = await db.select().from(categories).where(eq(categories.code, code)).limit(1);
  return row;
}

async function levelOf(db: Db | Tx, id: string | null): Promise<number> {
  let level = 0;
  let current = id;
  while (current) {
    level++;
    const [row] = await db.select({ parentId: categories.parentId }).from(categories).where(eq(categories.id, current));
    current = row?.parentId ?? null;
    if (level > 100) break; // a cycle cannot be stored (moves are checked), but never loop forever
  }
  return level;
}

async function assertFamily(db: Db | Tx, familyId: number | undefined | null, field = 'productFamilyId') {
  if (!familyId) return;
  const [row] = await db.select({ id: productFamilies.id }).from(productFamilies).where(eq(productFamilies.id, familyId));
  if (!row) throw notFound(`Product family ${familyId} was not found`, [`${field}: no product family has id ${familyId}`]);
}

/** GET /api/v1/category/{id}: the detail object, and its version for the ETag header. */
export async function getCategoryDetail(db: Db, id: string): Promise<{ detail: CategoryDetail; version: number }> {
  const row = await findById(db, id);
  const [parent, children, files, counts, level] = await Promise.all([
    row.parentId ? findById(db, row.parentId) : Promise.resolve(null),
    db.select().from(categories).where(eq(categories.parentId, id)).orderBy(asc(categories.displayOrder)),
    db.select().from(categoryFiles).where(eq(categoryFiles.categoryId, id)).orderBy(asc(categoryFiles.displayOrder)),
    productCounts(db),
    levelOf(db, id),
  ]);
  const detail: CategoryDetail = {
    name: row.name,
    image: row.image,
    slug: row.slug,
    displayText: row.displayText,
    parentMenuId: row.parentMenuId,
    customSetId: row.customSetId,
    tariffCode: row.tariffCode,
    description: row.description,
    metaTitle: row.metaTitle,
    metaDescription: row.metaDescription,
    metaKeywords: row.metaKeywords,
    canonicalTags: row.canonicalTags,
    parentId: row.parentId ?? '',
    parent: parent?.name ?? '',
    link: row.link,
    customSlug: row.customSlug,
    categoryCode: row.code,
    additionalInfo1: row.additionalInfo1,
    additionalInfo2: row.additionalInfo2,
    additionalInfo3: row.additionalInfo3,
    additionalInfo4: row.additionalInfo4,
    additionalInfo5: row.additionalInfo5,
    isFeatured: row.isFeatured,
    isGenderSpecific: row.isGenderSpecific,
    hasCustomSlug: row.hasCustomSlug,
    hasChild: children.length > 0,
    displayOrder: row.displayOrder,
    level,
    externalRefId: row.externalRefId,
    prodCount: counts.get(id) ?? 0,
    productFamilyId: row.productFamilyId ?? 0,
    subcategories: children.map((c) => ({
      parentCategoryCode: row.code,
      categoryCode: c.code,
      categoryName: c.name,
      productFamilyId: c.productFamilyId ?? 0,
    })),
    files: files.map((f) => ({
      recordId: f.recordId,
      mediaType: f.mediaType,
      name: f.name,
      url: f.url,
      altText: f.altText,
      previewUrl: f.previewUrl,
      isDefault: f.isDefault,
      isActive: f.isActive,
      isMultiple: f.isMultiple,
      isInternal: f.isInternal,
      displayOrder: f.displayOrder,
    })),
  };
  return { detail, version: row.version };
}

function siblingsOf(tx: Tx, parentId: string | null) {
  return tx
    .select({ id: categories.id })
    .from(categories)
    .where(parentId ? eq(categories.parentId, parentId) : sql`${categories.parentId} is null`)
    .orderBy(asc(categories.displayOrder), asc(categories.name));
}

/** Stores `order` (category ids) as display orders 1..n in one statement. */
async function renumber(tx: Tx, order: string[]) {
  if (order.length === 0) return;
  await tx.execute(sql`
    update categories c set display_order = o.ord
    from unnest(${`{${order.join(',')}}`}::uuid[]) with ordinality as o(id, ord)
    where c.id = o.id and c.display_order <> o.ord`);
}

/** Puts `id` at 1-based `position` among the children of `parentId` (last when omitted). */
async function placeAmongSiblings(tx: Tx, id: string, parentId: string | null, position: number | undefined) {
  const order = (await siblingsOf(tx, parentId)).map((s) => s.id).filter((s) => s !== id);
  const index = Math.min(Math.max((position ?? order.length + 1) - 1, 0), order.length);
  order.splice(index, 0, id);
  await renumber(tx, order);
}

/** Closes the gap a category leaves among its former siblings. */
async function closeGap(tx: Tx, parentId: string | null) {
  await renumber(tx, (await siblingsOf(tx, parentId)).map((s) => s.id));
}

/** POST /api/v1/category */
export async function createCategory(db: Db, input: CategoryCreate, actor: Actor = SYSTEM_ACTOR): Promise<string> {
  const body = categoryCreateSchema.parse(input);
  try {
    return await db.transaction(async (tx) => {
      if (await findByCode(tx, body.categoryCode))
        throw duplicate('categoryCode', `A category with code ${body.categoryCode} already exists`);
      let parentId: string | null = null;
      let familyId = body.productFamilyId || null;
      if (body.parentCategoryCode) {
        const parent = await findByCode(tx, body.parentCategoryCode);
        if (!parent)
          throw notFound(`Parent category ${body.parentCategoryCode} was not found`, [
            `parentCategoryCode: no category has code ${body.parentCategoryCode}`,
          ]);
        parentId = parent.id;
        familyId ??= parent.productFamilyId;
      }
      await assertFamily(tx, familyId);
      const [created] = await tx
        .insert(categories)
        .values({
          code: body.categoryCode,
          name: body.categoryName,
          parentId,
          productFamilyId: familyId,
          displayText: body.categoryName,
          slug: slugOf(body.categoryName),
          displayOrder: 0,
        })
        .returning({ id: categories.id });
      await placeAmongSiblings(tx, created.id, parentId, undefined);
      await recordLifecycle(tx, 'category', created.id, { after: await findById(tx, created.id) }, actor);
      return created.id;
    });
  } catch (e) {
    if (isUniqueViolation(e)) throw duplicate('categoryCode', `A category with code ${body.categoryCode} already exists`);
    throw e;
  } finally {
    invalidate(CATEGORY_CACHE_PREFIX);
  }
}

function slugOf(name: string): string {
  return name
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * PUT /api/v1/category/{id}. With `expectedVersion` (from the If-Match header) the update is refused
 * when the category changed since it was read.
 */
export async function updateCategory(
  db: Db,
  id: string,
  input: CategoryUpdate,
  expectedVersion?: number,
  actor: Actor = SYSTEM_ACTOR,
): Promise<string> {
  const body = categoryUpdateSchema.parse(input);
  try {
    return await db.transaction(async (tx) => {
      const row = await findById(tx, id);
      if (expectedVersion !== undefined && row.version !== expectedVersion)
        throw conflict('The category was changed by someone else since it was opened; reload it and try again', [
          `version: expected ${expectedVersion} but the category is at ${row.version}`,
        ]);
      if (body.categoryCode && body.categoryCode !== row.code && (await findByCode(tx, body.categoryCode)))
        throw duplicate('categoryCode', `A category with code ${body.categoryCode} already exists`);
      await assertFamily(tx, body.productFamilyId);

      const newParentId = body.parentId === undefined ? row.parentId : body.parentId || null;
      const moved = newParentId !== row.parentId;
      if (moved && newParentId) await assertNotDescendant(tx, id, newParentId);

      const set: Partial<typeof categories.$inferInsert> = {
        version: row.version + 1,
        updatedAt: new Date(),
        ...(body.name !== undefined && { name: body.name }),
        ...(body.image !== undefined && { image: body.image }),
        ...(body.slug !== undefined && { slug: body.slug }),
        ...(body.displayText !== undefined && { displayText: body.displayText }),
        ...(body.isFeatured !== undefined && { isFeatured: body.isFeatured }),
        ...(body.isGenderSpecific !== undefined && { isGenderSpecific: body.isGenderSpecific }),
        ...(body.parentMenuId !== undefined && { parentMenuId: body.parentMenuId }),
        ...(body.customSetId !== undefined && { customSetId: body.customSetId }),
        ...(body.tariffCode !== undefined && { tariffCode: body.tariffCode }),
        ...(body.description !== undefined && { description: body.description }),
        ...(body.metaTitle !== undefined && { metaTitle: body.metaTitle }),
        ...(body.metaDescription !== undefined && { metaDescription: body.metaDescription }),
        ...(body.metaKeywords !== undefined && { metaKeywords: body.metaKeywords }),
        ...(body.canonicalTags !== undefined && { canonicalTags: body.canonicalTags }),
        ...(body.link !== undefined && { link: body.link }),
        ...(body.hasCustomSlug !== undefined && { hasCustomSlug: body.hasCustomSlug }),
        ...(body.customSlug !== undefined && { customSlug: body.customSlug }),
        ...(body.externalRefId !== undefined && { externalRefId: body.externalRefId }),
        ...(body.categoryCode !== undefined && { code: body.categoryCode }),
        ...(body.additionalInfo1 !== undefined && { additionalInfo1: body.additionalInfo1 }),
        ...(body.additionalInfo2 !== undefined && { additionalInfo2: body.additionalInfo2 }),
        ...(body.additionalInfo3 !== undefined && { additionalInfo3: body.additionalInfo3 }),
        ...(body.additionalInfo4 !== undefined && { additionalInfo4: body.additionalInfo4 }),
        ...(body.additionalInfo5 !== undefined && { additionalInfo5: body.additionalInfo5 }),
        ...(body.productFamilyId !== undefined && { productFamilyId: body.productFamilyId || null }),
        ...(moved && { parentId: newParentId }),
      };
      await tx.update(categories).set(set).where(eq(categories.id, id));
      if (moved || body.displayOrder !== undefined) await placeAmongSiblings(tx, id, newParentId, body.displayOrder);
      if (moved) await closeGap(tx, row.parentId);
      if (body.files) await replaceFiles(tx, id, body.files);
      if (body.subcategories) await upsertSubcategories(tx, id, row.code, body.subcategories);
      await recordRowChanges(tx, 'category', id, row, await findById(tx, id), actor);
      return id;
    });
  } catch (e) {
    if (isUniqueViolation(e)) throw duplicate('categoryCode', `A category with code ${body.categoryCode} already exists`);
    throw e;
  } finally {
    invalidate(CATEGORY_CACHE_PREFIX);
  }
}

async function assertNotDescendant(tx: Tx, id: string, newParentId: string) {
  await findById(tx, newParentId).catch(() => {
    throw notFound(`Parent category ${newParentId} was not found`, [`parentId: no category has id ${newParentId}`]);
  });
  const rows = await tx.execute<{ id: string }>(sql`
    with recursive sub as (select id from categories where id = ${id}
      union all select c.id from categories c join sub on c.parent_id = sub.id)
    select id from sub where id = ${newParentId}`);
  if (rows.rows.length > 0)
    throw invalid(['parentId: a category cannot be moved under itself or one of its subcategories']);
}

async function replaceFiles(tx: Tx, categoryId: string, files: NonNullable<ReturnType<typeof categoryUpdateSchema.parse>['files']>) {
  const keep = files.map((f) => f.recordId).filter((r) => /^[0-9a-f-]{36}$/i.test(r));
  await tx
    .delete(categoryFiles)
    .where(
      keep.length
        ? and(eq(categoryFiles.categoryId, categoryId), sql`${categoryFiles.recordId} <> all(${`{${keep.join(',')}}`}::uuid[])`)
        : eq(categoryFiles.categoryId, categoryId),
    );
  for (const [i, f] of files.entries()) {
    const values = {
      categoryId,
      mediaType: f.mediaType,
      name: f.name,
      url: f.url,
      altText: f.altText,
      previewUrl: f.previewUrl,
      isDefault: f.isDefault,
      isActive: f.isActive,
      isMultiple: f.isMultiple,
      isInternal: f.isInternal,
      displayOrder: f.displayOrder || i + 1,
    };
    if (keep.includes(f.recordId)) {
      const updated = await tx
        .update(categoryFiles)
        .set(values)
        .where(and(eq(categoryFiles.recordId, f.recordId), eq(categoryFiles.categoryId, categoryId)))
        .returning({ id: categoryFiles.recordId });
      if (updated.length === 0) throw notFound(`File ${f.recordId} was not found`, [`files.${i}.recordId: not a file of this category`]);
    } else {
      await tx.insert(categoryFiles).values(values);
    }
  }
}

async function upsertSubcategories(
  tx: Tx,
  parentId: string,
  parentCode: string,
  subs: NonNullable<ReturnType<typeof categoryUpdateSchema.parse>['subcategories']>,
) {
  const codes = subs.map((s) => s.categoryCode);
  if (new Set(codes).size !== codes.length) throw invalid(['subcategories: each categoryCode may appear once']);
  const existing = codes.length ? await tx.select().from(categories).where(inArray(categories.code, codes)) : [];
  for (const [i, s] of subs.entries()) {
    if (s.parentCategoryCode && s.parentCategoryCode !== parentCode)
      throw invalid([`subcategories.${i}.parentCategoryCode: must be ${parentCode} (the category being updated)`]);
    await assertFamily(tx, s.productFamilyId, `subcategories.${i}.productFamilyId`);
    const found = existing.find((e) => e.code === s.categoryCode);
    if (found) {
      if (found.id === parentId) throw invalid([`subcategories.${i}.categoryCode: a category cannot be its own subcategory`]);
      if (found.parentId !== parentId) await assertNotDescendant(tx, found.id, parentId);
      await tx
        .update(categories)
        .set({
          name: s.categoryName,
          parentId,
          productFamilyId: s.productFamilyId ?? found.productFamilyId,
          version: found.version + 1,
          updatedAt: new Date(),
        })
        .where(eq(categories.id, found.id));
      if (found.parentId !== parentId) {
        await placeAmongSiblings(tx, found.id, parentId, undefined);
        await closeGap(tx, found.parentId);
      }
    } else {
      const [created] = await tx
        .insert(categories)
        .values({
          code: s.categoryCode,
          name: s.categoryName,
          parentId,
          productFamilyId: s.productFamilyId || null,
          displayText: s.categoryName,
          slug: slugOf(s.categoryName),
        })
        .returning({ id: categories.id });
      await placeAmongSiblings(tx, created.id, parentId, undefined);
    }
  }
}
