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
} as const;
export type MasterDataTableName = keyof typeof MASTER_DATA_TABLES;
