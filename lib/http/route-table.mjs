// Plain JavaScript so next.config.mjs can run it at build time; lib/http/route-tree.ts reads the result.
import fs from 'node:fs';
import path from 'node:path';

/**
 * The service's route folders as a tree, so the proxy can match the static segments of a path in any
 * casing while dynamic segments (ids, slugs, stock codes) keep theirs. Scanned from the app folder
 * when the configuration loads, so a new route is covered without a list to keep by hand.
 *
 * Node shape: { r?: 1 (a route.ts lives here), s?: { [lower-case name]: [name, node] },
 *               d?: node ([param]), c?: 1 ([...param] or [[...param]]) }
 *
 * @param {string} appDir the app folder
 * @param {string[]} roots top-level folders of the service (api, oAuth)
 */
export function scanRouteTable(appDir, roots = ['api', 'oAuth']) {
  /** @type {Record<string, unknown>} */
  const table = { s: {} };
  for (const root of roots) {
    const dir = path.join(appDir, root);
    if (fs.existsSync(dir)) table.s[root.toLowerCase()] = [root, scanFolder(dir)];
  }
  return table;
}

function scanFolder(dir) {
  const node = {};
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.isFile() && /^route\.(ts|tsx|js|mjs)$/.test(entry.name)) node.r = 1;
    if (!entry.isDirectory() || entry.name.startsWith('_') || entry.name.startsWith('@')) continue;
    const child = scanFolder(path.join(dir, entry.name));
    if (/^\(.*\)$/.test(entry.name)) {
      // A route group adds no segment: its routes sit at this level.
      merge(node, child);
    } else if (/^\[\[?\.\.\./.test(entry.name)) {
      node.c = 1;
    } else if (entry.name.startsWith('[')) {
      node.d = node.d ? merge(node.d, child) : child;
    } else {
      node.s ??= {};
      node.s[entry.name.toLowerCase()] = [entry.name, child];
    }
  }
  return node;
}

function merge(into, from) {
  if (from.r) into.r = 1;
  if (from.c) into.c = 1;
  if (from.d) into.d = into.d ? merge(into.d, from.d) : from.d;
  for (const [key, value] of Object.entries(from.s ?? {})) {
    into.s ??= {};
    into.s[key] = into.s[key] ? [value[0], merge(into.s[key][1], value[1])] : value;
  }
  return into;
}
