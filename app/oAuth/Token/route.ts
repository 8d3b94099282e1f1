import { NextResponse, type NextRequest } from 'next/server';
import { database } from '@/lib/db';
import { clientIp } from '@/lib/security/client-ip';
import { issueClientCredentialsToken, OAuthError, refreshAccessToken } from '@/lib/service/api-clients';

const noStore = { 'Cache-Control': 'no-store', Pragma: 'no-cache' };

/** OAuth 2.0 token endpoint (spec § Authentication; RFC 6749 §4.4 and §6). */
export async function POST(request: NextRequest) {
  try {
    const form = await readForm(request);
    const grantType = form.get('grant_type');
    const db = await database();
    if (!grantType) throw new OAuthError(400, 'invalid_request', 'grant_type is required');
    if (grantType === 'client_credentials') {
      const { clientId, clientSecret } = clientCredentials(request, form);
      return NextResponse.json(await issueClientCredentialsToken(db, clientId, clientSecret, clientIp(request.headers)), { headers: noStore });
    }
    if (grantType === 'refresh_token') {
      const refreshToken = form.get('refresh_token');
      if (!refreshToken) throw new OAuthError(400, 'invalid_request', 'refresh_token is required');
      return NextResponse.json(await refreshAccessToken(db, refreshToken), { headers: noStore });
    }
    throw new OAuthError(400, 'unsupported_grant_type', `grant_type ${grantType} is not supported`);
  } catch (e) {
    if (e instanceof OAuthError) {
      return NextResponse.json(
        { error: e.error, error_description: e.description },
        { status: e.httpStatus, headers: { ...noStore, ...e.headers } },
      );
    }
    console.error('[catalogue] token endpoint failure', e);
    return NextResponse.json(
      { error: 'server_error', error_description: 'The token could not be issued' },
      { status: 500, headers: noStore },
    );
  }
}

async function readForm(request: NextRequest): Promise<URLSearchParams> {
  const type = request.headers.get('content-type') ?? '';
  if (!type.toLowerCase().includes('application/x-www-form-urlencoded')) {
    throw new OAuthError(400, 'invalid_request', 'Content-Type must be application/x-www-form-urlencoded');
  }
  const text = await request.text();
  if (text.length > 8192) throw new OAuthError(400, 'invalid_request', 'The request body is too large');
  return new URLSearchParams(text);
}

/** Client credentials from the form, or from HTTP Basic as RFC 6749 §2.3.1 prefers. */
function clientCredentials(request: NextRequest, form: URLSearchParams) {
  const basic = /^Basic\s+(.+)$/i.exec(request.headers.get('authorization') ?? '');
  if (basic) {
    const decoded = Buffer.from(basic[1], 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    if (colon > 0) return { clientId: decodeURIComponent(decoded.slice(0, colon)), clientSecret: decodeURIComponent(decoded.slice(colon + 1)) };
  }
  const clientId = form.get('client_id');
  const clientSecret = form.get('client_secret');
  if (!clientId) throw new OAuthError(400, 'invalid_request', 'client_id is required');
  if (!clientSecret) throw new OAuthError(400, 'invalid_request', 'client_secret is required');
  return { clientId, clientSecret };
}
