import { z } from 'zod';

/** Store (spec § Store): text fields are strings, even coordinates and distances, as the spec lists them. */
export const storeSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    address: z.string().meta({ description: 'Extension (the vendor storefront reads it): address1, address2, city and post code on one line' }),
    address1: z.string(),
    address2: z.string(),
    city: z.string(),
    state: z.string(),
    postCode: z.string(),
    yourId: z.string().meta({ description: "The retailer's own store reference" }),
    distanceFromPostCode: z
      .string()
      .meta({
        description: 'Distance from the searched post code, one decimal (e.g. "3.4"); empty in the full list',
      }),
    distanceUnit: z
      .string()
      .meta({ description: '"miles" when a distance is given; empty in the full list' }),
    shippingPlanId: z.string(),
    type: z.string().meta({ description: 'Flagship, Store, Outlet or Concession' }),
    leadTimeUnit: z.string().meta({ description: 'Unit of leadTimeMin/leadTimeMax: days or hours' }),
    deliveryOption: z.string().meta({ description: 'ClickAndCollect or ReserveAndCollect' }),
    shippingAddressId: z.string(),
    openingHours: z.string(),
    whyDelayMsg1: z.string(),
    whyDelayMsg2: z.string(),
    whyDelayMsg3: z.string(),
    selectedSlot: z.string().meta({ description: 'Empty: a slot is chosen in the basket, not here' }),
    phoneNo: z.string(),
    timeslotActual: z.string().meta({ description: 'Empty: filled once a collection slot is booked' }),
    latitude: z.string(),
    longitude: z.string(),
    image: z.string(),
    country: z.string(),
    hdnCode: z
      .string()
      .meta({ description: 'Code of the hub (home-delivery network depot) that restocks the store' }),
    leadTimeMin: z.number().int(),
    leadTimeMax: z.number().int(),
    slots: z
      .array(z.object({ slot: z.string(), slotMessage: z.string() }))
      .meta({ description: 'Collection slots' }),
    enableClickCollect: z.boolean(),
  })
  .meta({ id: 'Store' });
export type Store = z.infer<typeof storeSchema>;

export const UK_POST_CODE = /^([A-Z]{1,2}[0-9][A-Z0-9]?)([0-9][A-Z]{2})?$/;

export const storeSearchParamsSchema = z.object({
  postCode: z
    .string()
    .transform((v) => v.replace(/\s+/g, '').toUpperCase())
    .pipe(
      z.string().regex(UK_POST_CODE, 'must be a UK post code such as "SW1A 1AA" or its outward part "SW1A"'),
    )
    .meta({ description: 'A full UK post code or its outward code; case and spaces are ignored' }),
});

/** A whole number in a range; absent or empty: undefined (the service applies the store's setting). */
const intParam = (min: number, max: number, description: string) =>
  z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v.trim() === '') return undefined;
      const n = Number(v);
      if (!/^\d+$/.test(v.trim()) || n < min || n > max) {
        ctx.addIssue({ code: 'custom', message: `must be a whole number from ${min} to ${max}` });
        return z.NEVER;
      }
      return n;
    })
    .meta({ description });

export const storeSearchQuerySchema = z.object({
  radius: intParam(1, 1000, 'Extension: only stores within this many miles (1–1000; default StoreLocatorSettings.DefaultRadiusMiles, 50 as delivered)'),
  limit: intParam(1, 100, 'Extension: at most this many stores, nearest first (1–100; default StoreLocatorSettings.MaxResults, 20 as delivered)'),
});

/** GET /api/v2/stores/{postCodeOrId} (extension, the vendor storefront): a store Guid, or a post code as for POST. */
export const storeLookupParamsSchema = z.object({
  postCode: z.string().trim().min(1, 'is required').max(40, 'must be at most 40 characters').meta({ description: 'A store Guid, or a UK post code' }),
});
