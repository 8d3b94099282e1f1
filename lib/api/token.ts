import 'server-only';
import { tokenResponseSchema } from '@/lib/api/schemas/wrappers';
import { clientCredentials, tokenUrl } from './config';
import { ApiError } from './errors';

/**
 * The back-office's bearer token: fetched once with client credentials, kept in this process's
 * memory until shortly before `expires_in`, then renewed with the refresh token (or fetched again
 * when the refresh is refused). Concurrent callers share one request. Never sent to the browser.
 */
interface CachedToken {
  accessToken: string;
  refreshToken: string;
  renewAt: number;
}

interface TokenState {
  token: CachedToken | null;
  pending: Promise<CachedToken> | null;
}

// On globalThis so that every bundle of the server (pages, actions, route handlers) shares one token.
const globalForToken = globalThis as unknown as { __catalogueApiToken?: TokenState };
const state: TokenState = (globalForToken.__catalogueApiToken ??= { token: null, pending: null });

const TOKEN_TIMEOUT_MS = 15_000;

/** Renew a little early: a tenth of the lifetime, at most five minutes. */
function renewAt(expiresInSeconds: number): number {
  const margin = Math.min(300, expiresInSeconds * 0.1);
  return Date.now() + (expiresInSeconds - margin) * 1000;
}

async function requestToken(form: Record<string, string>): Promise<CachedToken> {
  let res: Response;
  try {
    res = await fetch(tokenUrl(), {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
      body: new URLSearchParams(form),
      cache: 'no-store',
      signal: AbortSignal.timeout(TOKEN_TIMEOUT_MS),
    });
  } catch (e) {
    throw new ApiError(
      503,
      'SERVICE_UNAVAILABLE',
      `The token service could not be reached (${(e as Error).message})`,
    );
  }
  const body: unknown = await res.json().catch(() => null);
  if (!res.ok) {
    const error = (body as { error?: string } | null)?.error ?? `HTTP ${res.status}`;
    throw new ApiError(
      res.status === 400 ? 400 : 502,
      'TOKEN_REFUSED',
      `The token service refused the back-office's request (${error})`,
    );
  }
  const parsed = tokenResponseSchema.safeParse(body);
  if (!parsed.success)
    throw new ApiError(502, 'INVALID_RESPONSE', 'The token service answered in an unexpected shape');
  const t = parsed.data;
  return { accessToken: t.access_token, refreshToken: t.refresh_token, renewAt: renewAt(t.expires_in) };
}

function fetchWithClientCredentials(): Promise<CachedToken> {
  const { clientId, clientSecret } = clientCredentials();
  return requestToken({ grant_type: 'client_credentials', client_id: clientId, client_secret: clientSecret });
}

async function renew(previous: CachedToken | null): Promise<CachedToken> {
  if (previous) {
    try {
      // The refresh authenticates the client too (RFC 6749 §6): a refresh token alone renews nothing.
      const { clientId, clientSecret } = clientCredentials();
      return await requestToken({
        grant_type: 'refresh_token',
        refresh_token: previous.refreshToken,
        client_id: clientId,
        client_secret: clientSecret,
      });
    } catch (e) {
      // A refused refresh (expired, revoked or already used by another process) is not fatal.
      if (!(e instanceof ApiError) || e.messageCode !== 'TOKEN_REFUSED') throw e;
    }
  }
  return fetchWithClientCredentials();
}

function load(next: () => Promise<CachedToken>): Promise<CachedToken> {
  state.pending ??= next()
    .then((token) => (state.token = token))
    .finally(() => {
      state.pending = null;
    });
  return state.pending;
}

/** A valid access token, from memory when it has time left. */
export async function accessToken(): Promise<string> {
  const current = state.token;
  if (current && Date.now() < current.renewAt) return current.accessToken;
  return (await load(() => renew(current))).accessToken;
}

/**
 * After a 401: forget `rejected` and fetch a new token with client credentials (the refresh token
 * belongs to a token the service no longer honours). When another call already replaced it, that
 * newer token is used.
 */
export async function replaceRejectedToken(rejected: string): Promise<string> {
  if (state.token && state.token.accessToken !== rejected) return state.token.accessToken;
  state.token = null;
  return (await load(fetchWithClientCredentials)).accessToken;
}
