import { createHash, randomBytes } from 'node:crypto';

/** A high-entropy random token (256 bits, base64url). */
export function newToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** Tokens are stored as SHA-256: they are random, so a fast hash is enough and lookups stay O(1). */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
