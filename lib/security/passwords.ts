import { createHash, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { hash as argon2Hash, parseOptions, verify as argon2Verify } from '@node-rs/argon2';

/**
 * Password hashes (and client secrets that may be guessable, see below). New hashes are argon2id
 * (memory-hard; OWASP's baseline of 19 MiB, 2 passes, 1 lane) in the PHC string format, which
 * carries its own parameters. Hashes of the previous scheme (`scrypt$N$r$p$salt$key`) still verify;
 * `needsRehash` tells sign-in to replace them. Both are computed on libuv's thread pool, so a sign-in
 * never blocks the event loop.
 */
const ARGON2 = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export async function hashSecret(secret: string): Promise<string> {
  return argon2Hash(secret, ARGON2);
}

export async function verifySecret(secret: string, stored: string): Promise<boolean> {
  if (stored.startsWith('$argon2')) {
    try {
      return await argon2Verify(stored, secret);
    } catch {
      return false; // a damaged hash verifies nothing
    }
  }
  return verifyScrypt(secret, stored);
}

/** True when `stored` is not an argon2id hash with today's parameters. */
export function needsRehash(stored: string): boolean {
  if (!stored.startsWith('$argon2id$')) return true;
  try {
    const o = parseOptions(stored);
    return o.memoryCost < ARGON2.memoryCost || o.timeCost < ARGON2.timeCost;
  } catch {
    return true;
  }
}

const scrypt = (password: string, salt: Buffer, keylen: number, options: ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) =>
    scryptCallback(password, salt, keylen, options, (err, key) => (err ? reject(err) : resolve(key))),
  );

/** The scheme before argon2id: scrypt from Node's crypto, `scrypt$N$r$p$salt$key` in base64url parts. */
async function verifyScrypt(secret: string, stored: string): Promise<boolean> {
  const [scheme, n, rr, pp, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64url');
  const actual = await scrypt(secret, Buffer.from(salt, 'base64url'), expected.length, {
    N: Number(n),
    r: Number(rr),
    p: Number(pp),
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/*
 * API client secrets are not passwords: the service issues them (256 random bits, ./tokens.ts), so no
 * guess reaches one and a slow hash protects nothing, while argon2id cost every token request ~20 ms
 * of CPU (89 tokens a second on a 2-core machine). They are stored as SHA-256, as access tokens are: a
 * leaked hash still yields no secret. A key (HMAC) would add nothing a 256-bit secret lacks, and would
 * have to be shared by every process and kept apart from the database. A secret an operator chose
 * (CATALOGUE_CLIENT_SECRET) shorter than MIN_FAST_SECRET_LENGTH may be guessable: it keeps argon2id.
 */
const FAST_SCHEME = 'sha256$';
export const MIN_FAST_SECRET_LENGTH = 32;

const sha256 = (secret: string) => createHash('sha256').update(secret).digest();

export async function hashClientSecret(secret: string): Promise<string> {
  return secret.length >= MIN_FAST_SECRET_LENGTH ? `${FAST_SCHEME}${sha256(secret).toString('base64url')}` : hashSecret(secret);
}

export async function verifyClientSecret(secret: string, stored: string): Promise<boolean> {
  if (!stored.startsWith(FAST_SCHEME)) return verifySecret(secret, stored);
  const expected = Buffer.from(stored.slice(FAST_SCHEME.length), 'base64url');
  const actual = sha256(secret);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** A verified secret whose stored hash is the slow kind although the secret qualifies for the fast one. */
export function clientSecretNeedsRehash(secret: string, stored: string): boolean {
  return !stored.startsWith(FAST_SCHEME) && secret.length >= MIN_FAST_SECRET_LENGTH;
}
