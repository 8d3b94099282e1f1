import type { OpenAPIRegistry, ResponseConfig, RouteConfig } from '@asteasolutions/zod-to-openapi';
import { z } from 'zod';
import {
  mutationResultSchema,
  wrapperASchema,
  wrapperBSchema,
  wrapperDSchema,
} from '@/lib/api/schemas/wrappers';

/**
 * Building blocks for the OpenAPI document: every area registers its paths with these, so each
 * response is described by the same zod schema the handler's output follows.
 */
const json = (schema: z.ZodType, description: string) => ({ description, content: { 'application/json': { schema } } });

const failure = {
  v1: (kind: 'A' | 'B') => json(kind === 'A' ? wrapperASchema(z.null()) : wrapperBSchema(z.null()), 'Failure in the same wrapper; see messageCode'),
  C: json(mutationResultSchema, 'isValid false; errors name the fields ("field: message")'),
  BC: json(wrapperBSchema(mutationResultSchema), 'Wrapper B whose result holds isValid false'),
  D: json(wrapperDSchema(z.null()), 'success false; errors list the problems ("field: message")'),
};

export type Kind = 'A' | 'B' | 'C' | 'BC' | 'D' | 'bare';

/** 200 plus the failures each endpoint can answer with, in its wrapper. */
export function responses(kind: Kind, result: z.ZodType, failures: number[] = [400, 401]): RouteConfig['responses'] {
  const ok =
    kind === 'A'
      ? wrapperASchema(result)
      : kind === 'B'
        ? wrapperBSchema(result)
        : kind === 'C'
          ? mutationResultSchema
          : kind === 'BC'
            ? wrapperBSchema(mutationResultSchema)
            : kind === 'D'
              ? wrapperDSchema(result)
              : result;
  const bad = kind === 'C' ? failure.C : kind === 'BC' ? failure.BC : kind === 'D' ? failure.D : failure.v1(kind === 'A' ? 'A' : 'B');
  const out: RouteConfig['responses'] = { 200: json(ok, 'Success') };
  for (const status of failures) out[status] = bad;
  // Extension: every authenticated call counts against the client's budget (lib/security/rate-limits.ts).
  if (failures.includes(401)) out[429] = { ...bad, description: RATE_LIMITED_NOTE, headers: retryAfterHeader };
  return out;
}

/** The same answers with the success as 201 Created (the call creates what its Location names). */
export function created(answers: RouteConfig['responses'], description: string): RouteConfig['responses'] {
  const { 200: success, ...failures } = answers;
  return { 201: { ...(success as ResponseConfig), description }, ...failures };
}

const RATE_LIMITED_NOTE =
  'Extension: RATE_LIMITED — the API client is over its calls-a-minute budget (API_RATE_LIMIT_PER_MINUTE, or its own rateLimitPerMinute), or locked out after wrong Basic secrets; Retry-After says when to try again';

export const retryAfterHeader = {
  'Retry-After': { description: 'Seconds to wait before the next attempt', schema: { type: 'integer' as const } },
};

export const jsonBody = (schema: z.ZodType, description?: string) => ({
  description,
  content: { 'application/json': { schema } },
});

/** Bodies the spec's samples send as form-urlencoded too. */
export const jsonOrFormBody = (schema: z.ZodType, description?: string) => ({
  description,
  content: { 'application/json': { schema }, 'application/x-www-form-urlencoded': { schema } },
});

/**
 * Every tag an operation may carry, with the description the document's top-level `tags` list gives it
 * (a generator groups its client by these; Redocly wants each one described).
 */
export const TAGS = {
  Authentication: 'Access tokens for API clients (OAuth 2.0 client credentials and refresh tokens).',
  'v1 Category': 'The category tree: list, create, read and update categories.',
  'v1 Product family': 'Product families (unique name and code) that categories and products belong to.',
  'v1 Supplier': 'Suppliers (vendors) of products.',
  'v1 Product': 'Product detail, the Product Data call, and (extension) the images of a product.',
  'v1 Meta info': 'Every product attribute with the metadata that drives forms and bulk updates.',
  'v1 Product lifecycle': 'Extension: create, edit, duplicate, delete and restore products, and their variants.',
  'v1 History': 'Extension: who changed which field of a record, when, and from where.',
  'v1 Search': 'Product search: paged lists, filters, lookups by category, brand, collection, season and status, and (extension) completeness.',
  'v1 Bulk update': 'Set fields on many products in one call, the runs that record each call, and their undo.',
  'v1 Import': 'Extension: import products from a CSV or XLSX file as a background job.',
  'v1 Channel': 'Extension: channels (web storefront, marketplace feed, B2B portal…) with their locales, currency and price lists, and the products each offers.',
  Jobs: 'Extension: background jobs (large bulk updates, imports): progress and cancellation.',
  'v2 Content': 'Site content for the storefront: navigation, feeds, redirects, master data and microsites.',
  'v2 B2B': 'B2B companies, their users and addresses, and quotations.',
  'v2 Stores': 'Physical stores and the search for stores near a post code.',
  'v2 Infra': 'Cache, store settings and the API clients of the service.',
  'v2 Returns': 'Returns of ordered products, their statuses and attachments, and order search.',
  'v2 Catalogue search': 'Faceted catalogue search and brands for the storefront.',
  'v2 Basket': 'Shopping baskets: create, read, change lines, vouchers, shipping and merge.',
  'v2 Webhooks': 'Extension: webhooks that announce changes (products, quotes, returns, customers) to a URL, their delivery log, pings and replays.',
  'Real clients': "Extension: calls the vendor's own storefront and automation clients make, beyond the interface.",
  Extensions: 'Not defined by the service interface; designed here in its conventions.',
} as const;

export type TagName = keyof typeof TAGS;

export const EXTENSION_TAG = 'Extensions' satisfies TagName;

/**
 * The refusals every operation can answer whatever its handler does, added where an area did not list
 * them, in the operation's failure wrapper: 400 from the request guard (a malformed encoding or a
 * control character in the path or query, lib/http/request-guard.ts) and, for a body, 413 (over the
 * size limit) and, when it takes JSON only, 415 for a form body (lib/service/http.ts).
 */
function withRefusals(route: RouteConfig): RouteConfig['responses'] {
  const answers = { ...route.responses };
  // The operation's own failure answer (the lowest 4xx; 429 carries its Retry-After header).
  const failure = Object.entries(answers).find(([status]) => status.startsWith('4') && status !== '429')?.[1] as ResponseConfig | undefined;
  if (!failure) return answers;
  answers[400] ??= { ...failure, description: 'The request is refused: see errors (the request guard refuses malformed encodings and control characters on every path)' };
  const body = route.request?.body?.content;
  if (body && (body['application/json'] || body['application/x-www-form-urlencoded'])) {
    answers[413] ??= { ...failure, description: 'PAYLOAD_TOO_LARGE: the body is over the size limit' };
    if (!body['application/x-www-form-urlencoded'])
      answers[415] ??= { ...failure, description: 'UNSUPPORTED_MEDIA_TYPE: this operation takes application/json only' };
  }
  return answers;
}

const etagHeader = { ETag: { description: 'Weak tag of the answer; send it back in If-None-Match to revalidate', schema: { type: 'string' as const } } };
const sharedHeaders = {
  'Cache-Control': { description: '`public, no-cache`: any cache (a CDN) may keep the answer and revalidates it before each use', schema: { type: 'string' as const } },
  Vary: { description: 'Currency, Language, Country (and Accept-Encoding): the headers that change the answer', schema: { type: 'string' as const } },
};

/**
 * A read answered from the service's memory (route() with `cache`, lib/http/read-cache.ts): its 200
 * carries an ETag (and, when `shared`, Cache-Control and Vary), and an If-None-Match naming the current
 * one is answered 304 before any work, for a POST read as for a GET (test/openapi-routes.test.ts
 * checks that the route files and the document agree).
 */
function withRevalidation(answers: RouteConfig['responses'], revalidation: 'private' | 'shared'): RouteConfig['responses'] {
  const ok = answers[200] as ResponseConfig | undefined;
  if (!ok) return answers;
  const headers = revalidation === 'shared' ? { ...etagHeader, ...sharedHeaders } : etagHeader;
  return {
    ...answers,
    200: { ...ok, headers: { ...(ok.headers as object), ...headers } },
    304: { description: 'Not Modified: If-None-Match names the current ETag; no body', headers },
  };
}

/** The operationIds already registered in each registry: a second use of one is a mistake caught at build. */
const operationIds = new WeakMap<OpenAPIRegistry, Set<string>>();

/**
 * Registers one path. `extension: true` marks what the spec does not define (tagged "Extensions" and
 * flagged with x-extension) so a reader can tell the contract from our additions. Every operation
 * names its operationId by hand (generated clients name their functions after it, so it must stay
 * stable): camelCase, unique in the document.
 */
export function addPath(
  registry: OpenAPIRegistry,
  config: RouteConfig & { extension?: boolean; tag: TagName; operationId: string; revalidation?: 'private' | 'shared' },
) {
  const { extension, tag, revalidation, ...route } = config;
  const seen = operationIds.get(registry) ?? new Set<string>();
  operationIds.set(registry, seen);
  if (seen.has(route.operationId)) throw new Error(`operationId ${route.operationId} is used twice (${route.method} ${route.path})`);
  seen.add(route.operationId);
  registry.registerPath({
    ...route,
    responses: revalidation ? withRevalidation(withRefusals(route), revalidation) : withRefusals(route),
    tags: extension ? [tag, EXTENSION_TAG] : [tag],
    security: route.security ?? [{ bearer: [] }, { basic: [] }],
    ...(extension ? { 'x-extension': true } : {}),
  } as RouteConfig);
}
