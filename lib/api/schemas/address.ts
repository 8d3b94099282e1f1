import { z } from 'zod';

/**
 * The spec's Address model, byte-for-byte: one schema for every answer that holds an address (a
 * company's addresses, a quotation's and a basket's shipping and billing address). The database keeps
 * the same fields (lib/db/schema/address.ts); a request's address is checked by addressInputSchema
 * (./b2b.ts).
 */
export const addressSchema = z
  .object({
    id: z.number().int().meta({ description: 'Number, as in the samples' }),
    customerId: z.string().meta({ description: 'Id of the company the address belongs to' }),
    title: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    address1: z.string(),
    address2: z.string(),
    address3: z.string(),
    city: z.string(),
    state: z.string(),
    country: z.string(),
    countryCode: z.string(),
    postCode: z.string(),
    phoneNo: z.string(),
    mobileNo: z.string(),
    companyName: z.string(),
    isDefault: z.boolean(),
    isDefaultDelivery: z.boolean(),
    isDefaultForSubscription: z.boolean(),
    isDefaultBilling: z.boolean(),
  })
  .meta({ id: 'Address' });
export type Address = z.infer<typeof addressSchema>;
