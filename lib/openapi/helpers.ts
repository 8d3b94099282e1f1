import type { OpenAPIRegistry, RouteConfig } from '@asteasolutions/zod-to-openapi';
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

export const EXTENSION_TAG = 'Extensions';

/**
 * Registers one path. `extension: true` marks what the spec does not define (tagged "Extensions" and
 * flagged with x-extension) so a reader can tell the contract from our additions.
 */
export function addPath(
  registry: OpenAPIRegistry,
  config: RouteConfig & { extension?: boolean; tag: string },
) {
  const { extension, tag, ...route } = config;
  registry.registerPath({
    ...route,
    tags: extension ? [tag, EXTENSION_TAG] : [tag],
    security: route.security ?? [{ bearer: [] }, { basic: [] }],
    ...(extension ? { 'x-extension': true } : {}),
  } as RouteConfig);
}
