import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { ESLint } from 'eslint';

/**
 * The layer rule (eslint.layers.mjs) refuses imports that point back up, and lets the ones that point
 * down through: each case lints one import as if it were a file of the named layer, with the
 * project's own ESLint config (nothing is written to disk).
 */
const root = path.resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: root });

async function layerErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\n`, { filePath: path.join(root, file) });
  return result.messages
    .filter((m) => m.ruleId === 'import/no-restricted-paths' || m.ruleId === 'no-restricted-imports')
    .map((m) => `${m.ruleId}: ${m.message}`);
}

const refused: [string, string, string][] = [
  ['a service importing the HTTP layer', 'lib/service/example.ts', "export { route } from '@/lib/http/route';"],
  ['a service importing Next', 'lib/service/example.ts', "export { NextResponse } from 'next/server';"],
  ['a service importing the back-office client', 'lib/service/example.ts', "export { listCategoryTree } from '@/lib/api/categories';"],
  ['the database importing the service', 'lib/db/example.ts', "export { recordChanges } from '@/lib/service/history';"],
  ['the database importing the job engine', 'lib/db/example.ts', "export { enqueueJob } from '@/lib/jobs/engine';"],
  ['the job engine importing the service', 'lib/jobs/example.ts', "export { bulkUpdateStatus } from '@/lib/service/products/bulk';"],
  ['a back-office page importing the service', 'app/(admin)/example/page.tsx', "export { listSuppliers } from '@/lib/service/suppliers';"],
  ['a back-office action importing the database', 'app/(admin)/example/actions.ts', "export { database } from '@/lib/db';"],
  ['a component importing the HTTP layer', 'components/example.tsx', "export { route } from '@/lib/http/route';"],
  ['the HTTP layer importing a page', 'lib/http/example.ts', "export { default } from '@/app/(admin)/page';"],
  ['a route handler importing the back-office client', 'app/api/v1/example/route.ts', "export { listCategoryTree } from '@/lib/api/categories';"],
  ['the contract schemas importing the service', 'lib/api/schemas/example.ts', "export { listSuppliers } from '@/lib/service/suppliers';"],
  ['the contract schemas importing the error type', 'lib/api/schemas/example.ts', "export { ServiceError } from '@/lib/errors';"],
];

for (const [what, file, code] of refused) {
  test(`refused: ${what}`, async () => {
    const errors = await layerErrors(file, code);
    assert.ok(errors.length > 0, `${file}: ${code} was let through`);
    for (const error of errors) assert.match(error, /docs\/architecture\.md/);
  });
}

const allowed: [string, string, string][] = [
  ['a route handler importing the HTTP layer and the service', 'app/api/v1/example/route.ts', "export { route } from '@/lib/http/route';\nexport { listSuppliers } from '@/lib/service/suppliers';"],
  ['the HTTP layer importing the service', 'lib/http/example.ts', "export { authenticate } from '@/lib/service/api-clients';"],
  ['a service importing the database, the jobs and the contract', 'lib/service/example.ts', "export { database } from '@/lib/db';\nexport { enqueueJob } from '@/lib/jobs/engine';\nexport { statusSchema } from '@/lib/api/schemas/bulk-update';"],
  ['the database importing its retry and the error type', 'lib/db/example.ts', "export { transactionWithRetry } from '@/lib/db/retry';\nexport { ServiceError } from '@/lib/errors';"],
  ['a back-office page importing the client', 'app/(admin)/example/page.tsx', "export { listCategoryTree } from '@/lib/api/categories';"],
  ['start-up importing the seed and the service', 'lib/startup/example.ts', "export { seedDatabase } from '@/lib/seed';\nexport { startCacheBus } from '@/lib/service/cache-bus';"],
];

for (const [what, file, code] of allowed) {
  test(`allowed: ${what}`, async () => {
    assert.deepEqual(await layerErrors(file, code), []);
  });
}
