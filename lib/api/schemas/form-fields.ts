import { z } from 'zod';

/**
 * Helpers for bodies that arrive as JSON or as form-urlencoded fields (the spec's B2B samples declare
 * form-urlencoded). A form carries only strings and flat keys, so:
 * - nested fields are written `address.city` or `address[city]` (both are nested here), or the
 *   whole object is sent as one field holding JSON (`address={"city":"Leeds",…}`);
 * - booleans are `true`/`false` (also `1`/`0`, `on`/`off`), numbers are decimal strings;
 * - an empty field counts as not sent.
 * A JSON body posted under the form content type is read as JSON by lib/http/request-body.ts.
 */

const UNSAFE_KEYS = new Set(['__proto__', 'prototype', 'constructor']);

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** `{"address.city": "Leeds", "address[postCode]": "LS1 1AA"}` → `{address: {city, postCode}}`. */
export function nestFormFields(value: unknown): unknown {
  if (!isPlainObject(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) {
    const path = key.replace(/\]/g, '').split(/[.[]/).filter(Boolean);
    if (path.length === 0 || path.some((p) => UNSAFE_KEYS.has(p))) continue;
    let target = out;
    for (const part of path.slice(0, -1)) {
      if (!isPlainObject(target[part])) target[part] = {};
      target = target[part] as Record<string, unknown>;
    }
    const last = path[path.length - 1];
    // `address.city` and a whole `address` object may both be sent: merge rather than overwrite.
    target[last] = isPlainObject(target[last]) && isPlainObject(v) ? { ...target[last], ...v } : v;
  }
  return out;
}

/** A form field holding a JSON object is read as that object. */
function jsonObjectField(v: unknown): unknown {
  if (typeof v !== 'string' || !v.trim().startsWith('{')) return v;
  try {
    return JSON.parse(v);
  } catch {
    return v; // left as a string: the object schema reports "expected object"
  }
}

const emptyToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

/** An object that may arrive as a JSON string inside a form field. */
export const formObject = <T extends z.ZodType>(schema: T) => z.preprocess(jsonObjectField, schema);

/** The whole body: nested form keys are nested before validation. */
export const formBody = <T extends z.ZodType>(schema: T) => z.preprocess(nestFormFields, schema);

export const formBoolean = () =>
  z.preprocess(
    (v) => {
      if (typeof v !== 'string') return v;
      const s = v.trim().toLowerCase();
      if (['true', '1', 'on'].includes(s)) return true;
      if (['false', '0', 'off'].includes(s)) return false;
      return v;
    },
    z.boolean({ error: 'must be true or false' }),
  );

export const formInt = (min = 0, max = 2_147_483_647) =>
  z.preprocess(
    (v) => (typeof v === 'string' && /^-?\d+$/.test(v.trim()) ? Number(v) : emptyToUndefined(v)),
    z
      .number({ error: 'must be a whole number' })
      .int('must be a whole number')
      .min(min, `must be at least ${min}`)
      .max(max, `must be at most ${max}`),
  );

/** Optional text: trimmed, at most `max` characters, '' when not sent. */
export const optionalText = (max: number) =>
  z.preprocess(
    (v) => (v === null || v === undefined ? '' : typeof v === 'number' ? String(v) : v),
    z.string({ error: 'must be text' }).trim().max(max, `must be at most ${max} characters`),
  );

/** Required text: trimmed, not empty, at most `max` characters. */
export const requiredText = (max: number) =>
  z.preprocess(
    (v) => (typeof v === 'number' ? String(v) : v),
    z
      .string({ error: (issue) => (issue.input === undefined ? 'is required' : 'must be text') })
      .trim()
      .min(1, 'is required')
      .max(max, `must be at most ${max} characters`),
  );
