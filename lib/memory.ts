import v8 from 'node:v8';

/**
 * How far V8 lets the JavaScript heap grow past its live size before the next full collection, in
 * percent. V8's own factor goes up to 4× under a high allocation rate: a 100,000-row import (about
 * 110 MB live) let the heap reach 285 MB, most of it garbage. At 25 % it stays within ~145 MB; the
 * extra collections are incremental (bench: the same XLSX import took 57.4 s, 55.8 s with V8's default).
 * `NODE_HEAP_GROWING_PERCENT=0` keeps V8's default.
 */
const DEFAULT_HEAP_GROWING_PERCENT = 25;

/** Applies the heap growth bound to this process (at start, from instrumentation.ts). */
export function boundHeapGrowth() {
  const percent = Number(process.env.NODE_HEAP_GROWING_PERCENT ?? DEFAULT_HEAP_GROWING_PERCENT);
  if (Number.isInteger(percent) && percent > 0) v8.setFlagsFromString(`--heap-growing-percent=${percent}`);
}
