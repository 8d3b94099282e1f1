import { withoutEmptyGuids } from '@/lib/api/schemas/form-values';
import { invalid, ServiceError } from '@/lib/errors';
import { assertSafeBody } from './request-body';

/**
 * Bodies as the vendor's storefront sends them to the search endpoints: `qs.stringify` output
 * (`filters[0][Key]=brandNoAnlz&stockCodes[]=A1&excludeOOSProduct=true`), posted by axios as a bare
 * string — sometimes with a form Content-Type, sometimes none — or a JSON object. Read here rather
 * than in the route helper because only these endpoints take bracketed form fields.
 */
const MAX_BYTES = 256 * 1024;
const MAX_INDEX = 200;
const MAX_DEPTH = 4;

type Tree = { [key: string]: Tree | string | Tree[] | string[] };

/**
 * Reads a JSON object, a qs-encoded form or nothing (→ {}), whatever the declared Content-Type, and
 * puts it through the request guard like every other body (the empty Guid is absent, as in route()).
 */
export async function readStorefrontBody(request: Request): Promise<Record<string, unknown>> {
  return assertSafeBody(withoutEmptyGuids(await parseStorefrontBody(request)));
}

async function parseStorefrontBody(request: Request): Promise<Record<string, unknown>> {
  const text = await request.text();
  if (Buffer.byteLength(text) > MAX_BYTES)
    throw new ServiceError(413, 'PAYLOAD_TOO_LARGE', `The body exceeds ${MAX_BYTES} bytes`);
  const trimmed = text.trim();
  if (trimmed === '') return {};
  const declaredJson = (request.headers.get('content-type') ?? '').toLowerCase().includes('json');
  if (trimmed.startsWith('{') || declaredJson) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(trimmed);
    } catch {
      throw new ServiceError(400, 'MALFORMED_BODY', 'The body is not valid JSON', ['body: is not valid JSON']);
    }
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed as Record<string, unknown>;
    throw invalid(['body: must be a JSON object']);
  }
  if (trimmed.startsWith('[')) throw invalid(['body: must be an object (JSON) or form fields, not a list']);
  return parseBracketForm(trimmed);
}

/** `a[0][b]=x&c[]=y&c[]=z` → `{ a: [{ b: 'x' }], c: ['y', 'z'] }` (the `qs` package's default format). */
export function parseBracketForm(text: string): Record<string, unknown> {
  const root: Tree = {};
  for (const [rawKey, value] of new URLSearchParams(text)) {
    const path = keyPath(rawKey);
    if (!path) throw invalid([`${rawKey}: is not a form field name`]);
    setAt(root, path, value, rawKey);
  }
  return compact(root) as Record<string, unknown>;
}

function keyPath(key: string): string[] | null {
  const m = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(key);
  if (!m) return null;
  const parts = [m[1], ...[...m[2].matchAll(/\[([^[\]]*)\]/g)].map((p) => p[1])];
  return parts.length > MAX_DEPTH + 1 ? null : parts;
}

function setAt(node: Tree, path: string[], value: string, rawKey: string): void {
  let cur: Tree = node;
  for (let i = 0; i < path.length; i++) {
    let part = path[i];
    const last = i === path.length - 1;
    if (part === '') part = String(Object.keys(cur).length); // `c[]` appends
    if (/^\d+$/.test(part) && Number(part) > MAX_INDEX)
      throw invalid([`${rawKey}: index above ${MAX_INDEX}`]);
    if (last) {
      const prev = cur[part];
      cur[part] =
        prev === undefined
          ? value
          : Array.isArray(prev)
            ? [...(prev as string[]), value]
            : typeof prev === 'string'
              ? [prev, value]
              : value;
      return;
    }
    const next = cur[part];
    if (next === undefined || typeof next === 'string') cur[part] = {};
    cur = cur[part] as Tree;
  }
}

/** Objects whose keys are all 0..n-1 become arrays (in index order). */
function compact(node: Tree | string | string[] | Tree[]): unknown {
  if (typeof node === 'string' || Array.isArray(node)) return node;
  const keys = Object.keys(node);
  const entries = keys.map((k) => [k, compact(node[k] as Tree)] as const);
  if (keys.length && keys.every((k) => /^\d+$/.test(k))) {
    return entries.sort((a, b) => Number(a[0]) - Number(b[0])).map(([, v]) => v);
  }
  return Object.fromEntries(entries);
}
