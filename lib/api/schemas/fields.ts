import { z } from 'zod';
import { isCountryCode } from './countries';

/** Field rules shared by the v1 resource schemas (suppliers, product families, products). */
export const guidSchema = z.uuid({ error: (iss) => (iss.input === undefined ? 'is required' : 'must be a Guid') });

/** A string, with "is required" when missing and "must be a string" when of another type. */
export const str = () => z.string({ error: (iss) => (iss.input === undefined ? 'is required' : 'must be a string') });

export const codeSchema = str()
  .trim()
  .min(1, 'is required')
  .max(50, 'must be at most 50 characters')
  .regex(/^[A-Za-z0-9][A-Za-z0-9_-]*$/, 'may hold only letters, digits, - and _');

export const requiredText = (max: number) =>
  str().trim().min(1, 'is required').max(max, `must be at most ${max} characters`);

export const optionalText = (max: number) => str().trim().max(max, `must be at most ${max} characters`);

/** An email address, or '' for none. */
export const optionalEmail = str()
  .trim()
  .max(255, 'must be at most 255 characters')
  .refine((v) => v === '' || z.email().safeParse(v).success, 'must be an email address');

/** ISO 3166-1 alpha-2, upper-cased; '' for none. */
export const optionalCountryCode = str()
  .trim()
  .transform((v) => v.toUpperCase())
  .refine((v) => v === '' || isCountryCode(v), 'must be a two-letter country code such as GB (United Kingdom)');

/** ISO 4217, upper-cased; '' for none. */
export const optionalCurrencyCode = str()
  .trim()
  .transform((v) => v.toUpperCase())
  .refine((v) => v === '' || /^[A-Z]{3}$/.test(v), 'must be a three-letter currency code such as GBP');

export const wholeNumber = (min: number, max: number) =>
  z
    .number({ error: (iss) => (iss.input === undefined ? 'is required' : 'must be a number') })
    .int('must be a whole number')
    .min(min, `must be at least ${min}`)
    .max(max, `must be at most ${max}`);

/** A path id that must be a positive 32-bit integer (product family ids). */
export const intIdParamSchema = z.object({
  id: z
    .string()
    .regex(/^\d{1,10}$/, 'must be a whole number')
    .transform(Number)
    .refine((n) => n >= 1 && n <= 2_147_483_647, 'must be between 1 and 2147483647'),
});
