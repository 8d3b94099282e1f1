import type { BuildColumns, InferModelFromColumns } from 'drizzle-orm';
import { boolean, text } from 'drizzle-orm/pg-core';

/**
 * The spec's Address model (its field names byte-for-byte), once for the database: the columns of
 * company_addresses, and the copy a basket or a quotation keeps as JSON (`StoredAddress`, typed from
 * the same columns). The service's answer is one zod schema too (lib/api/schemas/address.ts).
 */
export const addressColumns = () => ({
  title: text('title').notNull().default(''),
  firstName: text('first_name').notNull().default(''),
  lastName: text('last_name').notNull().default(''),
  address1: text('address1').notNull(),
  address2: text('address2').notNull().default(''),
  address3: text('address3').notNull().default(''),
  city: text('city').notNull(),
  state: text('state').notNull().default(''),
  country: text('country').notNull().default(''),
  countryCode: text('country_code').notNull(),
  postCode: text('post_code').notNull(),
  phoneNo: text('phone_no').notNull().default(''),
  mobileNo: text('mobile_no').notNull().default(''),
  companyName: text('company_name').notNull().default(''),
  isDefault: boolean('is_default').notNull().default(false),
  isDefaultDelivery: boolean('is_default_delivery').notNull().default(false),
  isDefaultForSubscription: boolean('is_default_for_subscription').notNull().default(false),
  isDefaultBilling: boolean('is_default_billing').notNull().default(false),
});

/** The address fields as stored. */
export type AddressFields = InferModelFromColumns<BuildColumns<'address', ReturnType<typeof addressColumns>, 'pg'>>;

/**
 * An address as a basket or a quotation keeps it: a copy (later edits of a company's address do not
 * rewrite an old quote), with the spec's numeric `id` and the company as `customerId`.
 */
export type StoredAddress = { id: number; customerId: string } & AddressFields;
