import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { addressColumns, type StoredAddress } from './address';
import { priceLists, products } from './catalogue';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** B2B (trade) customer companies. */
export const companies = pgTable('companies', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  /** itemValue of master data table BusinessTypes. */
  businessType: text('business_type').notNull().default(''),
  registeredNumber: text('registered_number').notNull().default(''),
  priceListId: uuid('price_list_id').references(() => priceLists.id),
  customerGroupId: text('customer_group_id').notNull().default(''),
  /** A short reference for people (C-00042), assigned in order of registration. */
  number: serial('number').notNull(),
  /** Credit the company may run up, in minor units of its price list's currency; 0 means none. */
  creditLimitMinor: bigint('credit_limit_minor', { mode: 'number' }).notNull().default(0),
  ...timestamps,
});

/** Addresses of a company; `id` is a number as in the spec's samples. */
export const companyAddresses = pgTable(
  'company_addresses',
  {
    id: serial('id').primaryKey(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    ...addressColumns(),
    ...timestamps,
  },
  (t) => [index('company_addresses_company_idx').on(t.companyId)],
);

/** People who buy for a company. Passwords are scrypt hashes (lib/security/passwords.ts). */
export const companyUsers = pgTable(
  'company_users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** The user who registered the company; the company update model's user fields apply to them. */
    isPrimary: boolean('is_primary').notNull().default(false),
    username: text('username').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    title: text('title').notNull().default(''),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    telephone: text('telephone').notNull().default(''),
    mobile: text('mobile').notNull().default(''),
    gender: text('gender').notNull().default(''),
    nickName: text('nick_name').notNull().default(''),
    birthDate: date('birth_date'),
    postCode: text('post_code').notNull().default(''),
    /** itemValue of master data table CompanyUserRoles. */
    companyUserRole: text('company_user_role').notNull(),
    userReferrer: text('user_referrer').notNull().default(''),
    referralType: text('referral_type').notNull().default(''),
    registrationSource: text('registration_source').notNull().default(''),
    userSourceType: integer('user_source_type').notNull().default(0),
    newsLetterSubscribed: boolean('news_letter_subscribed').notNull().default(false),
    notifyByEmail: boolean('notify_by_email').notNull().default(false),
    notifyBySms: boolean('notify_by_sms').notNull().default(false),
    notifyByPost: boolean('notify_by_post').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('company_users_email_idx').on(sql`lower(${t.email})`),
    uniqueIndex('company_users_username_idx').on(sql`lower(${t.username})`),
    index('company_users_company_idx').on(t.companyId),
  ],
);

/**
 * Invitations of a company user to set their password (staff register a company without typing its
 * user's password): the link's token is kept only as its SHA-256, works once and until `expiresAt`.
 * A newer invitation of the same user replaces the older ones.
 */
export const companyUserInvites = pgTable(
  'company_user_invites',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => companyUsers.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('company_user_invites_token_idx').on(t.tokenHash), index('company_user_invites_user_idx').on(t.userId)],
);

/** Saved quotation requests of a company. */
export const quotations = pgTable(
  'quotations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** A short reference for people and the PDF (Q-000123). */
    number: serial('number').notNull(),
    purchaseOrderNo: text('purchase_order_no').notNull().default(''),
    quoteName: text('quote_name').notNull(),
    email: text('email').notNull(),
    shippingAddress: jsonb('shipping_address').$type<StoredAddress>().notNull(),
    billingAddress: jsonb('billing_address').$type<StoredAddress>().notNull(),
    /** draft, sent, accepted, rejected, expired (lib/service/b2b/quotes/state-machine.ts is the state machine). */
    status: text('status').notNull().default('draft'),
    validUntil: timestamp('valid_until', { withTimezone: true }),
    notes: text('notes').notNull().default(''),
    /** The company's price list when the quotation was priced, and its currency (amounts are in it). */
    priceListId: uuid('price_list_id').references(() => priceLists.id, { onDelete: 'set null' }),
    currencyCode: text('currency_code').notNull().default(''),
    /**
     * Money in integer minor units (docs/architecture.md, "Conventions"); totals are kept so lists
     * need not sum lines.
     */
    deliveryMinor: bigint('delivery_minor', { mode: 'number' }).notNull().default(0),
    subTotalMinor: bigint('sub_total_minor', { mode: 'number' }).notNull().default(0),
    /** What the line discounts took off (already out of the subtotal). */
    discountMinor: bigint('discount_minor', { mode: 'number' }).notNull().default(0),
    /** The quote discount: a percentage of the subtotal (basis points) and the amount it came to. */
    quoteDiscountBasisPoints: integer('quote_discount_basis_points').notNull().default(0),
    quoteDiscountMinor: bigint('quote_discount_minor', { mode: 'number' }).notNull().default(0),
    taxMinor: bigint('tax_minor', { mode: 'number' }).notNull().default(0),
    grandTotalMinor: bigint('grand_total_minor', { mode: 'number' }).notNull().default(0),
    /** The basket the accepted quotation became (convert). */
    basketId: uuid('basket_id'),
    /** Optimistic locking: every write bumps it; PUT with a stale version is a 409. */
    version: integer('version').notNull().default(1),
    ...timestamps,
  },
  (t) => [
    index('quotations_company_idx').on(t.companyId, t.createdAt),
    index('quotations_status_idx').on(t.status, t.createdAt),
    index('quotations_created_idx').on(t.createdAt),
    // The read-time expiry's probe (lib/service/b2b/quotes/expire.ts) sees only sent quotations.
    index('quotations_sent_valid_until_idx').on(t.validUntil).where(sql`${t.status} = 'sent'`),
  ],
);

/** The lines of a quotation; product fields are copies so a later catalogue edit does not rewrite a sent quote. */
export const quotationLines = pgTable(
  'quotation_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    quotationId: uuid('quotation_id')
      .notNull()
      .references(() => quotations.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    stockCode: text('stock_code').notNull(),
    name: text('name').notNull(),
    image: text('image').notNull().default(''),
    qty: integer('qty').notNull(),
    /** Net unit price (excluding tax) and the price list's, in minor units of the quotation's currency. */
    unitPriceMinor: bigint('unit_price_minor', { mode: 'number' }).notNull(),
    listPriceMinor: bigint('list_price_minor', { mode: 'number' }).notNull(),
    /** Line discount in basis points (1250 = 12.5%). */
    discountBasisPoints: integer('discount_basis_points').notNull().default(0),
    taxBasisPoints: integer('tax_basis_points').notNull().default(0),
    lineTotalMinor: bigint('line_total_minor', { mode: 'number' }).notNull(),
  },
  (t) => [index('quotation_lines_quotation_idx').on(t.quotationId, t.position)],
);
