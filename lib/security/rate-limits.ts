import { createHash } from 'node:crypto';
import {
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import { databaseHandle } from '@/lib/db';
import { CLIENT_SECRET_LIMITS, SIGN_IN_LIMITS } from './rate-limit-policy';

export { apiCallsPerMinute } from './rate-limit-policy';

/**
 * Every rate limit of the service, on rate-limiter-flexible. On PostgreSQL (DATABASE_URL) the counters
 * live in the `rate_limits` table (migration 0014), so a limit holds across every process behind a
 * load balancer; on the embedded PGlite database, which one process owns, they live in memory.
 *
 * Keys are SHA-256 of the email, client id and address they count: bounded, and no email is stored in clear.
 */

/** A limit was reached: the caller answers 429 (or the sign-in page's message) with this wait. */
export class RateLimited extends Error {
  constructor(
    readonly retryAfterSeconds: number,
    /** `locked`: the 15-minute lock; `delayed`: the growing delay between failures; `budget`: API calls. */
    readonly reason: 'locked' | 'delayed' | 'budget',
  ) {
    super(`Rate limited for ${retryAfterSeconds} s (${reason})`);
    this.name = 'RateLimited';
  }
}

interface Options {
  keyPrefix: string;
  points: number;
  duration: number;
  blockDuration?: number;
}

const globalForLimits = globalThis as unknown as {
  __catalogueLimiters?: Map<string, Promise<RateLimiterAbstract>>;
  __catalogueLimitPool?: Promise<unknown>;
};

/** One limiter per purpose and process (globalThis: route bundles may load this module twice). */
function limiter(options: Options): Promise<RateLimiterAbstract> {
  const all = (globalForLimits.__catalogueLimiters ??= new Map());
  let found = all.get(options.keyPrefix);
  if (!found) {
    found = createLimiter(options);
    all.set(options.keyPrefix, found);
    found.catch(() => all.delete(options.keyPrefix));
  }
  return found;
}

async function createLimiter(options: Options): Promise<RateLimiterAbstract> {
  // The table comes from the migrations, which the first database() call applies.
  const handle = await databaseHandle();
  if (handle.kind === 'pglite' || !process.env.DATABASE_URL) return new RateLimiterMemory(options);
  globalForLimits.__catalogueLimitPool ??= import('pg').then(
    ({ Pool }) => new Pool({ connectionString: process.env.DATABASE_URL, max: 3 }),
  );
  const storeClient = await globalForLimits.__catalogueLimitPool;
  return new RateLimiterPostgres({
    ...options,
    storeClient,
    storeType: 'pool',
    tableName: 'rate_limits',
    tableCreated: true,
    clearExpiredByTimeout: true,
  });
}

/** Whether the limits live in PostgreSQL (shared by every process) rather than in this process's memory. */
async function sharedStore(): Promise<boolean> {
  return (await apiCalls()) instanceof RateLimiterPostgres;
}

function key(value: string): string {
  return createHash('sha256').update(value).digest('hex').slice(0, 40);
}

/** consume() rejects with the counter itself when the limit is passed; any other rejection is a fault. */
async function consume(l: RateLimiterAbstract, k: string, points = 1): Promise<{ res: RateLimiterRes; over: boolean }> {
  try {
    return { res: await l.consume(k, points), over: false };
  } catch (e) {
    if (e instanceof RateLimiterRes) return { res: e, over: true };
    throw e;
  }
}

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/** The wait still owed on a counter that is past its points, or 0. */
async function blockedMs(l: RateLimiterAbstract, k: string): Promise<number> {
  const res = await l.get(k);
  return res && res.consumedPoints > l.points ? Math.max(res.msBeforeNext, 0) : 0;
}

// ---- staff sign-in ----------------------------------------------------------------------------

/*
 * Counted per account *and address*, and per address, never per account alone: the email of a staff
 * member is no secret, and a count kept for the account wherever the failures came from let a stranger
 * lock the real person out of their own office. A stranger's failures slow down and lock only the
 * stranger's address.
 */
const signInScopes = (email: string, ip: string) => [
  { name: 'account-ip', key: key(`${email.trim().toLowerCase()}|${ip}`), ...SIGN_IN_LIMITS.accountAtAddress },
  { name: 'ip', key: key(ip), ...SIGN_IN_LIMITS.address },
];

const signInFailures = (scope: string, lockAfter: number) =>
  limiter({
    keyPrefix: `signin-fail-${scope}`,
    points: lockAfter - 1, // the lockAfter-th failure passes the points and starts the lock
    duration: SIGN_IN_LIMITS.windowSeconds,
    blockDuration: SIGN_IN_LIMITS.lockSeconds,
  });
// Only block() is used: a key is "blocked" for the growing delay after a failure.
const signInDelay = (scope: string) => limiter({ keyPrefix: `signin-wait-${scope}`, points: 1, duration: 1 });

/** The wait before this account may try again from this address, or null when it may now. */
export async function signInWait(email: string, ip: string): Promise<RateLimited | null> {
  let wait: RateLimited | null = null;
  for (const scope of signInScopes(email, ip)) {
    const lockedMs = await blockedMs(await signInFailures(scope.name, scope.lockAfter), scope.key);
    const delayMs = await blockedMs(await signInDelay(scope.name), scope.key);
    const ms = Math.max(lockedMs, delayMs);
    if (ms > 0 && (!wait || seconds(ms) > wait.retryAfterSeconds))
      wait = new RateLimited(seconds(ms), lockedMs > 0 ? 'locked' : 'delayed');
  }
  return wait;
}

/** A wrong email or password: counts for the account at this address and for the address. */
export async function recordSignInFailure(email: string, ip: string): Promise<void> {
  for (const scope of signInScopes(email, ip)) {
    const { res, over } = await consume(await signInFailures(scope.name, scope.lockAfter), scope.key);
    if (over || res.consumedPoints < scope.delayAfter) continue;
    const doublings = res.consumedPoints - scope.delayAfter;
    const delay = Math.min(SIGN_IN_LIMITS.firstDelaySeconds * 2 ** doublings, SIGN_IN_LIMITS.maxDelaySeconds);
    await (await signInDelay(scope.name)).block(scope.key, delay);
  }
}

/**
 * A successful sign-in clears the account's count at this address (not the address's own: that would
 * let one account reset it for a password spray).
 */
export async function recordSignInSuccess(email: string, ip: string): Promise<void> {
  const scope = signInScopes(email, ip)[0];
  await (await signInFailures(scope.name, scope.lockAfter)).delete(scope.key);
  await (await signInDelay(scope.name)).delete(scope.key);
}

/** The storage key of an account (for a log line that must not carry the email typed). */
export function accountKey(email: string): string {
  return key(email.trim().toLowerCase()).slice(0, 16);
}

// ---- client secrets ---------------------------------------------------------------------------

/*
 * Client ids are no secret (they sit in storefront and automation configs), so wrong secrets lock the
 * client id *from that address* and the address as a whole, never the client id everywhere: the right
 * secret from an address that did nothing wrong is always accepted.
 */
const clientScopes = (clientId: string, ip: string) => [
  { name: 'client-ip', key: key(`${clientId}|${ip}`), limit: CLIENT_SECRET_LIMITS.perClientAtAddress },
  { name: 'ip', key: key(ip), limit: CLIENT_SECRET_LIMITS.perAddress },
];

const clientFailures = (scope: string, limit: number) =>
  limiter({
    keyPrefix: `secret-fail-${scope}`,
    points: limit - 1,
    duration: CLIENT_SECRET_LIMITS.windowSeconds,
    blockDuration: CLIENT_SECRET_LIMITS.lockSeconds,
  });

/**
 * Throws RateLimited while this client id from this address, or the address, is locked out. Returns
 * whether this client id has failures counted at this address (a success then clears them; when it
 * has none, a token costs no write here).
 */
export async function assertClientSecretAllowed(clientId: string, ip: string): Promise<boolean> {
  let counted = false;
  for (const scope of clientScopes(clientId, ip)) {
    const l = await clientFailures(scope.name, scope.limit);
    const res = await l.get(scope.key);
    const ms = res && res.consumedPoints > l.points ? Math.max(res.msBeforeNext, 0) : 0;
    if (ms > 0) throw new RateLimited(seconds(ms), 'locked');
    if (scope.name === 'client-ip' && res && res.consumedPoints > 0) counted = true;
  }
  return counted;
}

/** A wrong secret; throws RateLimited when this failure starts the lock, so the caller stops at once. */
export async function recordClientSecretFailure(clientId: string, ip: string): Promise<void> {
  let lockedMs = 0;
  for (const scope of clientScopes(clientId, ip)) {
    const { res, over } = await consume(await clientFailures(scope.name, scope.limit), scope.key);
    if (over) lockedMs = Math.max(lockedMs, res.msBeforeNext);
  }
  if (lockedMs > 0) throw new RateLimited(seconds(lockedMs), 'locked');
}

export async function recordClientSecretSuccess(clientId: string, ip: string): Promise<void> {
  const scope = clientScopes(clientId, ip)[0];
  await (await clientFailures(scope.name, scope.limit)).delete(scope.key);
}

// ---- API calls --------------------------------------------------------------------------------

// Counted with no ceiling of its own: each client's budget differs, so the comparison is below.
const apiCalls = () => limiter({ keyPrefix: 'api-calls', points: 2_000_000_000, duration: 60 });

/*
 * On PostgreSQL the count of each client's calls is shared by every process, but an upsert per call
 * cost a round trip and a row lock on the hottest row of the database for every API call. Instead each
 * process counts in memory and adds its calls to the shared count in one statement every FLUSH_MS
 * (the first call of a client in a process waits for it, to learn the count so far). A process
 * decides from the shared count as of its last flush plus its own calls since: one process keeps a
 * budget exactly; N processes may let through up to what the others received in the last FLUSH_MS
 * beyond it, and then refuse. On PGlite (one process) the counter is in memory anyway.
 */
const FLUSH_MS = 1000;

interface Tally {
  /** The shared count as of the last flush, this process's flushed calls included. */
  known: number;
  /** Calls of this process not yet added to the shared count. */
  pending: number;
  /** When the shared count's minute ends (ms). */
  resetAt: number;
  synced: boolean;
  flushing: Promise<void> | null;
  timer: NodeJS.Timeout | null;
}

const globalForTallies = globalThis as unknown as { __catalogueApiTallies?: Map<string, Tally> };
const tallies = (globalForTallies.__catalogueApiTallies ??= new Map());

function flush(clientRowId: string, tally: Tally): Promise<void> {
  tally.flushing ??= (async () => {
    const points = tally.pending;
    tally.pending = 0;
    try {
      const limiterOfCalls = await apiCalls();
      const res = points > 0 ? (await consume(limiterOfCalls, clientRowId, points)).res : await limiterOfCalls.get(clientRowId);
      tally.known = res?.consumedPoints ?? 0;
      tally.resetAt = Date.now() + Math.max(res?.msBeforeNext ?? 0, 0);
      tally.synced = true;
    } catch (e) {
      tally.pending += points;
      throw e;
    } finally {
      tally.flushing = null;
    }
  })();
  return tally.flushing;
}

function scheduleFlush(clientRowId: string, tally: Tally): void {
  if (tally.timer) return;
  tally.timer = setTimeout(() => {
    tally.timer = null;
    flush(clientRowId, tally).catch(() => scheduleFlush(clientRowId, tally));
  }, FLUSH_MS);
  tally.timer.unref();
}

/** Counts one API call of the client; throws RateLimited past `perMinute` in the current minute. */
export async function consumeApiCall(clientRowId: string, perMinute: number): Promise<void> {
  if (!(await sharedStore())) {
    const { res } = await consume(await apiCalls(), clientRowId);
    if (res.consumedPoints > perMinute) throw new RateLimited(seconds(res.msBeforeNext), 'budget');
    return;
  }
  let tally = tallies.get(clientRowId);
  if (!tally) {
    tally = { known: 0, pending: 0, resetAt: 0, synced: false, flushing: null, timer: null };
    tallies.set(clientRowId, tally);
  }
  if (tally.resetAt <= Date.now()) tally.known = 0;
  tally.pending += 1;
  if (!tally.synced) await flush(clientRowId, tally);
  else scheduleFlush(clientRowId, tally);
  if (tally.known + tally.pending > perMinute) {
    // A refused call is no call: it does not count against the next minute.
    tally.pending -= 1;
    throw new RateLimited(seconds(tally.resetAt - Date.now()), 'budget');
  }
}
