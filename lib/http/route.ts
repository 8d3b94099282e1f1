import { NextResponse, type NextRequest } from 'next/server';
import { z } from 'zod';
import { database, databaseStatus, type Db } from '@/lib/db';
import { inspectBody, LIMITS, verdictOf } from '@/lib/http/request-guard';
import { admittedBeforeShutdown } from '@/lib/http/service-url-shape';
import { isShuttingDown } from '@/lib/lifecycle';
import { log } from '@/lib/log';
import { authenticate, enforceApiBudget, type AuthenticatedClient } from './api-clients';
import { databaseErrorCode, issuesToErrors, malformedRequest, ServiceError } from '@/lib/errors';
import { actorOf, type Actor } from './history';
import { jsonResponse } from './http-response';
import { failureBody, mutationOk, wrapperA, wrapperB, wrapperD, type WrapperKind } from './wrappers';

/** Localisation headers of the spec, read on every call. */
export interface RequestContext {
  db: Db;
  client: AuthenticatedClient | null;
  currency: string | null;
  language: string | null;
  country: string | null;
  userId: string | null;
  email: string | null;
  /** Who is calling, for the audit history (lib/service/history.ts). */
  actor: Actor;
  headers: Headers;
}

/** A handler's value with response headers (ETag and the like), and a status other than 200 (202 Accepted). */
export class Reply<T> {
  constructor(
    readonly value: T,
    readonly headers: Record<string, string>,
    readonly status = 200,
  ) {}
}

/** Route kinds: the spec's wrappers, plus `bare` (the value itself; failures in Wrapper B). */
type RouteKind = WrapperKind | 'bare';

/** What a handler returns for each route kind. */
interface Outputs {
  bare: unknown;
  A: { result: unknown; totalRecords?: number };
  B: unknown;
  C: { recordId?: string; message: string };
  BC: { recordId?: string; message: string };
  D: unknown;
}

type BodyFormat = 'json' | 'json-or-form';

interface RouteSpec<P extends z.ZodType, Q extends z.ZodType, B extends z.ZodType, K extends RouteKind> {
  wrapper: K;
  params?: P;
  query?: Q;
  body?: B;
  bodyFormat?: BodyFormat;
  /** Bytes; default 1 MiB. */
  maxBodyBytes?: number;
  /** Characters of any one string in the body; default LIMITS.maxString (lib/http/request-guard.ts). */
  maxStringLength?: number;
  /** Default true: a valid bearer token (or Basic credentials) is required. */
  auth?: boolean;
  /** Wrapper of failures when it differs from the default (a `bare` v2 answer fails in Wrapper D). */
  failureWrapper?: WrapperKind;
}

interface HandlerInput<P extends z.ZodType, Q extends z.ZodType, B extends z.ZodType> {
  params: z.output<P>;
  query: z.output<Q>;
  body: z.output<B>;
  ctx: RequestContext;
  request: NextRequest;
}

const DEFAULT_MAX_BODY = 1024 * 1024;

const EMPTY_GUID = '00000000-0000-0000-0000-000000000000';

/** An empty header, or the empty GUID the vendor's clients send for "none", is no header. */
function header(req: NextRequest, name: string): string | null {
  const v = req.headers.get(name)?.trim();
  return v && v !== EMPTY_GUID ? v : null;
}

/** The body, parsed and through the request guard (control characters, string lengths, depth). */
async function readBody(req: NextRequest, format: BodyFormat, maxBytes: number, maxString: number): Promise<unknown> {
  return assertSafeBody(await parseBody(req, format, maxBytes), maxString);
}

/**
 * The request guard's body check (control characters, over-long strings, deep nesting), for every
 * body route() reads and for the few handlers that parse a body of their own (the storefront's
 * qs-encoded search body).
 */
export function assertSafeBody<T>(body: T, maxString: number = LIMITS.maxString): T {
  const problems = inspectBody(body, maxString);
  if (problems.length) throw new ServiceError(400, 'VALIDATION_ERROR', 'The request body is not valid', problems);
  return body;
}

async function parseBody(req: NextRequest, format: BodyFormat, maxBytes: number): Promise<unknown> {
  const declared = Number(req.headers.get('content-length') || 0);
  if (declared > maxBytes) throw new ServiceError(413, 'PAYLOAD_TOO_LARGE', `The body exceeds ${maxBytes} bytes`);
  const text = await req.text();
  if (Buffer.byteLength(text) > maxBytes)
    throw new ServiceError(413, 'PAYLOAD_TOO_LARGE', `The body exceeds ${maxBytes} bytes`);
  const type = (req.headers.get('content-type') || '').toLowerCase();
  if (type.includes('application/x-www-form-urlencoded')) {
    if (format !== 'json-or-form')
      throw new ServiceError(415, 'UNSUPPORTED_MEDIA_TYPE', 'This endpoint accepts application/json only');
    // The spec's samples declare form-urlencoded but send a JSON object: accept that body as JSON.
    const trimmed = text.trim();
    if (trimmed.startsWith('{')) return parseJson(trimmed);
    const form = new URLSearchParams(text);
    const out: Record<string, unknown> = {};
    for (const key of new Set(form.keys())) {
      const all = form.getAll(key);
      out[key] = all.length > 1 ? all : all[0];
    }
    return out;
  }
  if (text.trim() === '') return undefined;
  return parseJson(text);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new ServiceError(400, 'MALFORMED_BODY', 'The body is not valid JSON', ['body: is not valid JSON']);
  }
}

function parseWith<S extends z.ZodType>(schema: S | undefined, value: unknown, where: string): z.output<S> {
  if (!schema) return undefined as z.output<S>;
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    throw new ServiceError(400, 'VALIDATION_ERROR', `The request ${where} is not valid`, issuesToErrors(parsed.error));
  }
  return parsed.data;
}

function successBody<K extends RouteKind>(kind: K, out: Outputs[K]) {
  switch (kind) {
    case 'bare':
      return out;
    case 'A': {
      const a = out as Outputs['A'];
      return wrapperA(a.result, a.totalRecords);
    }
    case 'B':
      return wrapperB(out);
    case 'C': {
      const c = out as Outputs['C'];
      return mutationOk(c.recordId, c.message);
    }
    case 'BC': {
      const c = out as Outputs['BC'];
      return wrapperB(mutationOk(c.recordId, c.message));
    }
    default:
      return wrapperD(out);
  }
}

/**
 * Builds a route handler: authenticate → parse path, query and body with zod → call the service →
 * wrap (ETag/304 and compression in ./http-response.ts). Every failure becomes the endpoint's wrapper with a 4xx status; an unexpected one a 500
 * that names no internals.
 */
export function route<
  K extends RouteKind,
  P extends z.ZodType = z.ZodAny,
  Q extends z.ZodType = z.ZodAny,
  B extends z.ZodType = z.ZodAny,
>(spec: RouteSpec<P, Q, B, K>, handler: (input: HandlerInput<P, Q, B>) => Promise<Outputs[K] | Reply<Outputs[K]>>) {
  return async (request: NextRequest, segment: { params: Promise<Record<string, string | string[]>> }) => {
    try {
      // The request guard refused the path or query (lib/http/service-url-shape.ts, lib/http/api-proxy.ts).
      const refused = verdictOf(request.headers);
      if (refused) throw malformedRequest(refused);
      refuseWhileUnavailable(request.headers);
      const db = await database();
      const client = spec.auth === false ? null : await authenticate(db, request.headers.get('authorization'));
      if (spec.auth !== false && !client) {
        throw new ServiceError(401, 'UNAUTHORIZED', 'A valid bearer token is required', [
          'Authorization: missing, invalid or expired token',
        ]);
      }
      if (client) await enforceApiBudget(client);
      const ctx: RequestContext = {
        db,
        client,
        currency: header(request, 'currency')?.toUpperCase() ?? null,
        language: header(request, 'language'),
        country: header(request, 'country')?.toUpperCase() ?? null,
        userId: header(request, 'userid'),
        email: header(request, 'email'),
        actor: actorOf(client, request.headers),
        headers: request.headers,
      };
      const params = parseWith(spec.params, await segment.params, 'path');
      const query = parseWith(spec.query, Object.fromEntries(request.nextUrl.searchParams), 'query');
      const rawBody = spec.body
        ? await readBody(
            request,
            spec.bodyFormat ?? 'json',
            spec.maxBodyBytes ?? DEFAULT_MAX_BODY,
            spec.maxStringLength ?? LIMITS.maxString,
          )
        : undefined;
      const body = parseWith(spec.body, rawBody, 'body');
      const out = await handler({ params, query, body, ctx, request });
      // A download (a CSV, a quotation's PDF) is its own answer; failures before it still come in the wrapper.
      if (out instanceof Response) return out;
      if (out instanceof Reply)
        return jsonResponse(request, successBody(spec.wrapper, out.value), { headers: out.headers, status: out.status });
      return jsonResponse(request, successBody(spec.wrapper, out));
    } catch (e) {
      return errorResponse(spec.failureWrapper ?? (spec.wrapper === 'bare' ? 'B' : spec.wrapper), e);
    }
  };
}

/**
 * While the database starts (or retries a failed start): 503, never a wait or a 500. While shutting
 * down, only calls that arrived after the shutdown began are refused; those already in flight at the
 * door (lib/http/service-url-shape.ts) are answered.
 */
export function refuseWhileUnavailable(headers: Headers): void {
  if (isShuttingDown() && !admittedBeforeShutdown(headers)) {
    throw new ServiceError(503, 'SERVICE_UNAVAILABLE', 'The service is shutting down; retry on another instance');
  }
  const { status } = databaseStatus();
  if (status !== 'ready') {
    throw new ServiceError(503, 'SERVICE_UNAVAILABLE', `The service is ${status === 'starting' ? 'starting' : 'not ready (its database start failed and is being retried)'}; retry shortly`);
  }
}

/**
 * The failure in the endpoint's wrapper. Only a ServiceError's own words reach the caller: a database
 * error the request caused becomes a 4xx that names no SQL, anything else a 500 that names nothing.
 */
export function errorResponse(kind: WrapperKind, e: unknown): NextResponse {
  const known = e instanceof ServiceError ? e : fromDatabaseError(e);
  if (known) {
    const headers: HeadersInit = {
      ...(known.httpStatus === 401 ? { 'WWW-Authenticate': 'Bearer realm="catalogue"' } : {}),
      ...(known.httpStatus === 503 ? { 'Retry-After': '5' } : {}),
      ...known.headers,
    };
    return NextResponse.json(failureBody(kind, known), { status: known.httpStatus, headers });
  }
  log.error({ err: e }, 'unexpected error in a service call');
  const internal = new ServiceError(500, 'INTERNAL_ERROR', 'An unexpected error occurred; nothing was changed');
  return NextResponse.json(failureBody(kind, internal), { status: 500 });
}

/** SQLSTATE classes a request's own values cause (22 data exception, 23 integrity, 54 limits). */
function fromDatabaseError(e: unknown): ServiceError | null {
  const code = databaseErrorCode(e);
  if (!code) return null;
  // The code alone is logged: the message and parameters may hold the request's values or secrets.
  const warn = () => log.warn({ sqlState: code }, 'request refused by the database');
  if (code.startsWith('22') || code === '23502' || code === '23514' || code.startsWith('54')) {
    warn();
    return new ServiceError(400, 'VALIDATION_ERROR', 'A value in the request is not valid for its field', [
      'request: a value is out of range, too long or not valid for its field',
    ]);
  }
  if (code === '23505') {
    warn();
    return new ServiceError(409, 'DUPLICATE', 'A unique value in the request is already taken');
  }
  if (code === '23503') {
    warn();
    return new ServiceError(409, 'CONFLICT', 'A record the request names does not exist or is still in use');
  }
  return null;
}

/** ETag of a versioned record, and the version an If-Match header names (extension: optimistic locking). */
export function etag(version: number): string {
  return `"${version}"`;
}

export function ifMatchVersion(request: NextRequest): number | undefined {
  const raw = request.headers.get('if-match')?.trim();
  if (!raw || raw === '*') return undefined;
  const m = /^(?:W\/)?"?(\d+)"?$/.exec(raw);
  if (!m) throw new ServiceError(400, 'VALIDATION_ERROR', 'If-Match must be an ETag returned by this service', ['If-Match: not an ETag of this service']);
  return Number(m[1]);
}
