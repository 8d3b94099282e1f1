import fs from 'node:fs';
import path from 'node:path';
import type { ContractCounts } from './contract';

const SHOWN_PATHS = 12;

/**
 * The global teardown of the Playwright run: adds up what each worker's contract check counted
 * (contract.ts) and prints one summary line, with the paths no operation of the document describes.
 */
export default function printContractSummary() {
  const dir = process.env.TEST_CONTRACT_DIR;
  if (!dir || !fs.existsSync(dir)) return;
  const total: ContractCounts = { validated: 0, binary: 0, skipped: 0, mismatched: 0, skippedPaths: {} };
  for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.json'))) {
    const counts = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as ContractCounts;
    total.validated += counts.validated;
    total.binary += counts.binary;
    total.skipped += counts.skipped;
    total.mismatched += counts.mismatched;
    for (const [key, n] of Object.entries(counts.skippedPaths)) total.skippedPaths[key] = (total.skippedPaths[key] ?? 0) + n;
  }
  fs.rmSync(dir, { recursive: true, force: true });
  if (total.validated + total.binary + total.skipped === 0) return;
  const n = (v: number) => v.toLocaleString('en');
  console.log(
    `\nContract: ${n(total.validated)} answers validated against the OpenAPI document, ${n(total.skipped)} skipped (no operation), ${n(total.binary)} binary; ${n(total.mismatched)} mismatched`,
  );
  const skipped = Object.entries(total.skippedPaths).sort((a, b) => b[1] - a[1]);
  for (const [key, count] of skipped.slice(0, SHOWN_PATHS)) console.log(`  no operation: ${key} (${n(count)})`);
  if (skipped.length > SHOWN_PATHS) console.log(`  … and ${skipped.length - SHOWN_PATHS} more paths`);
}
