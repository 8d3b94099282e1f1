import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { z } from 'zod';
import {
  apiClientCreatedSchema,
  apiClientCreateSchema,
  apiClientDeletedSchema,
  apiClientListQuerySchema,
  apiClientListSchema,
  apiClientSchema,
  apiClientSecretSchema,
  clientIdParamsSchema,
  tokensResetSchema,
} from '@/lib/api/schemas/api-clients';
import { SECRET_VALUE, settingUpdateSchema, storeSettingsSchema } from '@/lib/api/schemas/settings';
import { wrapperDSchema } from '@/lib/api/schemas/wrappers';
import { historyPageSchema, settingHistoryQuerySchema } from '@/lib/api/schemas/history';
import { addPath, jsonBody, responses } from './helpers';
import { V2_AUTH_NOTE } from './paths-v2-content';

const ADMIN_NOTE =
  'Admin API clients only (the demo client and the one provisioned from CATALOGUE_CLIENT_ID); others get 403 FORBIDDEN.';

export function registerV2InfraPaths(registry: OpenAPIRegistry) {
  const tag = 'v2 Infra';
  addPath(registry, {
    tag,
    method: 'get',
    path: '/api/v2/infra/cache/clear',
    operationId: 'clearCache',
    summary: 'Clear the server-side cache',
    description: `Empties this process’s read cache (content, stores, settings, categories…) and answers an empty JSON object, as the interface defines; failures (401) come in Wrapper D. With several processes behind a load balancer, each clears its own cache. ${V2_AUTH_NOTE}`,
    responses: {
      200: {
        description: 'Cache cleared',
        content: { 'application/json': { schema: z.object({}).strict() } },
      },
      401: {
        description: 'success false',
        content: { 'application/json': { schema: wrapperDSchema(z.null()) } },
      },
    },
  });
  addPath(registry, {
    tag,
    method: 'get',
    path: '/api/v2/infra/config',
    operationId: 'getConfig',
    summary: 'Store settings',
    description: [
      'configSettings are grouped by configType with keys `<ConfigType>.<SettingName>`; values are text.',
      'RegionalSettings (DefaultCountry, DefaultCurrencyCode, DefaultLanguageCode) is derived from DomainSettings unless stored, and SeoSettings (DefaultTitle, DefaultMetaDescription, DefaultMetaKeywords) is a demo group — extension: the vendor storefront (better-commerce/betterstorefront) reads both on every page.',
      `Secret settings (connection strings, passwords, API keys) always read "${SECRET_VALUE}".`,
      'The Country header (two-letter code or ROW) chooses per-country values: those of that country when the store ships there, of ROW otherwise; without it, those of DomainSettings.DefaultCountry.',
      'An ill-formed Country header is a 400. SessionId and DeviceId headers (sent by the samples) are accepted and ignored.',
      'Served from the server cache (60 s).',
      V2_AUTH_NOTE,
    ].join(' '),
    request: {
      headers: z.object({
        Country: z.string().optional().meta({ description: 'Two-letter country code or ROW' }),
        SessionId: z.string().optional(),
        DeviceId: z.string().optional(),
      }),
    },
    responses: responses('D', storeSettingsSchema, [400, 401]),
  });
  addPath(registry, {
    tag,
    extension: true,
    method: 'put',
    path: '/api/v2/infra/config',
    operationId: 'updateSetting',
    summary: 'Change one setting',
    description: `Extension for the back-office settings page. Changes an existing setting (404 for an unknown key), or with countryCode sets that country's value. The value must fit the setting's kind (on/off, whole number, amount, currency or country the store has, language, URL, image, text — each setting's kind is in the registry, lib/api/schemas/setting-registry.ts; docs/settings.md lists what reads each): otherwise 400 with \`value: …\`. A secret setting stays secret: its new value is stored and never returned. Every change is recorded in the audit history (GET /api/v2/infra/config/history). Takes effect on the next request, in this process at once and in every other on PostgreSQL as soon as the cache bus tells it. ${ADMIN_NOTE} ${V2_AUTH_NOTE}`,
    request: { body: jsonBody(settingUpdateSchema) },
    responses: responses('D', z.boolean(), [400, 401, 403, 404, 413]),
  });
  addPath(registry, {
    tag,
    extension: true,
    method: 'get',
    path: '/api/v2/infra/config/history',
    operationId: 'getConfigHistory',
    summary: 'Who changed which setting',
    description: `Extension for the back-office settings page: the audit history of settings, newest first — one setting's (\`key\`, or \`key:COUNTRY\` for a country's value) or all. A secret's entries say "${SECRET_VALUE}" before and after: that it was replaced, never its value. ${ADMIN_NOTE} ${V2_AUTH_NOTE}`,
    request: { query: settingHistoryQuerySchema },
    responses: responses('D', historyPageSchema, [400, 401, 403]),
  });
  addPath(registry, {
    tag,
    extension: true,
    method: 'get',
    path: '/api/v2/infra/clients',
    operationId: 'listApiClients',
    summary: 'API clients',
    description: `Extension for the back-office settings page. Never returns secrets or hashes. ${ADMIN_NOTE}`,
    responses: responses('D', z.array(apiClientSchema), [401, 403]),
  });
  addPath(registry, {
    tag,
    extension: true,
    method: 'post',
    path: '/api/v2/infra/clients',
    operationId: 'createApiClient',
    summary: 'Create an API client',
    description: `Extension. Answers the client id and secret; the secret is shown this once (only its hash is kept). New clients are not admin unless isAdmin is true; rateLimitPerMinute gives the client its own API budget (calls a minute; default API_RATE_LIMIT_PER_MINUTE). ${ADMIN_NOTE}`,
    request: { body: jsonBody(apiClientCreateSchema) },
    responses: responses('D', apiClientCreatedSchema, [400, 401, 403, 413]),
  });
  addPath(registry, {
    tag,
    extension: true,
    method: 'post',
    path: '/api/v2/infra/clients/{clientId}/reset-tokens',
    operationId: 'resetApiClientTokens',
    summary: 'Revoke every token of an API client',
    description: `Extension (the interface says a compromised token must be reset). Access and refresh tokens stop working at once; the client gets new ones with its secret. ${ADMIN_NOTE}`,
    request: { params: clientIdParamsSchema },
    responses: responses('D', tokensResetSchema, [401, 403, 404]),
  });
  addPath(registry, {
    tag,
    extension: true,
    method: 'get',
    path: '/api/v2/infra/clients/search',
    operationId: 'searchApiClients',
    summary: 'Search API clients',
    description: `Extension for the back-office API clients page: newest first; search matches part of the name or client id; paged (pageSize 1–100, default 25). ${ADMIN_NOTE}`,
    request: { query: apiClientListQuerySchema },
    responses: responses('D', apiClientListSchema, [400, 401, 403]),
  });
  for (const [verb, disabled] of [['disable', true], ['enable', false]] as const)
    addPath(registry, {
      tag,
      extension: true,
      method: 'post',
      path: `/api/v2/infra/clients/{clientId}/${verb}`,
      operationId: disabled ? 'disableApiClient' : 'enableApiClient',
      summary: disabled ? 'Disable an API client' : 'Enable an API client',
      description: disabled
        ? `Extension. From this call on, on every process, the client gets no token (401 invalid_client) and its existing tokens and Basic credentials are refused (401); nothing is deleted, so enabling it restores its tokens. The client this back-office uses cannot be disabled (409 CONFLICT). ${ADMIN_NOTE}`
        : `Extension. Its unexpired tokens work again. ${ADMIN_NOTE}`,
      request: { params: clientIdParamsSchema },
      responses: responses('D', apiClientSchema, [401, 403, 404, 409]),
    });
  addPath(registry, {
    tag,
    extension: true,
    method: 'delete',
    path: '/api/v2/infra/clients/{clientId}',
    operationId: 'deleteApiClient',
    summary: 'Delete an API client',
    description: `Extension. The client and its tokens are gone at once (the history keeps its name). The client this back-office uses cannot be deleted (409 CONFLICT). ${ADMIN_NOTE}`,
    request: { params: clientIdParamsSchema },
    responses: responses('D', apiClientDeletedSchema, [401, 403, 404, 409]),
  });
  addPath(registry, {
    tag,
    extension: true,
    method: 'post',
    path: '/api/v2/infra/clients/{clientId}/rotate-secret',
    operationId: 'rotateApiClientSecret',
    summary: 'Give an API client a new secret',
    description: `Extension. The new secret is in this answer only (only its hash is kept); the old one stops working at once on every process. Tokens already issued stay valid until they expire: reset them too when they may have leaked. ${ADMIN_NOTE}`,
    request: { params: clientIdParamsSchema },
    responses: responses('D', apiClientSecretSchema, [401, 403, 404, 409]),
  });
}
