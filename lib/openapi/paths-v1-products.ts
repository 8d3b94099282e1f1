import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { z } from 'zod';
import { guidParamSchema } from '@/lib/api/schemas/category';
import { productDataItemSchema, productDataRequestSchema } from '@/lib/api/schemas/product-data';
import { productDetailSchema } from '@/lib/api/schemas/product-detail';
import { attributeMetaSchema } from '@/lib/api/schemas/attributes';
import { addPath, jsonBody, responses } from './helpers';

const currencyHeader = z.object({
  Currency: z.string().optional().meta({ description: '3-letter currency code; prices come from a price list in that currency when one exists, else the default list' }),
});

export function registerProductPaths(registry: OpenAPIRegistry) {
  const tag = 'v1 Product';
  addPath(registry, {
    tag,
    method: 'get',
    path: '/api/v1/product/{id}',
    operationId: 'getProductById',
    summary: 'Product detail',
    description: [
      'Every group of the spec. Key/value objects are {key: id, value: name}. bundleConfig, configurableOptions, bundles, advancedPurchaseData and productVariantDomain are always null (unused).',
      'Extensions: variants.variantProduct (shape not shown by the spec) is the variant family — master id and stock code, the attributes the variants differ by, and one item per variant with its price in the chosen list and its available stock; null for products without variants. variants.customFields lists a variant\'s values of those attributes. `audit` (created, lastUpdated, createdBy, updatedBy, version).',
      'Prices follow the Currency header (defaultPricing is that currency\'s list, the default list otherwise). Sends an ETag (the product version): send it back as If-Match on a bulk update of this one product to refuse lost updates.',
    ].join('\n\n'),
    request: { params: guidParamSchema, headers: currencyHeader },
    responses: responses('B', productDetailSchema, [400, 401, 404]),
  });
  addPath(registry, {
    tag,
    extension: true,
    method: 'post',
    path: '/api/v1/product/data',
    operationId: 'getProductData',
    summary: 'Product Data: chosen attribute values of listed products',
    description: [
      'The spec lists the inputs (page, pagesize, productIds, fieldCodes, searchFor) but not the method, path, response or the meaning of searchFor; designed here.',
      'searchFor follows the meta-info searchType numbering: 1 masters (and products without variants) only, 2 variants only, 3 both (default). Listed products of the other kind are left out, and totalRecords counts those returned.',
      'Products come in the order listed; each carries the requested fields in the order requested, values in the text form bulk update accepts (so they can be edited and written back). Unknown field codes: 400 with "fieldCodes.N: …"; unknown products: 404 listing the first 20.',
    ].join('\n\n'),
    request: { body: jsonBody(productDataRequestSchema) },
    responses: responses('A', z.array(productDataItemSchema), [400, 401, 404, 413]),
  });
  addPath(registry, {
    tag: 'v1 Meta info',
    method: 'get',
    path: '/api/v1/meta-info',
    operationId: 'getMetaInfo',
    summary: 'Every attribute with its metadata',
    description:
      'The core fields (displayOrder by their position) then the custom attributes. Options of lookup fields are read from the database: Brand (brands), SubBrand ("Brand › Sub-brand"), Category (leaf categories by their path), Season, Vendor (suppliers), CountryOfOrigin (ISO 3166-1). totalRecords is the number of attributes.',
    responses: responses('A', z.array(attributeMetaSchema), [401]),
  });
}
