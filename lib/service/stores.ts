import { asc, eq } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import { postCodeAreas, stores } from '@/lib/db/schema';
import { storeSearchParamsSchema, UK_POST_CODE, type Store } from '@/lib/api/schemas/stores';
import { cached } from './cache';
import { intSetting } from './settings';
import { invalid, notFound } from '@/lib/errors';

export const STORES_CACHE_PREFIX = 'stores:';
const TTL_MS = 60_000;
const EARTH_RADIUS_MILES = 3958.8;

type StoreRow = typeof stores.$inferSelect;

function activeStores(db: Db): Promise<StoreRow[]> {
  return cached(`${STORES_CACHE_PREFIX}all`, TTL_MS, () =>
    db.select().from(stores).where(eq(stores.isActive, true)).orderBy(asc(stores.name)),
  );
}

function areas(db: Db): Promise<Map<string, { area: string; latitude: number; longitude: number }>> {
  return cached(`${STORES_CACHE_PREFIX}post-code-areas`, TTL_MS, async () => {
    const rows = await db.select().from(postCodeAreas);
    return new Map(rows.map((r) => [r.outwardCode, r]));
  });
}

function toStore(r: StoreRow, distance?: number): Store {
  return {
    id: r.id,
    name: r.name,
    address: [r.address1, r.address2, r.city, r.postCode].filter(Boolean).join(', '),
    address1: r.address1,
    address2: r.address2,
    city: r.city,
    state: r.state,
    postCode: r.postCode,
    yourId: r.yourId,
    distanceFromPostCode: distance === undefined ? '' : distance.toFixed(1),
    distanceUnit: distance === undefined ? '' : 'miles',
    shippingPlanId: r.shippingPlanId,
    type: r.type,
    leadTimeUnit: r.leadTimeUnit,
    deliveryOption: r.deliveryOption,
    shippingAddressId: r.shippingAddressId,
    openingHours: r.openingHours,
    whyDelayMsg1: r.whyDelayMsg1,
    whyDelayMsg2: r.whyDelayMsg2,
    whyDelayMsg3: r.whyDelayMsg3,
    selectedSlot: '',
    phoneNo: r.phoneNo,
    timeslotActual: '',
    latitude: String(r.latitude),
    longitude: String(r.longitude),
    image: r.image,
    country: r.country,
    hdnCode: r.hdnCode,
    leadTimeMin: r.leadTimeMin,
    leadTimeMax: r.leadTimeMax,
    slots: r.slots,
    enableClickCollect: r.enableClickCollect,
  };
}

/** GET /api/v2/stores/all: active stores by name; no distance. */
export async function listStores(db: Db): Promise<Store[]> {
  return (await activeStores(db)).map((r) => toStore(r));
}

/** Great-circle distance in miles (haversine). */
export function haversineMiles(
  a: { latitude: number; longitude: number },
  b: { latitude: number; longitude: number },
): number {
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const dLat = rad(b.latitude - a.latitude);
  const dLng = rad(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * Where a post code is: its district (outward code) when known, otherwise the centre of the known
 * districts of its area ("SW" for "SW99"); a post code of an area we know nothing of is a 404.
 */
async function locate(db: Db, postCode: string): Promise<{ latitude: number; longitude: number }> {
  const m = UK_POST_CODE.exec(postCode.replace(/\s+/g, '').toUpperCase());
  if (!m) throw invalid([`postCode: must be a UK post code such as "SW1A 1AA"`]);
  const outward = m[1];
  const known = await areas(db);
  const exact = known.get(outward);
  if (exact) return exact;
  const area = /^[A-Z]+/.exec(outward)![0];
  const sameArea = [...known.values()].filter((a) => a.area === area);
  if (sameArea.length === 0)
    throw notFound(`No location is known for the post code area ${outward}`, [
      `postCode: no location is known for the post code area ${outward}`,
    ]);
  return {
    latitude: sameArea.reduce((s, a) => s + a.latitude, 0) / sameArea.length,
    longitude: sameArea.reduce((s, a) => s + a.longitude, 0) / sameArea.length,
  };
}

/**
 * POST /api/v2/stores/:postCode: stores within `radius` miles, nearest first, at most `limit`; either
 * left out is the store's setting (StoreLocatorSettings.DefaultRadiusMiles, MaxResults).
 */
export async function findStoresNear(
  db: Db,
  postCode: string,
  radiusAsked: number | undefined,
  limitAsked: number | undefined,
): Promise<Store[]> {
  const [origin, radius, limit] = await Promise.all([
    locate(db, postCode),
    radiusAsked ?? intSetting(db, 'StoreLocatorSettings.DefaultRadiusMiles'),
    limitAsked ?? intSetting(db, 'StoreLocatorSettings.MaxResults'),
  ]);
  return (await activeStores(db))
    .map((r) => ({ r, miles: haversineMiles(origin, r) }))
    .filter((s) => s.miles <= radius)
    .sort((a, b) => a.miles - b.miles || a.r.name.localeCompare(b.r.name))
    .slice(0, limit)
    .map((s) => toStore(s.r, s.miles));
}

const STORE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * GET /api/v2/stores/{x} (extension, the vendor storefront's store-locator): a Guid answers that store
 * (its store details page), anything else is a post code searched as by POST.
 */
export async function storeOrStoresNear(db: Db, key: string, radius: number | undefined, limit: number | undefined): Promise<Store | Store[]> {
  if (STORE_ID.test(key)) {
    const found = (await activeStores(db)).find((r) => r.id === key.toLowerCase());
    if (!found) throw notFound(`Store ${key} was not found`, [`postCode: no active store has id ${key}`]);
    return toStore(found);
  }
  const postCode = storeSearchParamsSchema.shape.postCode.safeParse(key);
  if (!postCode.success) throw invalid([`postCode: ${postCode.error.issues[0].message}`]);
  return findStoresNear(db, postCode.data, radius, limit);
}
