/**
 * Master data table ids (the spec leaves them open). Return reasons and required actions are the
 * lists a return line chooses from.
 */
export const MASTER_DATA_TABLES = {
  ReturnReasons: 10,
  RequiredActions: 11,
  Titles: 20,
  Genders: 21,
  BusinessTypes: 22,
  CompanyUserRoles: 23,
  ContactReasons: 30,
  DeliveryTimeSlots: 31,
  /** The ids the vendor's storefront asks for (docs/real-clients.md): the billing countries as items, */
  Countries: 25,
  /** the return reasons of table 10 again, */
  StorefrontReturnReasons: 29,
  /** and the reasons a shopper may give for cancelling an order. */
  CancelReasons: 2050,
} as const;
export type MasterDataTableName = keyof typeof MASTER_DATA_TABLES;
