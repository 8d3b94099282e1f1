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

function key(value: string): string {
  return createHash('sha256').update(value).digest('hex').slice(0, 40);
}

/** consume() rejects with the counter itself when the limit is passed; any other rejection is a fault. */
async function consume(l: RateLimiterAbstract, k: string): Promise<{ res: RateLimiterRes; over: boolean }> {
  try {
    return { res: await l.consume(k), over: false };
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

/** Throws RateLimited while this client id from this address, or the address, is locked out. */
export async function assertClientSecretAllowed(clientId: string, ip: string): Promise<void> {
  for (const scope of clientScopes(clientId, ip)) {
    const ms = await blockedMs(await clientFailures(scope.name, scope.limit), scope.key);
    if (ms > 0) throw new RateLimited(seconds(ms), 'locked');
  }
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

/** Counts one API call of the client; throws RateLimited past `perMinute` in the current minute. */
export async function consumeApiCall(clientRowId: string, perMinute: number): Promise<void> {
  const { res } = await consume(await apiCalls(), clientRowId);
  if (res.consumedPoints > perMinute) throw new RateLimited(seconds(res.msBeforeNext), 'budget');
}
