import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { z } from 'zod';
import { guidParamSchema } from '@/lib/api/schemas/category';
import { intIdParamSchema } from '@/lib/api/schemas/fields';
import { historyEntrySchema, historyQuerySchema } from '@/lib/api/schemas/history';
import {
  deletedProductSchema,
  deletedProductsQuerySchema,
  productDuplicateSchema,
  productEditChoicesSchema,
  productVariantCreateSchema,
  RESTORE_DAYS,
} from '@/lib/api/schemas/product-lifecycle';
import { addPath, jsonBody, responses } from './helpers';
import { productCreateBodySchema, productUpdateBodySchema } from './product-bodies';

const ifMatch = z.object({
  'If-Match': z.string().optional().meta({ description: 'The ETag of GET /api/v1/product/{id}; a stale one is refused with 409 CONFLICT and nothing is written' }),
});
const staff = z.object({
  'X-Staff-Email': z.string().optional().meta({ description: 'The signed-in person the client acts for (recorded in the history)' }),
  'X-Staff-Name': z.string().optional().meta({ description: 'Their display name, percent-encoded' }),
});

/** The product lifecycle and history extensions (issue 10; create also issue 9, for the vendor's automation node). */
export function registerProductLifecyclePaths(registry: OpenAPIRegistry) {
  const tag = 'v1 Product lifecycle';
  addPath(registry, {
    tag,
    extension: true,
    method: 'post',
    path: '/api/v1/product/create',
    operationId: 'createProduct',
    summary: 'Create a product',
    description: [
      "The vendor's body (`name`, `productCode`, `stockCode`, `itemTypes`, `sellPrice`, used by the vendor's automation node n8n-nodes-bettercommerce) plus any group of PUT /api/v1/product/{id}. `sellPrice` (with tax) goes to the default price list. The product is a draft (status 1) unless `status` says otherwise.",
      'Values are checked against meta-info (the rules of the edit form): 400 VALIDATION_ERROR with "group.field: message". Stock code, SKU and barcode must be unused (SKU and barcode when set): 409 DUPLICATE naming the field. Answers mutation result C with the new product id as recordId.',
    ].join('\n\n'),
    request: { headers: staff, body: jsonBody(productCreateBodySchema) },
    responses: responses('C', z.null(), [400, 401, 404, 409, 413]),
  });
  addPath(registry, {
    tag,
    extension: true,
    method: 'put',
    path: '/api/v1/product/{id}',
    operationId: 'updateProduct',
    summary: 'Edit any group of a product',
    description: [
      'Any subset of the groups (basicInfo, identifiers, flags, dimensions, seo, dates, purchasability, shippingInfo), plus customAttributes, tags, categories, collections, relatedProducts (each list replaces the current one), prices (per price list: sellPrice with tax or sellPriceExcVat, the other computed from the tax class in integer minor units; listPrice, costPrice) and stock (per warehouse: onHand, allocated; available = onHand − allocated). A price list or warehouse the product has no row in yet is added (a new price needs sellPrice or sellPriceExcVat); `remove: true` alone beside the id takes a row away (refused for the default price list, and for a warehouse with allocated stock). A field left out keeps its value.',
      'One transaction with a change_history row per changed field (`basicInfo.name`, `prices.<priceListCode>.<currency>.sellPrice`, `stock.<warehouseCode>.onHand`, …). With If-Match a stale version answers 409 CONFLICT and nothing is written. Answers the new ETag. Archive = basicInfo.status 3.',
    ].join('\n\n'),
    request: { params: guidParamSchema, headers: ifMatch.extend(staff.shape), body: jsonBody(productUpdateBodySchema) },
    responses: responses('C', z.null(), [400, 401, 404, 409, 413]),
  });
  addPath(registry, {
    tag,
    extension: true,
    method: 'delete',
    path: '/api/v1/product/{id}',
    operationId: 'deleteProduct',
    summary: 'Delete a product (soft)',
    description: `The product disappears from detail, search and the storefront; GET /api/v1/product/deleted lists it and POST …/restore brings it back for ${RESTORE_DAYS} days, after which it is purged. A product in an open basket, on an order line, or with variants is refused with 409 CONFLICT.`,
    request: { params: guidParamSchema, headers: staff },
    responses: responses('C', z.null(), [400, 401, 404, 409]),
  });
  addPath(registry, {
    tag,
    extension: true,
    method: 'post',
    path: '/api/v1/product/{id}/restore',
    operationId: 'restoreProduct',
    summary: 'Restore a deleted product',
    description: 'Under the same id with its prices, stock, media, categories, collections and relations. 404 when no deleted product has the id, 409 CONFLICT when the product is not deleted, 409 DUPLICATE when its stock code, SKU or barcode was given to another product since.',
    request: { params: guidParamSchema, headers: staff },
    responses: responses('C', z.null(), [400, 401, 404, 409]),
  });
  addPath(registry, {
    tag,
    extension: true,
    method: 'get',
    path: '/api/v1/product/deleted',
    operationId: 'listDeletedProducts',
    summary: 'Deleted products (restorable)',
    description: 'Newest first, paged with page and pagesize; purgeAfter says until when each can be restored.',
    request: { query: deletedProductsQuerySchema },
    responses: responses('A', z.array(deletedProductSchema)),
  });
  addPath(registry, {
    tag,
    extension: true,
    method: 'post',
    path: '/api/v1/product/{id}/duplicate',
    operationId: 'duplicateProduct',
    summary: 'Duplicate a product',
    description: 'A draft copy under a new stock code: fields, prices, categories, collections and tags copied, stock rows at zero, SKU and barcode empty (they are unique). Answers the copy\'s id.',
    request: { params: guidParamSchema, headers: staff, body: jsonBody(productDuplicateSchema) },
    responses: responses('C', z.null(), [400, 401, 404, 409]),
  });
  addPath(registry, {
    tag,
    extension: true,
    method: 'post',
    path: '/api/v1/product/{id}/variants',
    operationId: 'createProductVariant',
    summary: 'Create a variant under a master',
    description: "Copied from the master, with its own values of the master's variant attributes (variantConfig.selectedAttributeCodes; for a master without variants yet, the attributes named become them). Values follow meta-info (options of Size, colours…). A variant cannot have variants (422).",
    request: { params: guidParamSchema, headers: staff, body: jsonBody(productVariantCreateSchema) },
    responses: responses('C', z.null(), [400, 401, 404, 409, 422]),
  });
  addPath(registry, {
    tag,
    extension: true,
    method: 'get',
    path: '/api/v1/product/edit-choices',
    operationId: 'getProductEditChoices',
    summary: 'Price lists and warehouses to add rows in',
    description: 'Every price list (with its currency) and every warehouse: the choices of a new price or stock row in PUT /api/v1/product/{id}.',
    responses: responses('B', productEditChoicesSchema),
  });
  const history = (operationId: string, path: string, what: string, params: z.ZodObject) =>
    addPath(registry, {
      tag: 'v1 History',
      extension: true,
      method: 'get',
      path,
      operationId,
      summary: `History of a ${what}`,
      description: 'Every changed field with who (staff member or API client), when, before and after, and from where (page, api, bulk run, import); newest first, paged with page and pagesize. Field `*` is a create; `deleted` a delete or restore.',
      request: { params, query: historyQuerySchema },
      responses: responses('A', z.array(historyEntrySchema)),
    });
  history('getProductHistory', '/api/v1/product/{id}/history', 'product', guidParamSchema);
  history('getCategoryHistory', '/api/v1/category/{id}/history', 'category', guidParamSchema);
  history('getSupplierHistory', '/api/v1/supplier/{id}/history', 'supplier', guidParamSchema);
  history('getProductFamilyHistory', '/api/v1/product-family/{id}/history', 'product family', intIdParamSchema);
}
