import { z } from 'zod';

/**
 * Field types for bodies accepted as JSON or as form fields (the spec's samples send form fields):
 * a form value is always a string, so each accepts the JSON type or its string spelling, converted
 * before validation so that a wrong value gets the plain message of the JSON type.
 */

const TRUE = new Set(['true', '1', 'on', 'yes']);
const FALSE = new Set(['false', '0', 'off', 'no', '']);

/** true/false, or "true"/"false"/"1"/"0"/"on"/"off". */
export const formBoolean = z.preprocess((v) => {
  if (typeof v !== 'string') return v;
  const s = v.trim().toLowerCase();
  return TRUE.has(s) ? true : FALSE.has(s) ? false : v;
}, z.boolean({ message: 'must be true or false' }));

/** A whole number in [min, max], or its decimal string. */
export const formInt = (min: number, max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' && /^\s*-?\d+\s*$/.test(v) ? Number(v) : v),
    z
      .number({ message: 'must be a whole number' })
      .int('must be a whole number')
      .min(min, `must be at least ${min}`)
      .max(max, `must be at most ${max}`),
  );

/** A list of strings, or one string of comma-separated values (a form field). */
export const formStringList = <T extends z.ZodType>(item: T) =>
  z.preprocess(
    (v) =>
      typeof v === 'string'
        ? v
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean)
        : v,
    z.array(item, { message: 'must be a list' }),
  );

/** A JSON value, or a form field holding that value as JSON text. */
export const formJson = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => {
    if (typeof v !== 'string') return v;
    try {
      return JSON.parse(v);
    } catch {
      return v;
    }
  }, schema);

export const guid = z.uuid({ message: 'must be a Guid' });
