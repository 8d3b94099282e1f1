import { database } from '@/lib/db';
import { clientCredentials, readTokenForm } from '@/lib/http/token-form';
import { clientIp } from '@/lib/security/client-ip';
import { issueClientCredentialsToken, OAuthError, refreshAccessToken } from '@/lib/service/api-clients';
import { refuseWhileUnavailable } from '@/lib/http/route';
import { ServiceError } from '@/lib/errors';
import { log } from '@/lib/log';

const noStore = { 'Cache-Control': 'no-store', Pragma: 'no-cache' };
/** RFC 6749 §5.2: a 401 names the scheme the client may authenticate with (HTTP Basic). */
const BASIC_CHALLENGE = { 'WWW-Authenticate': 'Basic realm="catalogue", charset="UTF-8"' };

/** OAuth 2.0 token endpoint (spec § Authentication; RFC 6749 §4.4 and §6). */
export async function POST(request: Request) {
  try {
    refuseWhileUnavailable(request.headers);
    const form = await readTokenForm(request);
    const grantType = form.get('grant_type');
    const db = await database();
    const ip = clientIp(request.headers);
    if (!grantType) throw new OAuthError(400, 'invalid_request', 'grant_type is required');
    if (grantType === 'client_credentials') {
      const credentials = clientCredentials(request, form);
      return Response.json(await issueClientCredentialsToken(db, credentials, ip), { headers: noStore });
    }
    if (grantType === 'refresh_token') {
      // The client authenticates first: a refresh token alone renews nothing (RFC 6749 §6).
      const credentials = clientCredentials(request, form, 'invalid_client');
      const refreshToken = form.get('refresh_token');
      if (!refreshToken) throw new OAuthError(400, 'invalid_request', 'refresh_token is required');
      return Response.json(await refreshAccessToken(db, refreshToken, credentials, ip), { headers: noStore });
    }
    throw new OAuthError(400, 'unsupported_grant_type', `grant_type ${grantType} is not supported`);
  } catch (e) {
    if (e instanceof OAuthError) {
      return Response.json(
        { error: e.error, error_description: e.description },
        { status: e.httpStatus, headers: { ...noStore, ...(e.httpStatus === 401 ? BASIC_CHALLENGE : {}), ...e.headers } },
      );
    }
    if (e instanceof ServiceError && e.httpStatus === 503) {
      return Response.json(
        { error: 'temporarily_unavailable', error_description: e.message },
        { status: 503, headers: { ...noStore, 'Retry-After': '5' } },
      );
    }
    log.error({ err: e }, 'token endpoint failure');
    return Response.json(
      { error: 'server_error', error_description: 'The token could not be issued' },
      { status: 500, headers: noStore },
    );
  }
}

/** Tokens are only ever issued to a POST (RFC 6749 §3.2): any other method is 405 with `Allow`. */
function methodNotAllowed(request: Request) {
  return Response.json(
    { error: 'invalid_request', error_description: `${request.method} is not allowed here: request a token with POST` },
    { status: 405, headers: { ...noStore, Allow: 'POST' } },
  );
}

export const GET = methodNotAllowed;
export const PUT = methodNotAllowed;
export const PATCH = methodNotAllowed;
export const DELETE = methodNotAllowed;
