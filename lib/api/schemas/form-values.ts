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

/** The empty Guid: what the vendor's clients send for "none" (their `Guid.empty`). */
export const EMPTY_GUID = '00000000-0000-0000-0000-000000000000';

const isEmptyGuid = (v: unknown) => typeof v === 'string' && v.trim() === EMPTY_GUID;

/**
 * A request value with the empty Guid taken out wherever it stands: a property holding it is absent,
 * a list leaves it out. The HTTP layer applies it to every query and body (and formJson to the JSON
 * text a field holds), so every id field of every endpoint reads the empty Guid as "none" — never as
 * the id of a record that does not exist. See docs/real-clients.md.
 */
export function withoutEmptyGuids<T>(value: T): T {
  if (Array.isArray(value)) return value.filter((v) => !isEmptyGuid(v)).map(withoutEmptyGuids) as T;
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) if (!isEmptyGuid(v)) out[k] = withoutEmptyGuids(v);
    return out as T;
  }
  return value;
}

/** A JSON value, or a form field holding that value as JSON text (the empty Guids in that text are absent, as above). */
export const formJson = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => {
    if (typeof v !== 'string') return v;
    try {
      return withoutEmptyGuids(JSON.parse(v));
    } catch {
      return v;
    }
  }, schema);

export const guid = z.uuid({ message: 'must be a Guid' });
