import 'server-only';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { dataDir } from '@/lib/runtime/data-dir';

let secret: string | undefined;

/**
 * The key that signs and encrypts session cookies: AUTH_SECRET when set (required when several
 * processes share sessions), otherwise one generated at first start and kept in DATA_DIR/auth-secret
 * (mode 0600, never committed) so that `npm start` works out of the box and sessions survive restarts.
 */
export function authSecret(): string {
  if (secret) return secret;
  const fromEnv = process.env.AUTH_SECRET || process.env.NEXTAUTH_SECRET;
  if (fromEnv) return (secret = fromEnv);
  const file = path.join(dataDir(), 'auth-secret');
  try {
    secret = fs.readFileSync(file, 'utf8').trim();
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e;
  }
  if (!secret) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const generated = randomBytes(32).toString('base64url');
    try {
      // `wx` fails when another process wrote the file first; then its secret wins.
      fs.writeFileSync(file, generated, { mode: 0o600, flag: 'wx' });
      secret = generated;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
      secret = fs.readFileSync(file, 'utf8').trim();
    }
  }
  return secret;
}
