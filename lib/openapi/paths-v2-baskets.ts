import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { z } from 'zod';
import { basketSchema } from '@/lib/api/schemas/basket';
import {
  basketBulkAddSchema,
  basketCreateSchema,
  basketCustomInfoSchema,
  basketIdParamSchema,
  basketIdQuerySchema,
  basketItemInputSchema,
  basketLineParamSchema,
  basketListQuerySchema,
  basketListSchema,
  basketMergeSchema,
  basketQtySchema,
  basketShippingSchema,
  basketUserParamSchema,
  basketVoucherParamSchema,
  basketVoucherSchema,
  basketValidationSchema,
  promotionSchema,
} from '@/lib/api/schemas/basket-requests';
import { searchItemSchema } from '@/lib/api/schemas/catalog-search';
import { addPath, jsonBody, jsonOrFormBody, responses } from './helpers';

const shopperHeaders = z.object({
  UserId: z.string().optional().meta({ description: 'Guid of the shopper; baskets of other users are not found' }),
  Email: z.string().optional(),
});

const TOTALS = `Totals are computed on every read from current prices (the basket's price list), promotions and the shipping method, in integer minor units: per line subTotal = price × qty, discount = what promotions take off it, totalPrice = subTotal − discount, tax worked out on what is left at the line's rate; the basket's figures are the sums of its lines', so subTotal − discount + additionalCharge = totalWithoutShipping and totalWithoutShipping + shippingCharge = grandTotal hold exactly (tax included). Promotions: automatic ones and entered vouchers, in display order, each on what earlier ones left; a percentage per line, a fixed amount spread over the eligible lines. Shipping: the chosen method, else the default, free when the goods after discounts reach its threshold. companyDiscount, subscriptionTotal and membershipDiscount are zero (no memberships or subscriptions); exchangeRate is 1 and baseCurrency the basket's currency.`;

const CHANGE = 'Runs in one transaction holding the basket row lock; answers with the basket after the change.';

export function registerBasketPaths(registry: OpenAPIRegistry) {
  const tag = 'v2 Basket';
  const headers = shopperHeaders;
  addPath(registry, {
    tag,
    method: 'get',
    path: '/api/v2/commerce/basket/user/{userId}/all',
    operationId: 'listUserBaskets',
    summary: "A user's baskets, most recently changed first",
    description: 'Failures: 400 userId not a Guid, 403 FORBIDDEN when the UserId header names another user.',
    request: { params: basketUserParamSchema, headers },
    responses: responses('D', z.array(basketSchema), [400, 401, 403]),
  });
  addPath(registry, {
    tag,
    method: 'get',
    path: '/api/v2/commerce/basket/{id}',
    operationId: 'getBasket',
    summary: 'One basket',
    description: `${TOTALS} A well-formed id with no basket yet answers an empty basket with that id (nothing is stored; the first write creates it) — extension for the vendor storefront (better-commerce/betterstorefront cart/use-cart.tsx), which picks its basket id itself and reads it before adding. Failures: 400 id not a Guid, 404 another user's basket.`,
    request: { params: basketIdParamSchema, headers },
    responses: responses('D', basketSchema, [400, 401, 404]),
  });
  for (const method of ['get', 'post'] as const)
    addPath(registry, {
      tag,
      method,
      path: '/api/v2/commerce/basket/validate',
      operationId: method === 'get' ? 'validateBasket' : 'validateBasketByPost',
      extension: true,
      summary: 'Whether every line of a basket can still be bought',
      description:
        "For the vendor storefront (better-commerce/betterstorefront cart/use-basket-validate.ts, before its basket and checkout pages). A line whose product is no longer for sale (inactive, unpriced in the basket's currency) or whose quantity exceeds the stock now is SoldOut, by the rules an add applies; messageCode holds the problems as the JSON text the storefront parses. Prices are read live, so PriceChanged never arises. A well-formed id with no basket yet is valid and empty. Failures: 400 basketId not a Guid, 404 another user's basket.",
      request: { query: basketIdQuerySchema, headers },
      responses: responses('D', basketValidationSchema, [400, 401, 404]),
    });
  addPath(registry, {
    tag,
    method: 'put',
    path: '/api/v2/commerce/basket/{id}/custom-info',
    operationId: 'setBasketCustomInfo',
    summary: 'Set custom info on the basket and its lines',
    description: `Fields sent replace stored values; others keep theirs. Each lineInfo entry names a line by lineId or by productId (+ parentProductId). qty changes the line's quantity (stock checked); additionalCharge and additionalServiceCost (major units) make up the line's additionalCharge; the *Formatted texts, serviceType and lengthMm are kept and shown in the line's lineInfo (extension). ${CHANGE} Failures: 400, 404 (basket or line), 422 (quantity not available, basket locked).`,
    request: { params: basketIdParamSchema, headers, body: jsonBody(basketCustomInfoSchema) },
    responses: responses('D', basketSchema, [400, 401, 404, 413, 415, 422]),
  });
  addPath(registry, {
    tag,
    method: 'delete',
    path: '/api/v2/commerce/basket/{id}/delete',
    operationId: 'deleteBasket',
    summary: 'Delete a basket',
    description: 'result true. Failures: 400, 404.',
    request: { params: basketIdParamSchema, headers },
    responses: responses('D', z.boolean(), [400, 401, 404]),
  });
  addPath(registry, {
    tag,
    method: 'get',
    path: '/api/v2/commerce/basket/{id}/related-products',
    operationId: 'listBasketRelatedProducts',
    summary: "Products related to the basket's products",
    description:
      'Up to 12 searchable products related to the basket\u2019s products (a variant counts as its master), not already in the basket, most often related first. Items have the spec\u2019s fields (id, seoName, barcode, isFeatured, variant, metaTitle, metaDescription, canonicalTags, metaKeywords, variantProducts, isDiscontinued, attributeSet, relatedProducts, displayOrder); the fields it does not show are those of a catalogue search item, priced in the basket\u2019s currency.',
    request: { params: basketIdParamSchema, headers },
    responses: responses('D', z.array(searchItemSchema), [400, 401, 404]),
  });

  const ext = (config: Parameters<typeof addPath>[1]) => addPath(registry, { ...config, extension: true });
  ext({
    tag,
    method: 'post',
    path: '/api/v2/commerce/basket/create',
    operationId: 'createBasket',
    summary: 'Create a basket',
    description: `Extension (the spec says baskets are creatable). Owner: userId/email in the body, else the UserId/Email headers, else a guest basket. Currency: currencyCode, else the Currency header, else the default price list. isQuote starts a quote (quoteStatus 1 Draft, valid 30 days). items are added as by the bulk add. basketId (extension for the vendor storefront, cart/use-create-cart.ts): the basket gets that id, or the existing basket with it is answered; the empty Guid means a new id. result also carries recordId (the basket id). Failures: 400, 403 (userId is not the UserId header's), 404 (product), 422 (not for sale, stock).`,
    request: { headers: shopperHeaders.extend({ Currency: z.string().optional() }), body: jsonBody(basketCreateSchema) },
    responses: responses('D', basketSchema.extend({ recordId: z.string().meta({ description: 'The basket id (as result.id)' }) }), [400, 401, 403, 404, 413, 415, 422]),
  });
  ext({
    tag,
    method: 'post',
    path: '/api/v2/commerce/basket/{id}/items',
    operationId: 'addBasketItem',
    summary: 'Add an item',
    description: `Extension. By productId or stockCode; the quantity is added to a line of the same product (and parentProductId). The product must be active, not a master with variants, priced in the basket's currency, and the line's quantity within stock (unless sold without inventory) and maxPurchaseQty. Concurrent adds to one basket are serialised by the row lock and add up. ${CHANGE} Failures: 400 (qty ≤ 0, not a whole number), 404 (basket, product), 422 (inactive, has variants, no price, "qty: only 3 in stock").`,
    request: { params: basketIdParamSchema, headers, body: jsonOrFormBody(basketItemInputSchema) },
    responses: responses('D', basketSchema, [400, 401, 404, 413, 415, 422]),
  });
  ext({
    tag,
    method: 'post',
    path: '/api/v2/commerce/basket/{id}/items/bulk',
    operationId: 'addBasketItemsBulk',
    summary: 'Add several items, all or none',
    description: `Extension. As the single add for each item; problems are reported per item ("items.2.qty: only 1 in stock") and none is added. ${CHANGE}`,
    request: { params: basketIdParamSchema, headers, body: jsonBody(basketBulkAddSchema) },
    responses: responses('D', basketSchema, [400, 401, 404, 413, 415, 422]),
  });
  ext({
    tag,
    method: 'put',
    path: '/api/v2/commerce/basket/{id}/items/{lineId}',
    operationId: 'updateBasketItemQuantity',
    summary: "Change a line's quantity",
    description: `Extension. qty 1 or more (remove a line with DELETE), within stock and maxPurchaseQty. ${CHANGE}`,
    request: { params: basketLineParamSchema, headers, body: jsonOrFormBody(basketQtySchema) },
    responses: responses('D', basketSchema, [400, 401, 404, 413, 415, 422]),
  });
  ext({
    tag,
    method: 'delete',
    path: '/api/v2/commerce/basket/{id}/items/{lineId}',
    operationId: 'removeBasketItem',
    summary: 'Remove a line',
    description: `Extension. ${CHANGE}`,
    request: { params: basketLineParamSchema, headers },
    responses: responses('D', basketSchema, [400, 401, 404, 422]),
  });
  ext({
    tag,
    method: 'post',
    path: '/api/v2/commerce/basket/{id}/merge',
    operationId: 'mergeBasket',
    summary: 'Merge another basket into this one',
    description: `Extension (the spec says baskets are mergeable): typically the guest basket into the user's at sign-in. Lines of the same product are summed (custom info of this basket's line kept), other lines copied, vouchers joined, an empty owner taken from the source; the source basket is deleted. One transaction locking both baskets (in id order). Failures: 400 (same basket), 404, 422 (different currencies or users, a summed quantity beyond stock, locked).`,
    request: { params: basketIdParamSchema, headers, body: jsonOrFormBody(basketMergeSchema) },
    responses: responses('D', basketSchema, [400, 401, 404, 413, 415, 422]),
  });
  ext({
    tag,
    method: 'put',
    path: '/api/v2/commerce/basket/{id}/shipping-method',
    operationId: 'setBasketShippingMethod',
    summary: 'Choose the shipping method',
    description: `Extension. By shippingMethodId or shippingCode (STANDARD, EXPRESS, CLICK_COLLECT in the demo data). ${CHANGE}`,
    request: { params: basketIdParamSchema, headers, body: jsonOrFormBody(basketShippingSchema) },
    responses: responses('D', basketSchema, [400, 401, 404, 413, 415, 422]),
  });
  ext({
    tag,
    method: 'post',
    path: '/api/v2/commerce/basket/{id}/voucher',
    operationId: 'applyBasketVoucher',
    summary: 'Enter a voucher code',
    description: `Extension. Kept only when the voucher exists (404), is current (422) and takes something off this basket now (422 naming the minimum spend). A kept voucher that stops applying (basket changed) is simply not applied. ${CHANGE}`,
    request: { params: basketIdParamSchema, headers, body: jsonOrFormBody(basketVoucherSchema) },
    responses: responses('D', basketSchema, [400, 401, 404, 413, 415, 422]),
  });
  ext({
    tag,
    method: 'delete',
    path: '/api/v2/commerce/basket/{id}/voucher/{code}',
    operationId: 'removeBasketVoucher',
    summary: 'Take a voucher off the basket',
    description: `Extension. ${CHANGE}`,
    request: { params: basketVoucherParamSchema, headers },
    responses: responses('D', basketSchema, [400, 401, 404, 422]),
  });
  ext({
    tag,
    method: 'get',
    path: '/api/v2/commerce/baskets/list',
    operationId: 'listBaskets',
    summary: 'Baskets, most recently changed first (back-office)',
    description: 'Extension: filter by userId, email or isQuote; page from 1, pageSize 1–100 (default 20). Open one with GET /api/v2/commerce/basket/{id} for its totals.',
    request: { query: basketListQuerySchema },
    responses: responses('D', basketListSchema, [400, 401]),
  });
  ext({
    tag,
    method: 'get',
    path: '/api/v2/commerce/promotions/all',
    operationId: 'listPromotions',
    summary: 'Every promotion, current or not',
    description: 'Extension: what a basket may apply — automatic promotions and vouchers, their scope (brand or category), amounts and minimum spend per currency, and validity.',
    responses: responses('D', z.array(promotionSchema), [401]),
  });
}
