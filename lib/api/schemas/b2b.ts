import { z } from 'zod';
import { formBody, formBoolean, formInt, formObject, optionalText, requiredText } from './form-fields';
import { addressSchema } from './address';
import { UK_POST_CODE } from './stores';

/** B2B companies, their addresses and users, and quotations (spec § B2B). */

const phone = z.preprocess(
  (v) => (v === null || v === undefined ? '' : typeof v === 'number' ? String(v) : v),
  z
    .string({ error: 'must be text' })
    .trim()
    .regex(/^$|^\+?[0-9][0-9 ()-]{5,19}$/, 'must be a phone number (digits, spaces, + ( ) -)'),
);

/** English region names → ISO 3166-1 alpha-2 codes ("United Kingdom" → GB), built once from Intl. */
let regionCodes: Map<string, string> | undefined;
function regionCodeOf(name: string): string | undefined {
  if (!regionCodes) {
    regionCodes = new Map();
    const names = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
    const A = 'A'.charCodeAt(0);
    for (let i = 0; i < 26; i++)
      for (let j = 0; j < 26; j++) {
        const code = String.fromCharCode(A + i, A + j);
        const label = names.of(code);
        // First code wins: GB before the reserved UK for "United Kingdom".
        if (label && !regionCodes.has(label.toLowerCase())) regionCodes.set(label.toLowerCase(), code);
      }
    regionCodes.set('uk', 'GB').set('great britain', 'GB').set('england', 'GB').set('scotland', 'GB').set('wales', 'GB');
  }
  return regionCodes.get(name.trim().toLowerCase());
}

/**
 * An address without countryCode but with a country (the vendor's automation node sends only `country`,
 * a name or a code) gets the code of that country; an unknown country leaves countryCode missing (400).
 */
function fillCountryCode(v: unknown): unknown {
  if (!v || typeof v !== 'object' || Array.isArray(v)) return v;
  const a = v as Record<string, unknown>;
  if ((a.countryCode !== undefined && a.countryCode !== '') || typeof a.country !== 'string') return v;
  const code = /^[A-Za-z]{2}$/.test(a.country.trim()) ? a.country.trim().toUpperCase() : regionCodeOf(a.country);
  return code ? { ...a, countryCode: code } : v;
}

/**
 * An address in a request. Required: address1, city, postCode, countryCode. A GB post code must be a
 * UK post code; `country` is filled from the country code when left empty. `id` and `customerId` are
 * ignored on registration and quotations (the service assigns them).
 */
export const addressInputSchema = formObject(
  z.preprocess(fillCountryCode, z
    .object(
      {
        id: formInt(0).optional(),
        customerId: optionalText(100),
        title: optionalText(20),
        firstName: optionalText(100),
        lastName: optionalText(100),
        address1: requiredText(200),
        address2: optionalText(200),
        address3: optionalText(200),
        city: requiredText(100),
        state: optionalText(100),
        country: optionalText(100),
        countryCode: z.preprocess(
          (v) => (typeof v === 'string' ? v.trim().toUpperCase() : v),
          z
            .string({ error: 'is required' })
            .regex(/^[A-Z]{2}$/, 'must be a two-letter country code such as GB (United Kingdom)'),
        ),
        postCode: requiredText(12),
        phoneNo: phone,
        mobileNo: phone,
        companyName: optionalText(200),
        isDefault: formBoolean().optional().default(false),
        isDefaultDelivery: formBoolean().optional().default(false),
        isDefaultForSubscription: formBoolean().optional().default(false),
        isDefaultBilling: formBoolean().optional().default(false),
      },
      { error: (i) => (i.input === undefined ? 'is required' : 'must be an address object') },
    )
    .superRefine((a, ctx) => {
      if (a.countryCode === 'GB' && !UK_POST_CODE.test(a.postCode.replace(/\s+/g, '').toUpperCase()))
        ctx.addIssue({
          code: 'custom',
          path: ['postCode'],
          message: 'must be a UK post code such as "LS1 5AT"',
        });
    })),
).meta({ id: 'AddressInput' });
export type AddressInput = z.output<typeof addressInputSchema>;

export const companyListItemSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    code: z.string().meta({ description: 'Extension: reference such as C-00042' }),
    businessType: z.string().meta({ description: 'Extension' }),
    city: z.string().meta({ description: "Extension: the default address's town" }),
    userCount: z.number().int().meta({ description: 'Extension' }),
    openQuotations: z.number().int().meta({ description: 'Extension: draft and sent quotations' }),
    creditLimit: z.number().meta({ description: "Extension: in the currency of the company's price list; 0 none" }),
    currencyCode: z.string().meta({ description: 'Extension' }),
  })
  .meta({ id: 'CompanyListItem' });
export type CompanyListItem = z.infer<typeof companyListItemSchema>;

const optionalCount = (max: number, description: string) =>
  z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v.trim() === '') return undefined;
      const n = Number(v);
      if (!/^\d+$/.test(v.trim()) || n < 1 || n > max) {
        ctx.addIssue({ code: 'custom', message: `must be a whole number from 1 to ${max}` });
        return z.NEVER;
      }
      return n;
    })
    .meta({ description });

export const companyListQuerySchema = z.object({
  search: z
    .string()
    .trim()
    .max(100, 'must be at most 100 characters')
    .optional()
    .meta({ description: 'Extension: part of the company name' }),
  page: optionalCount(1_000_000, 'Extension: page number (with pagesize)'),
  pagesize: optionalCount(1000, 'Extension: companies per page; without it the whole list is returned'),
});

const birthPart = (max: number) => formInt(1, max).optional();

/** The user and company fields shared by registration and update (spec: company registration model). */
const companyFields = {
  companyId: optionalText(36).meta({
    description: 'Ignored on registration (assigned); on update it must match the path',
  }),
  businessType: optionalText(50).meta({
    description: 'itemValue of master data table 22 (BusinessTypes), or free text (extension: the vendor automation node sends free text)',
  }),
  registeredNumber: optionalText(50),
  priceListId: optionalText(36).meta({ description: 'Guid of a price list; empty for the default prices' }),
  customerGroupId: optionalText(50),
  creditLimit: z
    .preprocess((v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v === '' ? undefined : v), z.number({ error: 'must be a number' }).min(0, 'must not be below zero').max(1_000_000_000, 'must be at most 1000000000').optional())
    .meta({ description: "Extension: credit limit in the currency of the company's price list; 0 none" }),
  companyUserRole: z
    .preprocess((v) => (typeof v === 'number' ? String(v) : v), optionalText(20))
    .meta({
      description:
        'itemValue of master data table 23 (CompanyUserRoles), as string or number; default 1 Administrator (0 also means the default: the vendor automation node sends 0)',
    }),
  address: addressInputSchema,
  username: optionalText(200).meta({ description: 'Sign-in name; defaults to the email' }),
  firstName: requiredText(100),
  lastName: requiredText(100),
  title: optionalText(20),
  telephone: phone,
  mobile: phone,
  gender: optionalText(10).meta({ description: 'itemValue of master data table 21 (Genders)' }),
  password: z
    .string({ error: 'must be text' })
    .min(8, 'must be at least 8 characters')
    .max(128, 'must be at most 128 characters')
    .optional()
    .meta({
      description:
        'Optional (extension: the vendor automation node registers without one): without it the first user has no password and must set one before signing in',
    }),
  nickName: optionalText(100),
  dayOfBirth: birthPart(31),
  monthOfBirth: birthPart(12),
  yearOfBirth: formInt(1900, 2100).optional(),
  birthDate: optionalText(30).meta({
    description: 'YYYY-MM-DD; or give dayOfBirth, monthOfBirth and yearOfBirth',
  }),
  postCode: optionalText(12),
  companyName: requiredText(200).meta({ description: 'The company name' }),
  userReferrer: optionalText(200),
  referralType: optionalText(50),
  registrationSource: optionalText(50),
  newsLetterSubscribed: formBoolean().optional().default(false),
  notifyByEmail: formBoolean().optional().default(false),
  notifyBySMS: formBoolean().optional().default(false),
  notifyByPost: formBoolean().optional().default(false),
  userSourceType: formInt(0, 1000).optional().default(0),
};

/**
 * POST /api/v2/commerce/b2b/create. Required: companyName, email, firstName, lastName and address (address1, city, postCode, countryCode).
 */
export const companyRegistrationSchema = formBody(
  z.object({
    ...companyFields,
    inviteFirstUser: formBoolean()
      .optional()
      .default(false)
      .meta({
        description:
          'Extension: instead of a password, the first user is sent a link to set one (it works once, for 72 hours; see POST /api/v2/commerce/b2b/{companyId}/invite and /set-password). Not with password. The company is registered even when the message cannot be sent (the failure is logged; staff can invite again).',
      }),
    email: z.preprocess(
      (v) => (typeof v === 'string' ? v.trim().toLowerCase() : v),
      z
        .email({ error: (i) => (i.input === undefined ? 'is required' : 'must be an email address') })
        .max(200),
    ),
  }),
).meta({ id: 'CompanyRegistration' });
export type CompanyRegistration = z.output<typeof companyRegistrationSchema>;

/** A company user's password, by the registration's rules (set from an invitation). */
export const userPasswordSchema = z
  .string({ error: 'must be text' })
  .min(8, 'must be at least 8 characters')
  .max(128, 'must be at most 128 characters');

/** POST /api/v2/commerce/b2b/{companyId}/invite */
export const companyInviteSchema = z
  .strictObject({
    userId: z.uuid({ error: 'must be a company user id' }).optional().meta({ description: "Default: the company's primary user" }),
  })
  .meta({ id: 'CompanyInvite' });

/** The invitation sent: who to and until when its link works (never the link). */
export const companyInviteResultSchema = z
  .object({ userId: z.string(), email: z.string(), expiresAt: z.string().meta({ description: 'ISO 8601' }) })
  .meta({ id: 'CompanyInviteResult' });

/** POST /api/v2/commerce/b2b/set-password */
export const invitedPasswordSchema = z
  .strictObject({
    token: z.string({ error: 'is required' }).min(1, 'is required').max(200, 'is not valid'),
    password: userPasswordSchema,
  })
  .meta({ id: 'InvitedPassword' });

/**
 * PUT /api/v2/commerce/b2b/:companyId/update: the registration model without `email`; every field is
 * optional and a field left out keeps its value. User fields change the company's primary user (the one
 * who registered); `address` replaces the address with its `id`, or the default address without one;
 * `password` sets a new password.
 */
export const companyUpdateSchema = formBody(
  z.preprocess(
    (v, ctx) => {
      // The model has no email: refuse it rather than silently ignore a change the caller expects.
      if (typeof v === 'object' && v !== null && 'email' in v)
        ctx.addIssue({
          code: 'custom',
          path: ['email'],
          message: 'cannot be changed through this endpoint',
          input: v,
        });
      return v;
    },
    z
      .object(companyFields)
      .partial()
      .extend({
        address: addressInputSchema.optional(),
        newsLetterSubscribed: formBoolean().optional(),
        notifyByEmail: formBoolean().optional(),
        notifyBySMS: formBoolean().optional(),
        notifyByPost: formBoolean().optional(),
        userSourceType: formInt(0, 1000).optional(),
      }),
  ),
).meta({ id: 'CompanyUpdate' });
export type CompanyUpdate = z.output<typeof companyUpdateSchema>;

export const priceListChoiceSchema = z
  .object({ id: z.string(), name: z.string(), currencyCode: z.string(), isDefault: z.boolean() })
  .meta({ id: 'PriceListChoice' });
export type PriceListChoice = z.infer<typeof priceListChoiceSchema>;

/** A customer group in use: groups are codes on companies (no table of their own), named by the code. */
export const customerGroupChoiceSchema = z
  .object({ name: z.string(), companies: z.number().int() })
  .meta({ id: 'CustomerGroupChoice' });
export type CustomerGroupChoice = z.infer<typeof customerGroupChoiceSchema>;

export const companyIdParamsSchema = z.object({ companyId: z.uuid({ error: 'must be a Guid' }) });

export const companyUserSchema = z
  .object({
    id: z.string(),
    isPrimary: z.boolean(),
    username: z.string(),
    email: z.string(),
    title: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    telephone: z.string(),
    mobile: z.string(),
    gender: z.string(),
    nickName: z.string(),
    birthDate: z.string().meta({ description: 'YYYY-MM-DD or empty' }),
    postCode: z.string(),
    companyUserRole: z.string(),
    newsLetterSubscribed: z.boolean(),
    notifyByEmail: z.boolean(),
    notifyBySMS: z.boolean(),
    notifyByPost: z.boolean(),
    userSourceType: z.number().int(),
    registrationSource: z.string(),
    createdAt: z.string(),
  })
  .meta({ id: 'CompanyUser' });

/**
 * A company user as GET b2b/{companyId}/users answers it (an extension for the vendor storefront):
 * the user plus the storefront's fields, the role by its name.
 */
export const storefrontCompanyUserSchema = companyUserSchema
  .extend({
    userId: z.string().meta({ description: 'The user\u2019s id, as `id` (components/TransferBasket keys users by it)' }),
    companyUserRole: z.string().meta({ description: 'The role\u2019s name (master data CompanyUserRoles), such as Administrator' }),
    companyUserRoleCode: z.string().meta({ description: 'The role\u2019s code, as the company detail gives it in companyUserRole' }),
    phoneNo: z.string().meta({ description: 'The telephone, or the mobile when there is no telephone' }),
  })
  .meta({ id: 'StorefrontCompanyUser' });
export type StorefrontCompanyUser = z.infer<typeof storefrontCompanyUserSchema>;

export const companyDetailSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    businessType: z.string(),
    registeredNumber: z.string(),
    priceListId: z.string(),
    customerGroupId: z.string(),
    code: z.string().meta({ description: 'Extension: reference such as C-00042' }),
    creditLimit: z.number().meta({ description: 'Extension' }),
    createdAt: z.string(),
    updatedAt: z.string(),
    addresses: z.array(addressSchema),
    users: z
      .array(companyUserSchema)
      .meta({ description: 'Users of the company; passwords are never returned' }),
  })
  .meta({ id: 'CompanyDetail' });
export type CompanyDetail = z.infer<typeof companyDetailSchema>;
