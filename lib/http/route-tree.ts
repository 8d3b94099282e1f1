/**
 * Case-tolerant matching of service paths against the route folders (the tree lib/http/route-table.mjs
 * scans when the configuration loads). The vendor's clients send `/oauth/token` or `/API/V2/...`; the
 * static segments are put back in the folders' casing, the dynamic ones (ids, slugs, stock codes)
 * keep the caller's.
 */
export interface RouteNode {
  /** A route.ts lives here. */
  r?: 1;
  /** Static children by lower-case name: [the folder's own name, node]. */
  s?: Record<string, [string, RouteNode]>;
  /** The `[param]` child. */
  d?: RouteNode;
  /** A `[...param]` child takes the rest of the path. */
  c?: 1;
}

function staticChild(node: RouteNode, segment: string): [string, RouteNode] | undefined {
  const key = segment.toLowerCase();
  return node.s && Object.hasOwn(node.s, key) ? node.s[key] : undefined;
}

/** Next's precedence: a static folder, then `[param]`, then `[...param]`; backtracks like Next does. */
function match(node: RouteNode, segments: string[], i: number): string[] | null {
  if (i === segments.length) return node.r ? [] : null;
  const segment = segments[i];
  const fixed = staticChild(node, segment);
  if (fixed) {
    const rest = match(fixed[1], segments, i + 1);
    if (rest) return [fixed[0], ...rest];
  }
  if (node.d) {
    const rest = match(node.d, segments, i + 1);
    if (rest) return [segment, ...rest];
  }
  return node.c ? segments.slice(i) : null;
}

/** No route matches: still fix the casing of the leading static segments (the 404 then comes in the wrapper). */
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

/**
 * The path Next should route: empty segments (doubled or trailing slashes) dropped, static segments in
 * the route folders' casing. Segments stay percent-encoded as they came.
 */
export function canonicalServicePath(pathname: string, table: RouteNode): string {
  const segments = pathname.split('/').filter(Boolean);
  return `/${(match(table, segments, 0) ?? prefixCasing(table, segments)).join('/')}`;
}

let loaded: RouteNode | undefined;

/** The tree next.config.mjs put in SERVICE_ROUTE_TABLE at build time. */
export function serviceRouteTable(): RouteNode {
  loaded ??= JSON.parse(process.env.SERVICE_ROUTE_TABLE || '{}') as RouteNode;
  return loaded;
}
