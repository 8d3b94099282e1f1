import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { guidParamSchema } from '@/lib/api/schemas/category';
import { TRANSLATABLE_FIELDS, TRANSLATABLE_KINDS, translationsSchema, translationsUpdateSchema } from '@/lib/api/schemas/translations';
import { z } from 'zod';
import { PROGRESS_FIELDS, translationProgressQuerySchema, translationProgressSchema } from '@/lib/api/schemas/translation-progress';
import { addPath, jsonBody, responses } from './helpers';

/** Where a v2 answer follows the `Language` header (translated content, issue 38). */
export const LANGUAGE_HEADER_DESCRIPTION =
  'Extension: the language of the answer, an enabled locale by code (`fr`) or culture (`fr-FR`; another culture of an enabled language, such as `fr-CA`, counts as it). Translated fields (names, descriptions, SEO fields and slugs, text attribute values; category, brand and collection names; attribute option labels) come in that language, each falling back to the default language\u2019s text where it has none. Free text also matches a product\u2019s words in that language, stemmed by its dictionary. Without the header: the default language (DomainSettings.DefaultLanguage). Not enabled: 400 naming the enabled ones (GET /api/v2/infra/config lists them in `languages`).';

const about = `Translated content (docs/locales.md): a record's own fields hold the default language's text (DomainSettings.DefaultLanguage, a culture of the config's languages); each other enabled locale may have its own text for the translatable fields, field by field, and a field without a translation falls back to the default language's. v2 catalogue answers follow the request's \`Language\` header.`;

export function registerTranslationPaths(registry: OpenAPIRegistry) {
  for (const kind of TRANSLATABLE_KINDS) {
    const path = `/api/v1/${kind}/{id}/translations`;
    const Kind = kind[0].toUpperCase() + kind.slice(1);
    const fields = `Translatable: ${TRANSLATABLE_FIELDS[kind].join(', ')}${kind === 'product' ? ', and each custom text attribute (input type Text, TextArea or RichText) as `attribute.<code>`' : ''}.`;
    const tag = kind === 'category' ? 'v1 Category' : 'v1 Product';
    addPath(registry, {
      tag,
      extension: true,
      method: 'get',
      path,
      operationId: `get${Kind}Translations`,
      summary: `A ${kind}'s text in each enabled language`,
      description: `${about}\n\n${fields} \`translations\` has an entry (maybe empty) for every enabled locale but the default.`,
      request: { params: guidParamSchema },
      responses: responses('B', translationsSchema, [400, 401, 404]),
    });
    addPath(registry, {
      tag,
      extension: true,
      method: 'put',
      path,
      operationId: `update${Kind}Translations`,
      summary: `Set or remove a ${kind}'s translated fields in one language`,
      description: `${about}\n\n${fields} Writes the named fields of one locale, all or nothing, and answers as GET. An empty string or null removes a field's translation. 400: a locale that is not enabled (the message names the enabled ones), the default locale, a field that is not translatable, a blank name, a seoUrl that is not a slug. ${kind === 'product' ? '409 CONFLICT: the seoUrl is another product\u2019s slug in that locale (its translated one, or its own where it has none there). ' : ''}Recorded in the ${kind}'s history as \`translation.<locale>.<field>\`${kind === 'brand' || kind === 'collection' ? ' (brands and collections keep no history)' : ''}.`,
      request: { params: guidParamSchema, body: jsonBody(translationsUpdateSchema) },
      responses: responses('B', translationsSchema, kind === 'product' ? [400, 401, 404, 409] : [400, 401, 404]),
    });
  }
  addPath(registry, {
    tag: 'v1 Product',
    extension: true,
    method: 'get',
    path: '/api/v1/translations/progress',
    operationId: 'getTranslationProgress',
    summary: 'How far the products are translated, per language',
    description: `${about}\n\nPer enabled locale but the default: the master products (variants are not counted), how many have a name in that locale, and how many are complete there: each of ${PROGRESS_FIELDS.join(', ')} that has text in the default language has its own text in the locale (metaKeywords and text attributes are not counted; a product none of whose counted fields has text is complete). 400: a \`locale\` that is not enabled or is the default, or an unknown query parameter.`,
    request: { query: translationProgressQuerySchema },
    responses: responses('B', translationProgressSchema, [400, 401]),
  });
}

/** An attribute's translations: its name (`fieldName`) and its options' labels (`option.<key>`). */
export function registerAttributeTranslationPaths(registry: OpenAPIRegistry) {
  const params = z.object({ code: z.string().meta({ description: 'The attribute\u2019s fieldCode (meta-info)' }) });
  const fields = 'Translatable: fieldName, and each option\u2019s label as `option.<key>` (the option keys of meta-info). v2 answers in the request\u2019s Language show them: facet names and items, an item\u2019s attribute names and values.';
  addPath(registry, {
    tag: 'v1 Meta info',
    extension: true,
    method: 'get',
    path: '/api/v1/meta-info/{code}/translations',
    operationId: 'getAttributeTranslations',
    summary: "An attribute's name and option labels in each enabled language",
    description: `${about}\n\n${fields}`,
    request: { params },
    responses: responses('B', translationsSchema, [400, 401, 404]),
  });
  addPath(registry, {
    tag: 'v1 Meta info',
    extension: true,
    method: 'put',
    path: '/api/v1/meta-info/{code}/translations',
    operationId: 'updateAttributeTranslations',
    summary: "Set or remove an attribute's translated name and option labels in one language",
    description: `${about}\n\n${fields} All or nothing; an empty string or null removes a translation. 400: a locale that is not enabled, the default locale, a field that is not translatable (an option key the attribute does not have).`,
    request: { params, body: jsonBody(translationsUpdateSchema) },
    responses: responses('B', translationsSchema, [400, 401, 404]),
  });
}

/** The v2 operations whose answers follow `Language`. */
export const LANGUAGE_OPERATIONS: [method: string, path: string][] = [
  ['post', '/api/v2/catalog/search/advanced'],
  ['post', '/api/v2/catalog/search/advanced/minimal'],
  ['get', '/api/v2/catalog/brand/all'],
  ['post', '/api/v2/catalog/brand/slug'],
  ['get', '/api/v2/catalog/category'],
  ['post', '/api/v2/catalog/category/slug'],
  ['post', '/api/v2/catalog/product/slug'],
  ['post', '/api/v2/catalog/product/preview'],
  ['get', '/api/v2/catalog/product/quickview'],
  ['get', '/api/v2/catalog/product/{id}'],
  ['get', '/api/v2/catalog/product/{id}/stockcode'],
  ['get', '/api/v2/catalog/product/{id}/related-products'],
];

type Operation = { parameters?: unknown[] };

/** Adds the `Language` header to the operations that honour it. */
export function documentLanguageHeader<T extends { paths?: object }>(doc: T): T {
  const paths = (doc.paths ?? {}) as Record<string, Record<string, Operation | undefined>>;
  for (const [method, path] of LANGUAGE_OPERATIONS) {
    const operation = paths[path]?.[method];
    if (!operation) throw new Error(`Language header: no operation ${method} ${path}`);
    const parameters = (operation.parameters ?? []) as { in?: string; name?: string }[];
    if (!parameters.some((p) => p.in === 'header' && p.name?.toLowerCase() === 'language'))
      operation.parameters = [...parameters, { in: 'header', name: 'Language', required: false, description: LANGUAGE_HEADER_DESCRIPTION, schema: { type: 'string', example: 'fr' } }];
  }
  return doc;
}
