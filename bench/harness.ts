import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import type { DbHandle } from '@/lib/db/client';

/**
 * What a benchmark suite gets: the database (seeded with BENCH_PRODUCTS products), a timer that
 * reports p50/p99 of repeated calls, and a way to put a figure beside the bare SQL that does the same.
 */
export interface BenchContext {
  db: Db;
  /** The handle `db` came from, for suites that start what start-up would (the webhook dispatcher). */
  handle?: DbHandle;
  products: number;
  /** Times `fn` `iterations` times after `warmup` calls; records and returns p50/p99 in ms. */
  latency(label: string, fn: (i: number) => Promise<unknown>, options?: { iterations?: number; warmup?: number; bare?: (i: number) => Promise<unknown> }): Promise<LatencyFigure>;
  /** Times one call in seconds (for bulk operations), optionally beside a bare SQL equivalent. */
  duration(
    label: string,
    fn: () => Promise<unknown>,
    /** `settle`: awaited, untimed, between `fn` and `bare` (work the call left running in the background). */
    options?: { bare?: () => Promise<unknown>; target?: string; settle?: () => Promise<unknown> },
  ): Promise<number>;
  /** Runs bare SQL (for the `bare` callbacks). */
  sql(query: SQL): Promise<unknown>;
}

export interface LatencyFigure {
  label: string;
  p50: number;
  p99: number;
  bareP50?: number;
  bareP99?: number;
  target?: string;
}

export interface BenchSuite {
  name: string;
  run(ctx: BenchContext & { target(label: string, target: string): void }): Promise<void>;
}

export const figures: { label: string; value: string; bare?: string; ratio?: string; target?: string }[] = [];

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function timeMany(fn: (i: number) => Promise<unknown>, iterations: number, warmup: number) {
  for (let i = 0; i < warmup; i++) await fn(i);
  const times: number[] = [];
  for (let i = 0; i < iterations; i++) {
    const started = performance.now();
    await fn(warmup + i);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p99: percentile(times, 99) };
}

export function createContext(db: Db, products: number, handle?: DbHandle): BenchContext & { target(label: string, target: string): void } {
  const targets = new Map<string, string>();
  return {
    db,
    handle,
    products,
    target(label, target) {
      targets.set(label, target);
    },
    async latency(label, fn, options = {}) {
      const iterations = options.iterations ?? 200;
      const warmup = options.warmup ?? 20;
      const own = await timeMany(fn, iterations, warmup);
      const bare = options.bare ? await timeMany(options.bare, iterations, warmup) : undefined;
      figures.push({
        label,
        value: `p50 ${own.p50.toFixed(2)} ms · p99 ${own.p99.toFixed(2)} ms`,
        bare: bare ? `p50 ${bare.p50.toFixed(2)} ms · p99 ${bare.p99.toFixed(2)} ms` : undefined,
        ratio: bare ? `×${(own.p99 / bare.p99).toFixed(1)} (p99)` : undefined,
        target: targets.get(label),
      });
      return { label, ...own, bareP50: bare?.p50, bareP99: bare?.p99 };
    },
    async duration(label, fn, options = {}) {
      const started = performance.now();
      await fn();
      const seconds = (performance.now() - started) / 1000;
      let bareSeconds: number | undefined;
      await options.settle?.();
      if (options.bare) {
        const s = performance.now();
        await options.bare();
        bareSeconds = (performance.now() - s) / 1000;
      }
      // Printed at once as well: a long run stopped early still shows what it measured.
      console.log(`  ${label}: ${seconds.toFixed(2)} s${bareSeconds === undefined ? '' : ` · bare SQL ${bareSeconds.toFixed(2)} s · ×${(seconds / bareSeconds).toFixed(1)}`}`);
      figures.push({
        label,
        value: `${seconds.toFixed(2)} s`,
        bare: bareSeconds === undefined ? undefined : `${bareSeconds.toFixed(2)} s`,
        ratio: bareSeconds === undefined ? undefined : `×${(seconds / bareSeconds).toFixed(1)}`,
        target: options.target ?? targets.get(label),
      });
      return seconds;
    },
    sql: (query) => db.execute(query),
  };
}

export { sql };
