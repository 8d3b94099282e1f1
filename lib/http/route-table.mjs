// Plain JavaScript so the server's build (scripts/build-server.mjs) can run it; lib/http/route-tree.ts reads the result.
import fs from 'node:fs';
import path from 'node:path';

/** The top-level folders of app/ that the service answers (server/service-router.ts). */
export const SERVICE_ROOTS = ['api', 'oAuth', 'media'];

/**
 * The service's route folders as a tree, so the router can match the static segments of a path in any
 * casing while dynamic segments (ids, slugs, stock codes) keep theirs. Scanned from the app folder,
 * so a new route is covered without a list to keep by hand.
 *
 * Node shape: { r?: folder of the route.ts that lives here (relative to app/, e.g. `api/v1/product/[id]`),
 *               s?: { [lower-case name]: [name, node] },
 *               d?: node ([param]), dn?: the param's name,
 *               c?: { n: the param's name, r: folder } ([...param] or [[...param]]) }
 *
 * @param {string} appDir the app folder
 * @param {string[]} roots top-level folders of the service
 */
export function scanRouteTable(appDir, roots = SERVICE_ROOTS) {
  /** @type {Record<string, unknown>} */
  const table = { s: {} };
  for (const root of roots) {
    const dir = path.join(appDir, root);
    if (fs.existsSync(dir)) table.s[root.toLowerCase()] = [root, scanFolder(dir, root)];
  }
  return table;
}

/**
 * Every route folder of the tree (relative to app/), for a build that imports their route files.
 * @param {Record<string, any>} table
 * @returns {string[]}
 */
export function routeFolders(table) {
  const out = [];
  const walk = (node) => {
    if (node.r) out.push(node.r);
    if (node.c) out.push(node.c.r);
    if (node.d) walk(node.d);
    for (const [, child] of Object.values(node.s ?? {})) walk(child);
  };
  walk(table);
  return [...new Set(out)].sort();
}

function scanFolder(dir, rel) {
  const node = {};
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.isFile() && /^route\.(ts|tsx|js|mjs)$/.test(entry.name)) node.r = rel;
    if (!entry.isDirectory() || entry.name.startsWith('_') || entry.name.startsWith('@')) continue;
    const childRel = `${rel}/${entry.name}`;
    const child = scanFolder(path.join(dir, entry.name), childRel);
    const catchAll = /^\[\[?\.\.\.([^\]]+)\]\]?$/.exec(entry.name);
    if (/^\(.*\)$/.test(entry.name)) {
      // A route group adds no segment: its routes sit at this level.
      merge(node, child);
    } else if (catchAll) {
      if (child.r) node.c = { n: catchAll[1], r: child.r };
    } else if (entry.name.startsWith('[')) {
      node.dn = entry.name.slice(1, -1);
      node.d = node.d ? merge(node.d, child) : child;
    } else {
      node.s ??= {};
      node.s[entry.name.toLowerCase()] = [entry.name, child];
    }
  }
  return node;
}

function merge(into, from) {
  if (from.r) into.r = from.r;
  if (from.c) into.c = from.c;
  if (from.dn) into.dn = from.dn;
  if (from.d) into.d = into.d ? merge(into.d, from.d) : from.d;
  for (const [key, value] of Object.entries(from.s ?? {})) {
    into.s ??= {};
    into.s[key] = into.s[key] ? [value[0], merge(into.s[key][1], value[1])] : value;
  }
  return into;
}
