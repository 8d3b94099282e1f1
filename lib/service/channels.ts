import { and, asc, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '@/lib/db';
import { containsPattern } from '@/lib/db/like';
import { channelCountries, channels, priceLists, productChannels, products, settingsCountries, settingsCurrencies } from '@/lib/db/schema';
import type { Paging } from '@/lib/api/schemas/paging';
import {
  channelCreateSchema,
  channelUpdateSchema,
  productChannelsUpdateSchema,
  type Channel,
  type ChannelCreate,
  type ChannelKind,
  type ChannelUpdate,
  type ProductChannels,
  type ProductChannelsUpdate,
} from '@/lib/api/schemas/channels';
import { conflict, duplicate, invalid, isUniqueViolation, notFound } from '@/lib/errors';
import { invalidate, cached } from './cache';
import { recordChanges, recordLifecycle, recordRowChanges, SYSTEM_ACTOR, type Actor } from './history';
import { describeLocales, locales, matchLocale } from './locales';

/**
 * Channels (issue 38, docs/channels.md): records with their locales, currency, price list and the price
 * list each Country uses, and the products each offers. Exactly one channel is the default: making one
 * the default takes it from the other, and the default can be neither unset nor deleted.
 */
type ChannelRow = typeof channels.$inferSelect;

const CHANNEL_CACHE_KEY = 'channels:refs';

/** Every channel's id and code, for the search filter, the import and bulk runs (cached; writers here drop it). */
export interface ChannelRef {
  id: string;
  code: string;
  name: string;
}
export const channelRefs = (db: Db | Tx): Promise<ChannelRef[]> =>
  cached(CHANNEL_CACHE_KEY, 60_000, () =>
    db.select({ id: channels.id, code: channels.code, name: channels.name }).from(channels).orderBy(desc(channels.isDefault), asc(channels.code)),
  );

/** A channel named by its code (any case) or id, or undefined. */
export async function findChannelRef(db: Db | Tx, codeOrId: string): Promise<ChannelRef | undefined> {
  const wanted = codeOrId.trim().toUpperCase();
  return (await channelRefs(db)).find((c) => c.code === wanted || c.id.toUpperCase() === wanted);
}

export const describeChannels = (refs: ChannelRef[]) => (refs.length ? refs.map((c) => c.code).join(', ') : 'none');

async function toChannels(db: Db | Tx, rows: ChannelRow[]): Promise<Channel[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [countries, counts] = await Promise.all([
    db.select().from(channelCountries).where(inArray(channelCountries.channelId, ids)).orderBy(asc(channelCountries.countryCode)),
    db
      .select({ channelId: productChannels.channelId, n: sql<number>`count(*)::int` })
      .from(productChannels)
      .where(inArray(productChannels.channelId, ids))
      .groupBy(productChannels.channelId),
  ]);
  const countOf = new Map(counts.map((c) => [c.channelId, Number(c.n)]));
  return rows.map((r) => ({
    id: r.id,
    code: r.code,
    name: r.name,
    kind: r.kind as ChannelKind,
    locales: r.locales,
    currencyCode: r.currencyCode,
    priceListId: r.priceListId,
    isActive: r.isActive,
    isDefault: r.isDefault,
    countries: countries.filter((c) => c.channelId === r.id).map((c) => ({ countryCode: c.countryCode, priceListId: c.priceListId })),
    productCount: countOf.get(r.id) ?? 0,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  }));
}

/** GET /api/v1/channel (extension): a page of channels, the default first, then by code. */
export async function listChannels(db: Db, query: Paging & { search?: string }) {
  const pattern = query.search ? containsPattern(query.search) : null;
  const where = pattern ? or(sql`${channels.code} ilike ${pattern}`, sql`${channels.name} ilike ${pattern}`) : undefined;
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(channels)
      .where(where)
      .orderBy(desc(channels.isDefault), asc(channels.code))
      .limit(query.pagesize)
      .offset((query.page - 1) * query.pagesize),
    db.select({ n: sql<number>`count(*)::int` }).from(channels).where(where),
  ]);
  return { result: await toChannels(db, rows), totalRecords: Number(count.n) };
}

async function findChannel(db: Db | Tx, id: string): Promise<ChannelRow> {
  const [row] = await db.select().from(channels).where(eq(channels.id, id));
  if (!row) throw notFound(`Channel ${id} was not found`, [`id: no channel has id ${id}`]);
  return row;
}

/** GET /api/v1/channel/{id} (extension). */
export async function getChannel(db: Db, id: string): Promise<Channel> {
  const [channel] = await toChannels(db, [await findChannel(db, id)]);
  return channel;
}

interface ChannelValues {
  locales?: string[];
  currencyCode?: string;
  priceListId?: string | null;
  countries?: { countryCode: string; priceListId: string }[];
}

/**
 * Checks the references of a channel's values (after an update, the stored ones merged in) and returns
 * its locales as the enabled locales' cultures: an unknown locale, currency, country or price list, or a
 * price list in another currency, is a 400 naming what there is.
 */
async function checkReferences(tx: Tx, values: Required<Pick<ChannelValues, 'locales' | 'currencyCode'>> & ChannelValues): Promise<string[]> {
  const errors: string[] = [];
  const all = await locales(tx);
  const cultures: string[] = [];
  const unknown: string[] = [];
  for (const name of values.locales) {
    const locale = matchLocale(all.enabled, name);
    if (!locale) unknown.push(name);
    else if (!cultures.includes(locale.culture)) cultures.push(locale.culture);
  }
  if (unknown.length) errors.push(`locales: ${unknown.map((l) => `'${l}'`).join(', ')} ${unknown.length === 1 ? 'is not an enabled locale' : 'are not enabled locales'}; enabled: ${describeLocales(all)}`);

  const currencies = (await tx.select({ code: settingsCurrencies.currencyCode }).from(settingsCurrencies).orderBy(asc(settingsCurrencies.displayOrder))).map((c) => c.code);
  if (!currencies.includes(values.currencyCode)) errors.push(`currencyCode: '${values.currencyCode}' is not a currency of the settings; available: ${currencies.join(', ')}`);

  const lists = await tx.select({ id: priceLists.id, code: priceLists.code, currencyCode: priceLists.currencyCode }).from(priceLists);
  const listOf = new Map(lists.map((l) => [l.id, l]));
  if (values.priceListId) {
    const list = listOf.get(values.priceListId);
    if (!list) errors.push(`priceListId: no price list has id ${values.priceListId}`);
    else if (list.currencyCode !== values.currencyCode)
      errors.push(`priceListId: price list ${list.code} is in ${list.currencyCode}, not the channel's currency ${values.currencyCode}`);
  }
  if (values.countries?.length) {
    const known = new Set((await tx.select({ code: settingsCountries.twoLetterIsoCode }).from(settingsCountries)).map((c) => c.code));
    const seen = new Set<string>();
    values.countries.forEach((c, i) => {
      if (!known.has(c.countryCode)) errors.push(`countries.${i}.countryCode: '${c.countryCode}' is not a country of the settings`);
      if (seen.has(c.countryCode)) errors.push(`countries.${i}.countryCode: ${c.countryCode} is listed twice`);
      seen.add(c.countryCode);
      if (!listOf.has(c.priceListId)) errors.push(`countries.${i}.priceListId: no price list has id ${c.priceListId}`);
    });
  }
  if (errors.length) throw invalid(errors, 'The channel is not valid');
  return cultures;
}

async function assertCodeFree(tx: Tx, code: string, exceptId?: string) {
  const [taken] = await tx.select({ id: channels.id }).from(channels).where(eq(channels.code, code));
  if (taken && taken.id !== exceptId) throw duplicate('code', `A channel with code ${code} already exists`);
}

async function writeCountries(tx: Tx, channelId: string, countries: ChannelValues['countries']) {
  if (countries === undefined) return;
  await tx.delete(channelCountries).where(eq(channelCountries.channelId, channelId));
  if (countries.length) await tx.insert(channelCountries).values(countries.map((c) => ({ channelId, ...c })));
}

/** A channel made the default takes the mark from the one that had it. */
async function takeDefault(tx: Tx, channelId: string) {
  await tx.update(channels).set({ isDefault: false, updatedAt: new Date() }).where(and(eq(channels.isDefault, true), sql`${channels.id} <> ${channelId}`));
}

const codeTaken = (code: string | undefined) => (e: unknown) => {
  if (isUniqueViolation(e, 'channels_code')) throw duplicate('code', `A channel with code ${code} already exists`);
  throw e;
};

/** POST /api/v1/channel: the new channel's id. The first channel is the default whatever the body says. */
export async function createChannel(db: Db, input: ChannelCreate, actor: Actor = SYSTEM_ACTOR): Promise<string> {
  const body = channelCreateSchema.parse(input);
  try {
    return await db
      .transaction(async (tx) => {
        await assertCodeFree(tx, body.code);
        const cultures = await checkReferences(tx, body);
        const [{ n }] = await tx.select({ n: sql<number>`count(*)::int` }).from(channels);
        const isDefault = Number(n) === 0 || body.isDefault === true;
        const [row] = await tx
          .insert(channels)
          .values({
            code: body.code,
            name: body.name,
            kind: body.kind,
            locales: cultures,
            currencyCode: body.currencyCode,
            priceListId: body.priceListId ?? null,
            isActive: body.isActive ?? true,
            isDefault: false,
          })
          .returning({ id: channels.id });
        if (isDefault) {
          await takeDefault(tx, row.id);
          await tx.update(channels).set({ isDefault: true }).where(eq(channels.id, row.id));
        }
        await writeCountries(tx, row.id, body.countries);
        await recordLifecycle(tx, 'channel', row.id, { after: (await toChannels(tx, [await findChannel(tx, row.id)]))[0] }, actor);
        return row.id;
      })
      .catch(codeTaken(body.code));
  } finally {
    invalidate(CHANNEL_CACHE_KEY);
  }
}

/** PUT /api/v1/channel/{id}: fields left out keep their values; the default cannot be unset (make another the default). */
export async function updateChannel(db: Db, id: string, input: ChannelUpdate, actor: Actor = SYSTEM_ACTOR): Promise<string> {
  const body = channelUpdateSchema.parse(input);
  try {
    return await db
      .transaction(async (tx) => {
        const row = await findChannel(tx, id);
        const [before] = await toChannels(tx, [row]);
        if (body.code !== undefined && body.code !== row.code) await assertCodeFree(tx, body.code, id);
        if (body.isDefault === false && row.isDefault)
          throw conflict(`Channel ${row.code} is the default channel; make another channel the default instead`, [
            'isDefault: exactly one channel is the default; set isDefault on another channel to move it',
          ]);
        const currencyCode = body.currencyCode ?? row.currencyCode;
        // A currency change without a price list drops the old list, which would be in the old currency.
        const priceListId = body.priceListId !== undefined ? body.priceListId : body.currencyCode !== undefined && body.currencyCode !== row.currencyCode ? null : row.priceListId;
        const cultures = await checkReferences(tx, { locales: body.locales ?? row.locales, currencyCode, priceListId, countries: body.countries });
        if (body.isDefault === true && !row.isDefault) await takeDefault(tx, id);
        await tx
          .update(channels)
          .set({
            code: body.code,
            name: body.name,
            kind: body.kind,
            locales: cultures,
            currencyCode,
            priceListId,
            isActive: body.isActive,
            isDefault: body.isDefault,
            updatedAt: new Date(),
          })
          .where(eq(channels.id, id));
        await writeCountries(tx, id, body.countries);
        const [after] = await toChannels(tx, [await findChannel(tx, id)]);
        await recordRowChanges(tx, 'channel', id, before, after, actor);
        return id;
      })
      .catch(codeTaken(body.code));
  } finally {
    invalidate(CHANNEL_CACHE_KEY);
  }
}

/** DELETE /api/v1/channel/{id}: its product assignments and country price lists go with it; the default channel stays (409). */
export async function deleteChannel(db: Db, id: string, actor: Actor = SYSTEM_ACTOR): Promise<string> {
  try {
    return await db.transaction(async (tx) => {
      const row = await findChannel(tx, id);
      if (row.isDefault)
        throw conflict(`Channel ${row.code} is the default channel and cannot be deleted; make another channel the default first`, [
          'id: the default channel cannot be deleted',
        ]);
      const [before] = await toChannels(tx, [row]);
      await tx.delete(channels).where(eq(channels.id, id));
      await recordLifecycle(tx, 'channel', id, { before }, actor);
      return id;
    });
  } finally {
    invalidate(CHANNEL_CACHE_KEY);
  }
}

async function assignedChannels(db: Db | Tx, productId: string): Promise<ProductChannels> {
  const rows = await db
    .select({ id: channels.id, code: channels.code })
    .from(productChannels)
    .innerJoin(channels, eq(channels.id, productChannels.channelId))
    .where(eq(productChannels.productId, productId))
    .orderBy(desc(channels.isDefault), asc(channels.code));
  return { channelIds: rows.map((r) => r.id), channelCodes: rows.map((r) => r.code) };
}

async function assertProduct(db: Db | Tx, productId: string) {
  const [row] = await db.select({ id: products.id }).from(products).where(eq(products.id, productId));
  if (!row) throw notFound(`Product ${productId} was not found`, [`id: no product has id ${productId}`]);
}

/** GET /api/v1/product/{id}/channels (extension). */
export async function getProductChannels(db: Db, productId: string): Promise<ProductChannels> {
  await assertProduct(db, productId);
  return assignedChannels(db, productId);
}

/**
 * Replaces a product's channels with `ids` inside the caller's transaction, recording each channel it
 * joined or left in the product's history.
 */
export async function replaceProductChannels(tx: Tx, productId: string, ids: string[], actor: Actor, origin: { importId?: string } = {}) {
  const before = await assignedChannels(tx, productId);
  const wanted = [...new Set(ids)];
  const removed = before.channelIds.filter((c) => !wanted.includes(c));
  const added = wanted.filter((c) => !before.channelIds.includes(c));
  if (removed.length) await tx.delete(productChannels).where(and(eq(productChannels.productId, productId), inArray(productChannels.channelId, removed)));
  if (added.length) await tx.insert(productChannels).values(added.map((channelId) => ({ productId, channelId })));
  if (!removed.length && !added.length) return before;
  // channels.<channel id>, false → true when joined and true → false when left, as the bulk update and the import write it.
  const changes = [...removed.map((id) => ({ field: `channels.${id}`, before: true, after: false })), ...added.map((id) => ({ field: `channels.${id}`, before: false, after: true }))];
  await recordChanges(tx, 'product', productId, changes, actor, origin);
  return assignedChannels(tx, productId);
}

/** PUT /api/v1/product/{id}/channels (extension): the set is replaced; an unknown channel id is a 400 naming the channels. */
export async function setProductChannels(db: Db, productId: string, input: ProductChannelsUpdate, actor: Actor = SYSTEM_ACTOR): Promise<ProductChannels> {
  const body = productChannelsUpdateSchema.parse(input);
  return db.transaction(async (tx) => {
    await assertProduct(tx, productId);
    const known = await tx.select({ id: channels.id, code: channels.code }).from(channels).orderBy(asc(channels.code));
    const unknown = body.channelIds.filter((id) => !known.some((c) => c.id === id));
    if (unknown.length)
      throw invalid([`channelIds: no channel has id ${unknown.join(', ')}; channels: ${known.map((c) => `${c.code} (${c.id})`).join(', ') || 'none'}`], 'Unknown channel');
    return replaceProductChannels(tx, productId, body.channelIds, actor);
  });
}
