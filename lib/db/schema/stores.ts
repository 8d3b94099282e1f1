import { boolean, doublePrecision, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';

/** Physical shops (GET /api/v2/stores/all, POST /api/v2/stores/:postCode). */
export const stores = pgTable('stores', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** The retailer's own store reference (spec: `yourId`). */
  yourId: text('your_id').notNull().unique(),
  name: text('name').notNull(),
  address1: text('address1').notNull(),
  address2: text('address2').notNull().default(''),
  city: text('city').notNull(),
  state: text('state').notNull().default(''),
  postCode: text('post_code').notNull(),
  country: text('country').notNull(),
  phoneNo: text('phone_no').notNull().default(''),
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
  image: text('image').notNull().default(''),
  type: text('type').notNull().default('Store'),
  shippingPlanId: text('shipping_plan_id').notNull().default(''),
  shippingAddressId: text('shipping_address_id').notNull().default(''),
  deliveryOption: text('delivery_option').notNull().default(''),
  leadTimeUnit: text('lead_time_unit').notNull().default('days'),
  leadTimeMin: integer('lead_time_min').notNull().default(0),
  leadTimeMax: integer('lead_time_max').notNull().default(0),
  openingHours: text('opening_hours').notNull().default(''),
  whyDelayMsg1: text('why_delay_msg1').notNull().default(''),
  whyDelayMsg2: text('why_delay_msg2').notNull().default(''),
  whyDelayMsg3: text('why_delay_msg3').notNull().default(''),
  hdnCode: text('hdn_code').notNull().default(''),
  slots: jsonb('slots').$type<{ slot: string; slotMessage: string }[]>().notNull().default([]),
  enableClickCollect: boolean('enable_click_collect').notNull().default(true),
  isActive: boolean('is_active').notNull().default(true),
});

/**
 * Centre points of UK post code districts (the outward code, e.g. "SW1A" of "SW1A 1AA"), from which
 * store distances are measured. `area` is the leading letters ("SW"), used when a district is unknown.
 */
export const postCodeAreas = pgTable(
  'post_code_areas',
  {
    outwardCode: text('outward_code').primaryKey(),
    area: text('area').notNull(),
    town: text('town').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
  },
  (t) => [index('post_code_areas_area_idx').on(t.area)],
);
