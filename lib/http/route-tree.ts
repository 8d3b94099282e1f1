/**
 * Case-tolerant matching of service paths against the route folders (the tree lib/http/route-table.mjs
 * scans). The vendor's clients send `/oauth/token` or `/API/V2/...`; the static segments are put back
 * in the folders' casing, the dynamic ones (ids, slugs, stock codes) keep the caller's.
 */
export interface RouteNode {
  /** A route.ts lives here: its folder, relative to app/. */
  r?: string;
  /** Static children by lower-case name: [the folder's own name, node]. */
  s?: Record<string, [string, RouteNode]>;
  /** The `[param]` child, and the param's name. */
  d?: RouteNode;
  dn?: string;
  /** A `[...param]` child takes the rest of the path: the param's name and the route's folder. */
  c?: { n: string; r: string };
}

/** A matched route: its folder, its params (decoded, as Next hands them to a handler) and the path in the folders' casing. */
export interface RouteMatch {
  folder: string;
  params: Record<string, string | string[]>;
  path: string;
}

function staticChild(node: RouteNode, segment: string): [string, RouteNode] | undefined {
  const key = segment.toLowerCase();
  return node.s && Object.hasOwn(node.s, key) ? node.s[key] : undefined;
}

/** A dynamic segment as its handler reads it; one that is no valid encoding stays as sent (the request guard refuses it). */
function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

interface Found {
  folder: string;
  segments: string[];
  params: Record<string, string | string[]>;
}

/** Next's precedence: a static folder, then `[param]`, then `[...param]`; backtracks like Next does. */
function match(node: RouteNode, segments: string[], i: number): Found | null {
  if (i === segments.length) return node.r ? { folder: node.r, segments: [], params: {} } : null;
  const segment = segments[i];
  const fixed = staticChild(node, segment);
  if (fixed) {
    const rest = match(fixed[1], segments, i + 1);
    if (rest) return { ...rest, segments: [fixed[0], ...rest.segments] };
  }
  if (node.d) {
    const rest = match(node.d, segments, i + 1);
    if (rest) return { ...rest, segments: [segment, ...rest.segments], params: { [node.dn ?? 'id']: decoded(segment), ...rest.params } };
  }
  if (node.c) {
    const tail = segments.slice(i);
    return { folder: node.c.r, segments: tail, params: { [node.c.n]: tail.map(decoded) } };
  }
  return null;
}

/** No route matches: still fix the casing of the leading static segments. */
function prefixCasing(node: RouteNode, segments: string[]): string[] {
  const out: string[] = [];
  let at: RouteNode | undefined = node;
  for (const segment of segments) {
    const fixed: [string, RouteNode] | undefined = at ? staticChild(at, segment) : undefined;
    out.push(fixed ? fixed[0] : segment);
    at = fixed?.[1];
  }
  return out;
}

/** The route of `pathname` (still percent-encoded; empty segments ignored), or null when none matches. */
export function matchServiceRoute(pathname: string, table: RouteNode): RouteMatch | null {
  const found = match(table, pathname.split('/').filter(Boolean), 0);
  return found && { folder: found.folder, params: found.params, path: `/${found.segments.join('/')}` };
}

/**
 * The path in the route folders' casing: empty segments (doubled or trailing slashes) dropped, static
 * segments in the folders' casing. Segments stay percent-encoded as they came.
 */
export function canonicalServicePath(pathname: string, table: RouteNode): string {
  const segments = pathname.split('/').filter(Boolean);
  const found = match(table, segments, 0);
  return `/${(found?.segments ?? prefixCasing(table, segments)).join('/')}`;
}
