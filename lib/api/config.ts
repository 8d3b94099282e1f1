import 'server-only';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Where the back-office finds the catalogue service, from the environment:
 * - CATALOGUE_API_URL: base URL of the service (default: this app's own origin, http://127.0.0.1:$PORT)
 * - CATALOGUE_AUTH_URL: base URL of the token service (default: the API base URL)
 * - CATALOGUE_CLIENT_ID / CATALOGUE_CLIENT_SECRET: client credentials, else the embedded demo client
 *   written to DATA_DIR/demo-client.json at first start.
 */
export function apiBaseUrl(): string {
  return trimSlash(process.env.CATALOGUE_API_URL || `http://127.0.0.1:${process.env.PORT || 3000}`);
}

export function tokenUrl(): string {
  return `${trimSlash(process.env.CATALOGUE_AUTH_URL || apiBaseUrl())}/oAuth/Token`;
}

export interface ClientCredentials {
  clientId: string;
  clientSecret: string;
}

/** Read at each token request (not cached): the demo client's file may be rewritten at start. */
export function clientCredentials(): ClientCredentials {
  const clientId = process.env.CATALOGUE_CLIENT_ID;
  const clientSecret = process.env.CATALOGUE_CLIENT_SECRET;
  if (clientId && clientSecret) return { clientId, clientSecret };
  // Not lib/db's dataDir(): the back-office does not import lib/db.
  const file = path.join(
    path.resolve(/*turbopackIgnore: true*/ process.env.DATA_DIR || '.data'),
    'demo-client.json',
  );
  let saved: Partial<ClientCredentials>;
  try {
    saved = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (e) {
    throw new Error(
      `No API client credentials: set CATALOGUE_CLIENT_ID and CATALOGUE_CLIENT_SECRET, or start the embedded service once so that it writes ${file} (${(e as Error).message})`,
    );
  }
  if (!saved.clientId || !saved.clientSecret)
    throw new Error(`${file} does not hold clientId and clientSecret`);
  return { clientId: saved.clientId, clientSecret: saved.clientSecret };
}

function trimSlash(url: string): string {
  return url.replace(/\/+$/, '');
}
