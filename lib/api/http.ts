import 'server-only';
import { z } from 'zod';
import {
  mutationResultSchema,
  wrapperASchema,
  wrapperBSchema,
  wrapperDSchema,
  type MutationResult,
} from '@/lib/api/schemas/wrappers';
import { apiBaseUrl } from './config';
import { ApiError, apiErrorFromBody } from './errors';
import { accessToken, replaceRejectedToken } from './token';
import { staffHeaders } from './staff-headers';
import { log } from '@/lib/log';

/** Localisation headers of the spec, sent when given. */
export interface LocaleHeaders {
  Currency?: string;
  Language?: string;
  Country?: string;
  UserId?: string;
  Email?: string;
  /** `respond-async`: run a bulk update as a background job (extension). */
  Prefer?: string;
}

export interface ApiRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Path under the base URL, e.g. `/api/v1/category`; callers encode path segments. */
  path: string;
  query?: Record<string, string | number | boolean | null | undefined>;
  /** Sent as JSON; FormData is sent as multipart/form-data (uploads). */
  body?: unknown;
  /** An ETag from a GET, for optimistic locking (409 CONFLICT when the record changed since). */
  ifMatch?: string | null;
  headers?: LocaleHeaders;
  timeoutMs?: number;
}

interface RawResponse {
  status: number;
  body: unknown;
  headers: Headers;
}

const DEFAULT_TIMEOUT_MS = 30_000;

function urlOf(req: ApiRequest): string {
  const url = new URL(`${apiBaseUrl()}${req.path}`);
  for (const [k, v] of Object.entries(req.query ?? {}))
    if (v !== undefined && v !== null && v !== '') url.searchParams.set(k, String(v));
  return url.toString();
}

async function sendOnce(req: ApiRequest, token: string): Promise<RawResponse> {
  const headers: Record<string, string> = { Authorization: `Bearer ${token}`, Accept: 'application/json' };
  const multipart = req.body instanceof FormData;
  if (req.body !== undefined && !multipart) headers['Content-Type'] = 'application/json';
  if (req.ifMatch) headers['If-Match'] = req.ifMatch;
  for (const [k, v] of Object.entries(req.headers ?? {})) if (v) headers[k] = v;
  Object.assign(headers, await staffHeaders());
  let res: Response;
  try {
    res = await fetch(urlOf(req), {
      method: req.method ?? 'GET',
      headers,
      body: req.body === undefined ? undefined : multipart ? (req.body as FormData) : JSON.stringify(req.body),
      cache: 'no-store',
      signal: AbortSignal.timeout(req.timeoutMs ?? DEFAULT_TIMEOUT_MS),
    });
  } catch (e) {
    throw new ApiError(
      503,
      'SERVICE_UNAVAILABLE',
      `The catalogue service could not be reached (${(e as Error).message})`,
    );
  }
  const text = await res.text();
  let body: unknown = null;
  if (text) {
    try {
      body = JSON.parse(text);
    } catch {
      throw new ApiError(
        res.ok ? 502 : res.status,
        res.ok ? 'INVALID_RESPONSE' : `HTTP_${res.status}`,
        `The catalogue service answered ${req.path} with something other than JSON (HTTP ${res.status})`,
      );
    }
  }
  return { status: res.status, body, headers: res.headers };
}

/** One call with the cached token; on a 401 the token is replaced and the call made once more. */
async function send(req: ApiRequest): Promise<RawResponse> {
  const token = await accessToken();
  const first = await sendOnce(req, token);
  if (first.status !== 401) return first;
  return sendOnce(req, await replaceRejectedToken(token));
}

function parseOrThrow<S extends z.ZodType>(schema: S, body: unknown, req: ApiRequest): z.output<S> {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  const issues = parsed.error.issues.slice(0, 5).map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`);
  log.error({ method: req.method ?? 'GET', path: req.path, issues }, 'unexpected response shape from the service');
  throw new ApiError(
    502,
    'INVALID_RESPONSE',
    `The catalogue service answered ${req.path} in an unexpected shape`,
    issues,
  );
}

function nonNull<T>(value: T | null | undefined, req: ApiRequest): T {
  if (value === null || value === undefined)
    throw new ApiError(
      502,
      'INVALID_RESPONSE',
      `The catalogue service answered ${req.path} without a result`,
    );
  return value;
}

// Envelopes are checked first, then the result with the caller's schema (clearer messages, simpler types).
const envelopeA = wrapperASchema(z.unknown());
const envelopeB = wrapperBSchema(z.unknown());
const envelopeD = wrapperDSchema(z.unknown());

/** Wrapper A (v1 search and meta-info): the result and `totalRecords`. */
export async function requestA<T extends z.ZodType>(req: ApiRequest, result: T) {
  const res = await send(req);
  if (res.status >= 400) throw apiErrorFromBody(res.status, res.body);
  const body = parseOrThrow(envelopeA, res.body, req);
  return {
    result: parseOrThrow(result, nonNull(body.result, req), req),
    totalRecords: body.totalRecords ?? 0,
  };
}

/** Wrapper B (v1 lookups): the result. */
export async function requestB<T extends z.ZodType>(req: ApiRequest, result: T): Promise<z.output<T>> {
  const res = await send(req);
  if (res.status >= 400) throw apiErrorFromBody(res.status, res.body);
  return parseOrThrow(result, nonNull(parseOrThrow(envelopeB, res.body, req).result, req), req);
}

/** Mutation result C (v1 category and bulk-update mutations). */
export async function requestMutation(req: ApiRequest): Promise<MutationResult>;
/** The same with the mutation result's extensions (`schema` extends mutationResultSchema). */
export async function requestMutation<T extends z.ZodType<MutationResult>>(req: ApiRequest, schema: T): Promise<z.output<T>>;
export async function requestMutation(req: ApiRequest, schema: z.ZodType = mutationResultSchema) {
  const res = await send(req);
  if (res.status >= 400 || (res.body as { isValid?: boolean } | null)?.isValid === false)
    throw apiErrorFromBody(res.status, res.body);
  return parseOrThrow(schema, res.body, req);
}

/** Mutation result C and the answer's headers (a bulk call names its bulk run in one). */
export async function requestMutationWithHeaders(req: ApiRequest): Promise<{ result: MutationResult; headers: Headers }> {
  const res = await send(req);
  if (res.status >= 400 || (res.body as { isValid?: boolean } | null)?.isValid === false)
    throw apiErrorFromBody(res.status, res.body);
  return { result: parseOrThrow(mutationResultSchema, res.body, req), headers: res.headers };
}

/** Wrapper B whose result holds the mutation fields (v1 product family and supplier mutations). */
export async function requestMutationB(req: ApiRequest): Promise<MutationResult> {
  const res = await send(req);
  const result = (res.body as { result?: { isValid?: boolean } } | null)?.result;
  if (res.status >= 400 || result?.isValid === false) throw apiErrorFromBody(res.status, res.body);
  return nonNull(parseOrThrow(wrapperBSchema(mutationResultSchema), res.body, req).result, req);
}

/** Wrapper D (all v2 endpoints): the result. */
export async function requestD<T extends z.ZodType>(req: ApiRequest, result: T): Promise<z.output<T>> {
  const res = await send(req);
  if (res.status >= 400 || (res.body as { success?: boolean } | null)?.success === false)
    throw apiErrorFromBody(res.status, res.body);
  // v2 results may be null or false by design: the caller's schema decides what it accepts.
  return parseOrThrow(result, parseOrThrow(envelopeD, res.body, req).result, req);
}

/** An unwrapped object (category detail), with its ETag when the service sends one. */
export async function requestBare<T extends z.ZodType>(
  req: ApiRequest,
  schema: T,
): Promise<{ data: z.output<T>; etag: string | null }> {
  const res = await send(req);
  if (res.status >= 400) throw apiErrorFromBody(res.status, res.body);
  return { data: parseOrThrow(schema, res.body, req), etag: res.headers.get('etag') };
}

/** Encodes one path segment (an id taken from a URL or a form). */
export const segment = (value: string | number) => encodeURIComponent(String(value));

/**
 * A download (a CSV the service streams): the service's own Response when it answers 200, else the
 * wrapper's failure as ApiError. The token is renewed once on a 401 like every other call.
 */
export async function requestDownload(req: ApiRequest): Promise<Response> {
  const open = async (token: string) =>
    fetch(urlOf(req), {
      headers: { Authorization: `Bearer ${token}`, ...(await staffHeaders()) },
      cache: 'no-store',
      signal: AbortSignal.timeout(req.timeoutMs ?? DEFAULT_TIMEOUT_MS),
    }).catch((e: Error) => {
      throw new ApiError(503, 'SERVICE_UNAVAILABLE', `The catalogue service could not be reached (${e.message})`);
    });
  const token = await accessToken();
  let res = await open(token);
  if (res.status === 401) res = await open(await replaceRejectedToken(token));
  if (res.ok) return res;
  const body: unknown = await res.json().catch(() => null);
  throw apiErrorFromBody(res.status, body);
}
