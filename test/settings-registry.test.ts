import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { test } from 'node:test';
import { READ_BY_STOREFRONT, SETTINGS, type SettingDefinition } from '../lib/api/schemas/setting-registry';
import { settingValueSchema } from '../lib/api/schemas/setting-kinds';

/**
 * The settings registry and its twins (docs/settings.md): a shown setting is documented and read
 * by code (or by the storefront, which reads the config answer), a setting nothing reads is not
 * read by code either, and every default fits its kind.
 */
const entries = Object.entries(SETTINGS) as [string, SettingDefinition][];

/**
 * Each key's files among the application's (not the registry, the seed or tests) that name it in
 * quotes: one git grep for every key at once.
 */
function readers(keys: string[]): Map<string, string[]> {
  const found = new Map<string, string[]>(keys.map((k) => [k, []]));
  const patterns = keys.flatMap((k) => ['-e', `'${k}'`]);
  const paths = ['lib', 'app', 'components', ':!lib/api/schemas/setting-registry.ts', ':!lib/seed'];
  let out = '';
  try {
    out = execFileSync('git', ['grep', '--untracked', '-F', '-o', ...patterns, '--', ...paths], { encoding: 'utf8', maxBuffer: 1 << 24 });
  } catch (e) {
    // git grep exits 1 when nothing matches; anything else is a failure of the test itself.
    if ((e as { status?: number }).status !== 1) throw e;
  }
  for (const line of out.split('\n').filter(Boolean)) {
    const colon = line.indexOf(':');
    const key = line.slice(colon + 2, -1);
    found.get(key)?.push(line.slice(0, colon));
  }
  return found;
}

const found = readers(entries.map(([key]) => key));
const grep = (key: string) => found.get(key) ?? [];

test('every shown setting is on docs/settings.md and read by the code or the storefront', () => {
  const doc = fs.readFileSync('docs/settings.md', 'utf8');
  for (const [key, d] of entries.filter(([, d]) => d.readBy)) {
    assert.ok(doc.includes(`\`${key}\``), `${key} is shown but docs/settings.md does not list it`);
    assert.ok(d.label && d.help, `${key} is shown without a label and help text`);
    if (d.readBy!.startsWith(READ_BY_STOREFRONT)) continue;
    assert.ok(grep(key).length > 0, `${key} is shown (read by: ${d.readBy}) but no code reads it`);
  }
});

test('a setting the registry says nothing reads is read by no code', () => {
  for (const [key] of entries.filter(([, d]) => !d.readBy))
    assert.deepEqual(grep(key), [], `${key} is read by code: give it a readBy in the registry, so the Settings page shows it`);
});

test('every default fits its kind', () => {
  for (const [key, d] of entries) assert.ok(settingValueSchema(d.kind).safeParse(d.default).success, `${key}: ${JSON.stringify(d.default)}`);
});
