import { OpenApiGeneratorV31, OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { ATTRIBUTE_INPUT_TYPES, ATTRIBUTE_VALIDATIONS } from '@/lib/api/schemas/attributes';
import { PRODUCT_STATUSES } from '@/lib/api/schemas/product-status';
import { QUOTE_STATUSES } from '@/lib/api/schemas/return-status';
import { DEFAULT_API_CALLS_PER_MINUTE } from '@/lib/security/rate-limit-policy';
import { MESSAGE_CODES } from '@/lib/errors';
import { TAGS } from './helpers';
import { repairNullableRefs } from './nullable-refs';
import { registerAuthPaths } from './paths-auth';
import { registerBulkUpdatePaths } from './paths-v1-bulk-update';
import { registerCategoryPaths } from './paths-v1-categories';
import { registerProductFamilyPaths } from './paths-v1-product-families';
import { registerProductMediaPaths } from './paths-v1-product-media';
import { registerProductPaths } from './paths-v1-products';
import { registerProductLifecyclePaths } from './paths-v1-product-lifecycle';
import { registerSearchPaths } from './paths-v1-search';
import { registerSupplierPaths } from './paths-v1-suppliers';
import { registerV2B2BPaths } from './paths-v2-b2b';
import { registerV2ContentPaths } from './paths-v2-content';
import { registerV2InfraPaths } from './paths-v2-infra';
import { registerV2StorePaths } from './paths-v2-stores';
import { registerBasketPaths } from './paths-v2-baskets';
import { registerCatalogPaths } from './paths-v2-catalog';
import { registerRealClientPaths } from './paths-v2-real-clients';
import { registerReturnPaths, RETURN_STATUS_TABLES } from './paths-v2-returns';
import { registerCompletenessPaths } from './paths-v1-completeness';
import { registerImportPaths, registerImportProfilePaths } from './paths-v1-import';
import { registerV2WebhookPaths } from './paths-v2-webhooks';
import { documentLanguageHeader, registerAttributeTranslationPaths, registerTranslationPaths } from './paths-v1-translations';
import { registerChannelPaths } from './paths-v1-channels';

/** Each area adds its paths here. */
const registrations: ((registry: OpenAPIRegistry) => void)[] = [
  registerAuthPaths,
  registerCategoryPaths,
  registerProductFamilyPaths,
  registerSupplierPaths,
  registerProductPaths,
  registerProductLifecyclePaths,
  registerProductMediaPaths,
  registerSearchPaths,
  registerBulkUpdatePaths,
  registerV2ContentPaths,
  registerV2B2BPaths,
  registerV2StorePaths,
  registerV2InfraPaths,
  registerReturnPaths,
  registerCatalogPaths,
  registerBasketPaths,
  registerRealClientPaths,
  registerCompletenessPaths,
  registerImportPaths,
  registerImportProfilePaths,
  registerV2WebhookPaths,
  registerTranslationPaths,
  registerAttributeTranslationPaths,
  registerChannelPaths,
];

const table = (rows: [string | number, string][]) =>
  ['| Value | Meaning |', '|---|---|', ...rows.map(([k, v]) => `| ${k} | ${v} |`)].join('\n');

const description = `
The catalogue-management (v1) and storefront/commerce (v2) service. Paths, field names and wrappers
follow the service interface; what it leaves open is decided here and marked **Extension**.

Authentication: \`POST /oAuth/Token\` (client credentials or refresh token), then
\`Authorization: Bearer <token>\` — a bare token or HTTP Basic with client id and secret is accepted too.

Errors: v1 lookups answer in Wrapper A/B with \`errorId\` = \`messageCode\`; v1 mutations answer
\`isValid:false\`; v2 answers \`success:false\`. A message about one request field starts with the field's
path and \`: \`. Rate limits (Extension): each API client may make API_RATE_LIMIT_PER_MINUTE calls a minute
(default ${DEFAULT_API_CALLS_PER_MINUTE}; an admin may give a client its own \`rateLimitPerMinute\`); past it, and after too many
wrong client secrets, the answer is 429 \`RATE_LIMITED\` in the endpoint's wrapper with a \`Retry-After\` header. Paging: \`page\` ≥ 1 (default 1), \`pagesize\` 1–1000 (default 10).

### messageCode values
${table(Object.entries(MESSAGE_CODES))}

### Product status
${table(PRODUCT_STATUSES.map((s) => [s.id, s.name]))}

### Attribute inputType (meta-info)
${table(Object.entries(ATTRIBUTE_INPUT_TYPES).map(([k, v]) => [k, `${v.name}: ${v.description}`]))}

### Attribute validations (meta-info)
${table(Object.entries(ATTRIBUTE_VALIDATIONS).map(([k, v]) => [k, `${v.name}: ${v.description}`]))}
${RETURN_STATUS_TABLES}
### Basket quoteStatus
${table(QUOTE_STATUSES.map((s) => [s.id, s.name]))}

v2 money: every price object's \`raw\` amounts are exact decimals of integer minor units (withTax = withoutTax + tax).
`;

let cachedDocument: ReturnType<OpenApiGeneratorV31['generateDocument']> | undefined;

export function openApiDocument() {
  if (cachedDocument) return cachedDocument;
  const registry = new OpenAPIRegistry();
  registry.registerComponent('securitySchemes', 'bearer', { type: 'http', scheme: 'bearer' });
  registry.registerComponent('securitySchemes', 'basic', { type: 'http', scheme: 'basic', description: 'client_id:client_secret' });
  for (const register of registrations) register(registry);
  const generated = new OpenApiGeneratorV31(registry.definitions).generateDocument({
    openapi: '3.1.0',
    info: { title: 'Catalogue and Commerce Service', version: '1.0.0', description },
    // Relative: the document is served by the service it describes, so a client resolves paths against
    // the address it fetched it from (a generated client takes its base URL as an option).
    servers: [{ url: '/', description: 'The service that serves this document' }],
    tags: Object.entries(TAGS).map(([name, tagDescription]) => ({ name, description: tagDescription })),
  });
  cachedDocument = documentLanguageHeader(repairNullableRefs(generated));
  return cachedDocument;
}
