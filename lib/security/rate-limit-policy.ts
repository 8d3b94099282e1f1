/**
 * The numbers of every rate limit (enforced by lib/security/rate-limits.ts), apart from the store so
 * that the OpenAPI document and README can quote them.
 */

/**
 * Staff sign-in, counted per account (the email typed, known or not) at one address, and per address;
 * never per account alone, so a stranger's failures cannot lock the real person out of their own address.
 */
export const SIGN_IN_LIMITS = {
  accountAtAddress: { delayAfter: 5, lockAfter: 20 },
  // Higher: colleagues behind one office address share it, and one person's typos must not slow
  // everyone down; a password spray from one address is still slowed after 20 and locked at 100.
  address: { delayAfter: 20, lockAfter: 100 },
  /** Failures are counted over this window from the first one. */
  windowSeconds: 60 * 60,
  lockSeconds: 15 * 60,
  /** The first delay; each further failure doubles it, up to `maxDelaySeconds`. */
  firstDelaySeconds: 15,
  maxDelaySeconds: 5 * 60,
} as const;

/**
 * Wrong client secrets (token endpoint, Basic credentials), per client id at one address and per address.
 * Client ids are not secret: a lock on the id everywhere would be a weapon against its real owner.
 */
export const CLIENT_SECRET_LIMITS = {
  perClientAtAddress: 10,
  perAddress: 100,
  windowSeconds: 15 * 60,
  lockSeconds: 15 * 60,
} as const;

/** API calls a minute per client when its own `rateLimitPerMinute` is not set. */
export const DEFAULT_API_CALLS_PER_MINUTE = 6000;

export function apiCallsPerMinute(clientBudget: number | null | undefined): number {
  if (clientBudget && clientBudget > 0) return clientBudget;
  const env = Number(process.env.API_RATE_LIMIT_PER_MINUTE);
  return Number.isInteger(env) && env > 0 ? env : DEFAULT_API_CALLS_PER_MINUTE;
}
