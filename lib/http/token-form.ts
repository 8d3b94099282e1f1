import { OAuthError } from '@/lib/service/api-clients';
import { stringProblem } from '@/lib/security/strings';
import { verdictOf } from './request-guard';

const MAX_FORM_BYTES = 8192;

/**
 * The token request's parameters whatever the Content-Type says. RFC 6749 asks for
 * application/x-www-form-urlencoded, but the vendor's storefront posts a raw
 * `client_id=…&client_secret=…&grant_type=…` with whatever type its HTTP library picks, other clients
 * send text/plain, none, multipart or a JSON object; each means the same parameters.
 * Refusals are RFC 6749 §5.2 errors; values pass the request guard (no control characters).
 */
export async function readTokenForm(request: Request): Promise<URLSearchParams> {
  const refused = verdictOf(request.headers);
  if (refused) throw new OAuthError(400, 'invalid_request', refused.join('; '));
  const form = await parseForm(request);
  for (const [name, value] of form) {
    const problem = stringProblem(value, { text: false, maxLength: 4096 });
    if (problem) throw new OAuthError(400, 'invalid_request', `${name}: ${problem}`);
  }
  return form;
}

async function parseForm(request: Request): Promise<URLSearchParams> {
  if (Number(request.headers.get('content-length') || 0) > MAX_FORM_BYTES) throw tooLarge();
  const type = (request.headers.get('content-type') ?? '').toLowerCase();
  if (type.includes('multipart/form-data')) {
    const data = await request.formData().catch(() => {
      throw new OAuthError(400, 'invalid_request', 'The multipart body cannot be read');
    });
    const form = new URLSearchParams();
    for (const [name, value] of data) if (typeof value === 'string') form.append(name, value);
    return form;
  }
  const text = await request.text();
  if (Buffer.byteLength(text) > MAX_FORM_BYTES) throw tooLarge();
  const trimmed = text.trim();
  return trimmed.startsWith('{') ? fromJson(trimmed) : new URLSearchParams(trimmed);
}

function fromJson(text: string): URLSearchParams {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new OAuthError(400, 'invalid_request', 'The body is neither form data nor valid JSON');
  }
  const form = new URLSearchParams();
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return form;
  for (const [name, value] of Object.entries(parsed)) {
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') form.append(name, String(value));
  }
  return form;
}

const tooLarge = () => new OAuthError(400, 'invalid_request', 'The request body is too large');

/** Client credentials as sent, and how (a refusal after HTTP Basic names the Basic scheme, RFC 6749 §5.2). */
export interface SentCredentials {
  clientId: string;
  clientSecret: string;
  via: 'basic' | 'body';
}

/**
 * Client credentials from HTTP Basic (RFC 6749 §2.3.1) or the form. Only a well-formed Basic header
 * counts: a stale `Authorization: Bearer …` left on the request by a client's HTTP library is ignored.
 * Missing ones are refused with `missing`'s error: a first token asks for what is missing
 * (invalid_request), a refresh answers that no client authenticated (invalid_client).
 */
export function clientCredentials(
  request: Request,
  form: URLSearchParams,
  missing: 'invalid_request' | 'invalid_client' = 'invalid_request',
): SentCredentials {
  const basic = /^Basic\s+(\S+)$/i.exec(request.headers.get('authorization')?.trim() ?? '');
  const decoded = basic ? Buffer.from(basic[1], 'base64').toString('utf8') : '';
  const colon = decoded.indexOf(':');
  const via = colon > 0 ? 'basic' : 'body';
  const [clientId, clientSecret] =
    colon > 0
      ? [percentDecoded(decoded.slice(0, colon)), percentDecoded(decoded.slice(colon + 1))]
      : [form.get('client_id'), form.get('client_secret')];
  const refuse = (what: string) =>
    missing === 'invalid_client'
      ? new OAuthError(401, 'invalid_client', `Client authentication is required: ${what} is missing (HTTP Basic or the body)`)
      : new OAuthError(400, 'invalid_request', `${what} is required`);
  if (!clientId) throw refuse('client_id');
  if (!clientSecret) throw refuse('client_secret');
  const problem = stringProblem(clientId, { text: false, maxLength: 200 });
  if (problem) throw new OAuthError(400, 'invalid_request', `client_id: ${problem}`);
  return { clientId, clientSecret, via };
}

/** §2.3.1 percent-encodes both parts; a client that did not is read as sent. */
function percentDecoded(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
