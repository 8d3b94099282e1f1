import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { StoredAddress } from './address';
import { brands, categories, priceLists, products, taxClasses } from './catalogue';
import { microsites } from './sites';

/**
 * Orders, returns, baskets, promotions and shipping methods. Money columns end in `_minor`: integer
 * minor units (pence, cents) of the row's currency, gross (tax included) unless named otherwise.
 * Numbers and names of order, return and line statuses: lib/api/schemas/return-status.ts.
 */
const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    iid: serial('iid').notNull().unique(),
    orderNumber: text('order_number').notNull().unique(),
    /** The shopper's user Guid (UserId header of the storefront); null for guest checkouts. */
    userId: uuid('user_id'),
    email: text('email').notNull(),
    customerName: text('customer_name').notNull().default(''),
    currencyCode: text('currency_code').notNull(),
    currencySymbol: text('currency_symbol').notNull(),
    priceListId: uuid('price_list_id').references(() => priceLists.id),
    status: integer('status').notNull(),
    orderDate: timestamp('order_date', { withTimezone: true }).notNull(),
    shipmentDate: timestamp('shipment_date', { withTimezone: true }),
    shippingMethodCode: text('shipping_method_code').notNull().default(''),
    shippingMinor: integer('shipping_minor').notNull().default(0),
    shippingTaxRateBp: integer('shipping_tax_rate_bp').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    index('orders_email_idx').on(t.email),
    index('orders_user_idx').on(t.userId),
    // Order search (lib/service/orders): newest first, by status, and partial email or name.
    index('orders_date_idx').on(t.orderDate.desc(), t.iid.desc()),
    index('orders_status_date_idx').on(t.status, t.orderDate.desc()),
    index('orders_email_lower_idx').on(sql`lower(${t.email}) text_pattern_ops`),
    index('orders_email_trgm_idx').using('gin', sql`lower(${t.email}) gin_trgm_ops`),
    index('orders_customer_name_trgm_idx').using('gin', sql`lower(${t.customerName}) gin_trgm_ops`),
    // The search box's email-or-name match in one scan (lib/service/orders.ts EMAIL_OR_NAME).
    index('orders_email_name_trgm_idx').using('gin', sql`lower(${t.email} || chr(1) || ${t.customerName}) gin_trgm_ops`),
  ],
);

export const orderLines = pgTable(
  'order_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    lineNo: integer('line_no').notNull(),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    /** Snapshot of the product when ordered (the product may change or go later). */
    stockCode: text('stock_code').notNull(),
    name: text('name').notNull(),
    qty: integer('qty').notNull(),
    shippedQty: integer('shipped_qty').notNull().default(0),
    unitPriceMinor: integer('unit_price_minor').notNull(),
    taxRateBp: integer('tax_rate_bp').notNull(),
    /** Discount on the whole line, gross. */
    discountMinor: integer('discount_minor').notNull().default(0),
    customInfo1: text('custom_info1').notNull().default(''),
  },
  (t) => [
    unique('order_lines_order_line_no').on(t.orderId, t.lineNo),
    index('order_lines_product_idx').on(t.productId),
    index('order_lines_stock_code_idx').on(sql`upper(${t.stockCode})`, t.orderId),
  ],
);

export const returns = pgTable(
  'returns',
  {
    /** `recordId` of the spec. */
    id: uuid('id').primaryKey().defaultRandom(),
    /** `id` (number) of the spec. */
    iid: serial('iid').notNull().unique(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: integer('status').notNull(),
    reasonForReturnId: text('reason_for_return_id').notNull().default(''),
    requiredActionId: text('required_action_id').notNull().default(''),
    comment: text('comment').notNull().default(''),
    faultReason: text('fault_reason').notNull().default(''),
    uploadFileUrls: jsonb('upload_file_urls').$type<string[]>().notNull().default([]),
    version: integer('version').notNull().default(1),
    ...timestamps,
  },
  (t) => [index('returns_order_idx').on(t.orderId), index('returns_status_idx').on(t.status, t.iid)],
);

export const returnLines = pgTable(
  'return_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    returnId: uuid('return_id')
      .notNull()
      .references(() => returns.id, { onDelete: 'cascade' }),
    orderLineId: uuid('order_line_id')
      .notNull()
      .references(() => orderLines.id, { onDelete: 'cascade' }),
    qtyRequested: integer('qty_requested').notNull(),
    qtyReceived: integer('qty_received').notNull().default(0),
    status: integer('status').notNull(),
    reasonForReturnId: text('reason_for_return_id').notNull().default(''),
    requiredActionId: text('required_action_id').notNull().default(''),
    comment: text('comment').notNull().default(''),
  },
  (t) => [index('return_lines_return_idx').on(t.returnId), index('return_lines_order_line_idx').on(t.orderLineId)],
);

export const returnStatusHistory = pgTable(
  'return_status_history',
  {
    id: serial('id').primaryKey(),
    returnId: uuid('return_id')
      .notNull()
      .references(() => returns.id, { onDelete: 'cascade' }),
    fromStatus: integer('from_status'),
    toStatus: integer('to_status').notNull(),
    comment: text('comment').notNull().default(''),
    /** Who moved it (lib/service/history.ts Actor): staff member, API client or the system. */
    actorKind: text('actor_kind').notNull().default('system'),
    actorName: text('actor_name').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('return_status_history_return_idx').on(t.returnId, t.id)],
);

/** Photos a customer or support attached to a return, stored and checked like product images (lib/media). */
export const returnAttachments = pgTable(
  'return_attachments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    returnId: uuid('return_id')
      .notNull()
      .references(() => returns.id, { onDelete: 'cascade' }),
    /** The uploaded file's own name, for display. */
    name: text('name').notNull(),
    storageKey: text('storage_key').notNull(),
    renditions: jsonb('renditions').$type<Record<string, { key: string; width: number; height: number; bytes: number }>>().notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: integer('bytes').notNull(),
    contentType: text('content_type').notNull(),
    etag: text('etag').notNull(),
    actorKind: text('actor_kind').notNull().default('system'),
    actorName: text('actor_name').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('return_attachments_return_idx').on(t.returnId, t.createdAt)],
);

export const shippingMethods = pgTable('shipping_methods', {
  id: uuid('id').primaryKey().defaultRandom(),
  code: text('code').notNull().unique(),
  systemName: text('system_name').notNull(),
  displayName: text('display_name').notNull(),
  description: text('description').notNull().default(''),
  /** 1 home delivery, 2 click and collect. */
  type: integer('type').notNull().default(1),
  carrierCode: text('carrier_code').notNull().default(''),
  countryCsv: text('country_csv').notNull().default(''),
  expectedDaysToDeliver: integer('expected_days_to_deliver').notNull().default(3),
  cutOffTime: text('cut_off_time').notNull().default(''),
  maxDimensionMm: integer('max_dimension_mm').notNull().default(0),
  taxClassId: integer('tax_class_id')
    .notNull()
    .references(() => taxClasses.id),
  isDefault: boolean('is_default').notNull().default(false),
  enabled: boolean('enabled').notNull().default(true),
  displayOrder: integer('display_order').notNull().default(0),
});

/** A shipping method's price per currency, free when the basket's goods reach `freeOverMinor`. */
export const shippingMethodPrices = pgTable(
  'shipping_method_prices',
  {
    shippingMethodId: uuid('shipping_method_id')
      .notNull()
      .references(() => shippingMethods.id, { onDelete: 'cascade' }),
    currencyCode: text('currency_code').notNull(),
    priceMinor: integer('price_minor').notNull(),
    freeOverMinor: integer('free_over_minor'),
  },
  (t) => [uniqueIndex('shipping_method_prices_pk').on(t.shippingMethodId, t.currencyCode)],
);

/**
 * Promotions: a percentage (`discountBp`, basis points) or a fixed amount per currency
 * (`amountsMinor`), on the whole basket or on the lines of one brand or category, applied
 * automatically or by voucher code, with an optional minimum of goods per currency.
 */
export const promotions = pgTable('promotions', {
  id: uuid('id').primaryKey().defaultRandom(),
  promoCode: text('promo_code').notNull().unique(),
  name: text('name').notNull(),
  voucherCode: text('voucher_code').unique(),
  autoApply: boolean('auto_apply').notNull().default(false),
  discountBp: integer('discount_bp').notNull().default(0),
  amountsMinor: jsonb('amounts_minor').$type<Record<string, number>>().notNull().default({}),
  minSubtotalsMinor: jsonb('min_subtotals_minor').$type<Record<string, number>>().notNull().default({}),
  brandId: uuid('brand_id').references(() => brands.id, { onDelete: 'cascade' }),
  categoryId: uuid('category_id').references(() => categories.id, { onDelete: 'cascade' }),
  validFrom: timestamp('valid_from', { withTimezone: true }),
  validUntil: timestamp('valid_until', { withTimezone: true }),
  isActive: boolean('is_active').notNull().default(true),
  displayOrder: integer('display_order').notNull().default(0),
});

export const baskets = pgTable(
  'baskets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The shopper's user Guid; null for a guest basket. */
    userId: uuid('user_id'),
    userEmail: text('user_email').notNull().default(''),
    currencyCode: text('currency_code').notNull(),
    priceListId: uuid('price_list_id')
      .notNull()
      .references(() => priceLists.id),
    shippingMethodId: uuid('shipping_method_id').references(() => shippingMethods.id, { onDelete: 'set null' }),
    voucherCodes: text('voucher_codes').array().notNull().default(sql`'{}'::text[]`),
    poNumber: text('po_number').notNull().default(''),
    postCode: text('post_code').notNull().default(''),
    micrositeId: uuid('microsite_id').references(() => microsites.id, { onDelete: 'set null' }),
    deliveryInstruction: text('delivery_instruction').notNull().default(''),
    giftWrapId: text('gift_wrap_id').notNull().default(''),
    giftWrapOption: text('gift_wrap_option').notNull().default(''),
    membershipPlanId: text('membership_plan_id').notNull().default(''),
    customInfo1: text('custom_info1').notNull().default(''),
    customInfo2: text('custom_info2').notNull().default(''),
    customInfo3: text('custom_info3').notNull().default(''),
    customInfo4: text('custom_info4').notNull().default(''),
    customInfo5: text('custom_info5').notNull().default(''),
    isLocked: boolean('is_locked').notNull().default(false),
    createdByAdmin: boolean('created_by_admin').notNull().default(false),
    isQuote: boolean('is_quote').notNull().default(false),
    quoteStatus: integer('quote_status').notNull().default(0),
    validUntil: timestamp('valid_until', { withTimezone: true }),
    shippingAddress: jsonb('shipping_address').$type<StoredAddress>(),
    billingAddress: jsonb('billing_address').$type<StoredAddress>(),
    version: integer('version').notNull().default(1),
    ...timestamps,
  },
  (t) => [
    index('baskets_user_idx').on(t.userId, t.updatedAt),
    index('baskets_email_idx').on(t.userEmail),
    index('baskets_email_trgm_idx').using('gin', sql`lower(${t.userEmail}) gin_trgm_ops`),
  ],
);

/** Free-form per-line details the storefront sends with custom-info (formatted texts, service, length). */
export interface BasketLineInfo {
  customInfo1Formatted?: string;
  customInfo2Formatted?: string;
  customInfo3Formatted?: string;
  customInfo4Formatted?: string;
  customInfo5Formatted?: string;
  serviceType?: string;
  lengthMm?: number;
  additionalServiceCostMinor?: number;
}

export const basketLines = pgTable(
  'basket_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    basketId: uuid('basket_id')
      .notNull()
      .references(() => baskets.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** Personalised items point at the product they personalise. */
    parentProductId: uuid('parent_product_id').references(() => products.id, { onDelete: 'cascade' }),
    qty: integer('qty').notNull(),
    displayOrder: integer('display_order').notNull().default(0),
    customInfo1: text('custom_info1').notNull().default(''),
    customInfo2: text('custom_info2').notNull().default(''),
    customInfo3: text('custom_info3').notNull().default(''),
    customInfo4: text('custom_info4').notNull().default(''),
    customInfo5: text('custom_info5').notNull().default(''),
    lineInfo: jsonb('line_info').$type<BasketLineInfo>().notNull().default({}),
    additionalChargeMinor: integer('additional_charge_minor').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One line per product (and parent) per basket: concurrent adds of the same product meet here and
    // add their quantities (insert … on conflict do update).
    unique('basket_lines_product').on(t.basketId, t.productId, t.parentProductId).nullsNotDistinct(),
  ],
);
