import { scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { hash as argon2Hash, parseOptions, verify as argon2Verify } from '@node-rs/argon2';

/**
 * Password and client-secret hashes. New hashes are argon2id (memory-hard; OWASP's baseline of 19 MiB,
 * 2 passes, 1 lane) in the PHC string format, which carries its own parameters. Hashes of the previous
 * scheme (`scrypt$N$r$p$salt$key`) still verify; `needsRehash` tells sign-in to replace them.
 * Both are computed on libuv's thread pool, so a sign-in never blocks the event loop.
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

