import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { openApiDocument } from '@/lib/openapi/document';

/**
 * Every route file of the service has its operations in the OpenAPI document, and every documented
 * operation has a route file that exports its method: a new endpoint without its documentation (or a
 * documented one nobody serves) fails here, not in a client. Paths are compared as the service matches
 * them: fixed segments in any casing, `[id]` ↔ `{id}` whatever the parameter's name.
 */
const root = path.resolve(import.meta.dirname, '..');
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/** Route files that are not operations of the service's interface. */
const NOT_OPERATIONS = new Map<string, string>([
  ['/api/auth/[...nextauth]', "next-auth's sign-in endpoints of the back-office"],
  ['/api/health', 'liveness and readiness for load balancers (README)'],
  ['/api/openapi.json', 'the document itself'],
  ['/api/docs', 'a redirect to the API reference page'],
]);

/**
 * The calls of the vendor's clients outside this service's domain are one documented operation,
 * GET /api/v2/{outOfDomainPath} (lib/http/out-of-domain.ts), answered by the v2 catch-all and by the
 * static routes that re-export its handler where a dynamic route of ours would otherwise answer 405.
 */
const OUT_OF_DOMAIN_DOC = 'GET /api/v2/{}';
const OUT_OF_DOMAIN_CATCH_ALL = 'app/api/v2/[...path]/route.ts';
const answersOutOfDomain = (source: string) => /\boutOfDomainAnswer\b/.test(source);

/** `/api/v2/b2b/[id]/users` → `/api/v2/b2b/{}/users`: the shape the service routes by. */
const shape = (p: string) =>
  p
    .split('/')
    .map((s) => (/^\[.*\]$|^\{.*\}$/.test(s) ? '{}' : s.toLowerCase()))
    .join('/');

/**
 * The HTTP methods a route file exports (`export const PUT`, `export { PUT }`, `export { a as GET }`, …),
 * but not those bound to `methodNotAllowed`: a method refused with 405 is no operation (the token
 * endpoint's GET; its POST documents the refusal).
 */
function exportedMethods(source: string): string[] {
  const names = new Set<string>();
  for (const m of source.matchAll(/export\s+(?:async\s+)?(?:const|function)\s+(\w+)(\s*=\s*methodNotAllowed\b)?/g)) if (!m[2]) names.add(m[1]);
  for (const m of source.matchAll(/export\s+(?:const\s+)?\{([^}]*)\}/g))
    for (const part of m[1].split(',')) names.add(part.trim().split(/\s+as\s+/).pop()!.split(':').pop()!.trim());
  return METHODS.filter((method) => names.has(method));
}

function routeFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    return e.isDirectory() ? routeFiles(p) : e.name === 'route.ts' ? [p] : [];
  });
}

/** Served operations: "PUT /api/v1/bulk-update/status" → its route file. */
function servedOperations(): Map<string, string> {
  const served = new Map<string, string>();
  for (const file of [...routeFiles(path.join(root, 'app/api')), ...routeFiles(path.join(root, 'app/oAuth'))]) {
    const urlPath = '/' + path.relative(path.join(root, 'app'), path.dirname(file)).split(path.sep).join('/');
    // Catch-alls answer unknown paths (and the vendor's calls outside the domain): no operation of their own.
    const source = fs.readFileSync(file, 'utf8');
    if (path.relative(root, file) === OUT_OF_DOMAIN_CATCH_ALL && answersOutOfDomain(source)) served.set(OUT_OF_DOMAIN_DOC, OUT_OF_DOMAIN_CATCH_ALL);
    if (urlPath.split('/').some((s) => s.startsWith('[...')) || NOT_OPERATIONS.has(urlPath) || answersOutOfDomain(source)) continue;
    const methods = exportedMethods(source);
    assert.ok(methods.length > 0, `${path.relative(root, file)} exports no HTTP method`);
    for (const method of methods) served.set(`${method} ${shape(urlPath)}`, path.relative(root, file));
  }
  return served;
}

function documentedOperations(): Set<string> {
  const doc = openApiDocument() as unknown as { paths: Record<string, Record<string, unknown>> };
  const out = new Set<string>();
  for (const [p, item] of Object.entries(doc.paths))
    for (const method of Object.keys(item)) if (METHODS.includes(method.toUpperCase() as never)) out.add(`${method.toUpperCase()} ${shape(p)}`);
  return out;
}

test('every route file has its operations in the OpenAPI document', () => {
  const documented = documentedOperations();
  const missing = [...servedOperations()].filter(([op]) => !documented.has(op)).map(([op, file]) => `${op} (${file})`);
  assert.deepEqual(missing, [], 'served but not documented');
});

test('every operation of the OpenAPI document has a route file exporting its method', () => {
  const served = servedOperations();
  const missing = [...documentedOperations()].filter((op) => !served.has(op));
  assert.deepEqual(missing, [], 'documented but not served');
});
