import type { z } from 'zod';
import { database, databaseStatus, type Db } from '@/lib/db';
import { malformedRequest, ServiceError } from '@/lib/errors';
import { isShuttingDown } from '@/lib/lifecycle';
import { clientIp } from '@/lib/security/client-ip';
import { authenticate, enforceApiBudget, type AuthenticatedClient } from '@/lib/service/api-clients';
import { awaitOwnChanges } from '@/lib/service/cache-bus';
import { actorOf, type Actor } from '@/lib/service/history';
import { errorResponse } from './error-response';
import { answerResponse, jsonResponse, prepareAnswer } from './json-response';
import { answerGeneration, cachedAnswer, keepAnswer, readKey } from './read-cache';
import { header, parseWith, readBody, type BodyFormat } from './request-body';
import { LIMITS, verdictOf } from './request-guard';
import { admittedBeforeShutdown } from './service-url-shape';
import { mutationOk, wrapperA, wrapperB, wrapperD, type WrapperKind } from './wrappers';

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
  /**
   * A read whose successful answers are kept in memory (./read-cache.ts) and revalidated before any
   * work: the answer depends on nothing but the path, query, body and the localisation headers, never
   * on who asks. A POST read (the storefront's search and lookups by slug, POST in the contract) gets
   * an ETag and a 304 like a GET. `shared`: any cache may keep it (Cache-Control: public, no-cache),
   * revalidating it before each use; docs/architecture.md lists these endpoints.
   */
  cache?: { shared?: boolean };
}

interface HandlerInput<P extends z.ZodType, Q extends z.ZodType, B extends z.ZodType> {
  params: z.output<P>;
  query: z.output<Q>;
  body: z.output<B>;
  ctx: RequestContext;
  request: Request;
}

const DEFAULT_MAX_BODY = 1024 * 1024;

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
 * Builds a route handler: authenticate → parse path, query and body with zod (./request-body.ts) →
 * call the service → wrap (ETag/304 and compression in ./json-response.ts). Every failure becomes the
 * endpoint's wrapper with a 4xx status; an unexpected one a 500 that names no internals
 * (./error-response.ts). Web-standard Request and Response only, so the same handlers can be served
 * by a router outside Next.
 */
export function route<
  K extends RouteKind,
  P extends z.ZodType = z.ZodAny,
  Q extends z.ZodType = z.ZodAny,
  B extends z.ZodType = z.ZodAny,
>(spec: RouteSpec<P, Q, B, K>, handler: (input: HandlerInput<P, Q, B>) => Promise<Outputs[K] | Reply<Outputs[K]>>) {
  return async (request: Request, segment: { params: Promise<Record<string, string | string[]>> }) => {
    // A write answers once this process has heard its own changes (lib/service/cache-bus.ts), so the
    // caller's next read through it never meets a cached answer from before the write.
    const writes = !spec.cache && request.method !== 'GET' && request.method !== 'HEAD';
    try {
      // The request guard refused the path or query (lib/http/service-url-shape.ts, lib/http/api-proxy.ts).
      const refused = verdictOf(request.headers);
      if (refused) throw malformedRequest(refused);
      refuseWhileUnavailable(request.headers);
      const db = await database();
      const client = spec.auth === false ? null : await authenticate(db, request.headers.get('authorization'), clientIp(request.headers));
      if (spec.auth !== false && !client) {
        throw new ServiceError(401, 'UNAUTHORIZED', 'A valid bearer token is required', [
          'Authorization: missing, invalid or expired token',
        ]);
      }
      if (client) await enforceApiBudget(client);
      let kept: { key: string; generation: number } | null = null;
      if (spec.cache) {
        const read = await cachedRead(request);
        if (read.hit) return answerResponse(request, read.hit);
        request = read.request;
        kept = { key: read.key, generation: answerGeneration() };
      }
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
      const query = parseWith(spec.query, Object.fromEntries(new URL(request.url).searchParams), 'query');
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
      const reply = out instanceof Reply ? out : new Reply(out, {});
      if (kept && reply.status === 200) {
        const answer = prepareAnswer(successBody(spec.wrapper, reply.value), { ...reply.headers, ...sharing(spec.cache) });
        keepAnswer(kept.key, kept.generation, answer);
        return answerResponse(request, answer);
      }
      return jsonResponse(request, successBody(spec.wrapper, reply.value), { headers: reply.headers, status: reply.status });
    } catch (e) {
      return errorResponse(spec.failureWrapper ?? (spec.wrapper === 'bare' ? 'B' : spec.wrapper), e);
    } finally {
      if (writes) await awaitOwnChanges();
    }
  };
}

/** The localisation headers that change an answer (and a shared cache's copy of it). */
const VARYING = ['currency', 'language', 'country'] as const;

function sharing(cache: RouteSpec<z.ZodType, z.ZodType, z.ZodType, RouteKind>['cache']): Record<string, string> {
  return cache?.shared ? { 'Cache-Control': 'public, no-cache', Vary: 'Currency, Language, Country' } : {};
}

/**
 * The read cache's key of a request: method, path and query as routed, the body and whether it was
 * declared JSON (a POST read parses it), and the localisation headers. A body read here is handed on
 * in a request of its own, since a body is read once.
 */
async function cachedRead(request: Request) {
  const body = request.method === 'GET' || request.method === 'HEAD' ? '' : await request.text();
  const url = new URL(request.url);
  const declaredJson = (request.headers.get('content-type') ?? '').toLowerCase().includes('json');
  const key = readKey([request.method, url.pathname + url.search, declaredJson ? 'json' : '', body, ...VARYING.map((h) => header(request, h) ?? '')]);
  const hit = cachedAnswer(key);
  if (hit || !body) return { key, hit, request };
  return { key, hit, request: new Request(request.url, { method: request.method, headers: request.headers, body }) };
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


