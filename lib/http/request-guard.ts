import { stringProblem } from '@/lib/security/strings';

/**
 * The request guard: every service request's path, query and body is checked here, once, before a
 * handler or the database sees it. PostgreSQL refuses a NUL byte with a 500-class error, Next refuses a
 * malformed percent-encoding with a plain-text 500, and an unbounded string or nesting costs memory;
 * each becomes a 400 with a "field: reason" error in the endpoint's own wrapper instead.
 *
 * The path and query are checked as the client sent them, before Next parses them
 * (lib/http/service-url-shape.ts, again in proxy.ts on what Next made of them); the verdict reaches the
 * handler in GUARD_HEADER. route() in ./route.ts and the token endpoint check bodies.
 */
export const LIMITS = {
  /** Characters of one string in a query or body, unless the route allows more. */
  maxString: 10_000,
  /** Characters of the whole path. */
  maxPath: 2_048,
  /** Characters of the whole query string. */
  maxQuery: 8_192,
  /** Nesting of JSON objects and arrays. */
  maxDepth: 32,
} as const;

/** Set by the guard only (an incoming one is dropped): the path/query errors, URI-encoded JSON. */
export const GUARD_HEADER = 'x-request-guard';

/** At most this many errors are reported; one is enough to refuse. */
const MAX_ERRORS = 10;

const BAD_PERCENT = /%(?![0-9a-fA-F]{2})/;

/** decodeURIComponent that says why instead of throwing. */
function decodePart(raw: string, plusIsSpace: boolean): { value: string } | { problem: string } {
  if (BAD_PERCENT.test(raw)) return { problem: 'has a malformed percent-encoding' };
  try {
    return { value: decodeURIComponent(plusIsSpace ? raw.replace(/\+/g, ' ') : raw) };
  } catch {
    // Well-formed escapes that are not UTF-8 (%C0%AF, a cut-off %E0%A4).
    return { problem: 'has a percent-encoding that is not UTF-8' };
  }
}

/** A field name fit to echo in an error message. */
function printable(name: string): string {
  const shown = name.replace(/[^\x20-\x7e]/g, '?').slice(0, 64);
  return shown || '?';
}

/** Problems of a raw (still percent-encoded) path: one error per bad segment. */
export function inspectPath(rawPath: string): string[] {
  if (rawPath.length > LIMITS.maxPath) return [`path: is longer than ${LIMITS.maxPath} characters`];
  const errors: string[] = [];
  for (const segment of rawPath.split('/')) {
    const decoded = decodePart(segment, false);
    const problem =
      'problem' in decoded ? decoded.problem : stringProblem(decoded.value, { text: false, maxLength: LIMITS.maxString });
    // The raw segment is still percent-encoded, so it is safe to echo.
    if (problem && errors.length < MAX_ERRORS) errors.push(`path: segment "${printable(segment)}" ${problem}`);
  }
  return errors;
}

/** Problems of a raw query string (without or with its leading `?`). */
export function inspectQuery(rawQuery: string): string[] {
  const query = rawQuery.startsWith('?') ? rawQuery.slice(1) : rawQuery;
  if (query.length > LIMITS.maxQuery) return [`query: is longer than ${LIMITS.maxQuery} characters`];
  const errors: string[] = [];
  for (const pair of query.split('&')) {
    if (!pair || errors.length >= MAX_ERRORS) continue;
    const eq = pair.indexOf('=');
    const rawName = eq < 0 ? pair : pair.slice(0, eq);
    const name = decodePart(rawName, true);
    const field = `query.${'value' in name ? printable(name.value) : printable(rawName)}`;
    const nameProblem = 'problem' in name ? name.problem : stringProblem(name.value, { text: false, maxLength: 200 });
    if (nameProblem) {
      errors.push(`${field}: the parameter name ${nameProblem}`);
      continue;
    }
    const value = decodePart(eq < 0 ? '' : pair.slice(eq + 1), true);
    const problem =
      'problem' in value ? value.problem : stringProblem(value.value, { text: false, maxLength: LIMITS.maxString });
    if (problem) errors.push(`${field}: ${problem}`);
  }
  return errors;
}

/**
 * Problems of a parsed body (JSON or form): every key and string, and the nesting depth. Paths read
 * like zod's ("body.lines.0.stockCode: contains a control character").
 */
export function inspectBody(body: unknown, maxString: number = LIMITS.maxString): string[] {
  const errors: string[] = [];
  const rules = { text: true, maxLength: maxString };
  const walk = (value: unknown, path: string, depth: number): void => {
    if (errors.length >= MAX_ERRORS) return;
    if (typeof value === 'string') {
      const problem = stringProblem(value, rules);
      if (problem) errors.push(`${path}: ${problem}`);
      return;
    }
    if (value === null || typeof value !== 'object') return;
    if (depth >= LIMITS.maxDepth) {
      errors.push(`${path}: is nested deeper than ${LIMITS.maxDepth} levels`);
      return;
    }
    for (const [key, child] of Object.entries(value)) {
      const keyProblem = stringProblem(key, { text: false, maxLength: 200 });
      if (keyProblem) {
        errors.push(`${path}.${printable(key)}: the property name ${keyProblem}`);
        if (errors.length >= MAX_ERRORS) return;
        continue;
      }
      walk(child, `${path}.${key}`, depth + 1);
    }
  };
  walk(body, 'body', 0);
  return errors;
}

/** The guard's verdict as a header value (header values must stay ASCII). */
export function encodeVerdict(errors: string[]): string {
  return encodeURIComponent(JSON.stringify(errors));
}

/** The errors the guard found in this request's path or query, or null when it found none. */
export function verdictOf(headers: Headers): string[] | null {
  const raw = headers.get(GUARD_HEADER);
  if (!raw) return null;
  try {
    const errors = JSON.parse(decodeURIComponent(raw)) as unknown;
    return Array.isArray(errors) && errors.length ? errors.map(String) : null;
  } catch {
    return ['request: refused by the request guard'];
  }
}

/**
 * The path Next may route for a refused request: each bad segment (and, in an over-long path, each long
 * one) replaced by a harmless one, so the request still reaches the endpoint whose wrapper must carry
 * the refusal.
 */
export function routablePath(rawPath: string): string {
  const tooLong = rawPath.length > LIMITS.maxPath;
  return rawPath
    .split('/')
    .map((segment) => {
      if (tooLong && segment.length > 64) return '-';
      const decoded = decodePart(segment, false);
      return 'problem' in decoded || stringProblem(decoded.value, { text: false, maxLength: Infinity }) ? '-' : segment;
    })
    .join('/');
}
