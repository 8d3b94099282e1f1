import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import type { ReturnOrderDetail } from '@/lib/api/schemas/returns';
import { orderStatusName, returnLineStatusLabel } from '@/lib/api/schemas/return-status';
import { productPath } from '../catalog-search/storefront-paths';
import { add, currencyOf, fromGross, priceObject, type Currency } from '../money';
import { findOrder, orderLines, returnOptions, type OrderLineRow, type OrderRow } from './orders';

/** Line amounts: unit price, the line's discount and what was paid for the line, each with its tax. */
export function lineAmounts(line: Pick<OrderLineRow, 'qty' | 'unit_price_minor' | 'tax_rate_bp' | 'discount_minor'>) {
  return {
    price: fromGross(line.unit_price_minor, line.tax_rate_bp),
    discount: fromGross(line.discount_minor, line.tax_rate_bp),
    total: fromGross(line.unit_price_minor * line.qty - line.discount_minor, line.tax_rate_bp),
  };
}

export function orderCurrency(order: Pick<OrderRow, 'currency_code' | 'currency_symbol'>): Currency {
  return currencyOf(order.currency_code, order.currency_symbol);
}

/** GET /api/v2/commerce/return/:orderid — the order as the return form needs it. */
export async function getReturnOrder(db: Db, key: string): Promise<ReturnOrderDetail> {
  const order = await findOrder(db, key, 'orderid');
  const [lines, options, latest] = await Promise.all([orderLines(db, order.id), returnOptions(db), latestReturn(db, order.id)]);
  const currency = orderCurrency(order);
  const amounts = lines.map(lineAmounts);
  const subTotal = add(...amounts.map((a) => a.total));
  const shipping = fromGross(order.shipping_minor, order.shipping_tax_rate_bp);
  return {
    id: order.id,
    orderNumber: order.order_number,
    orderDate: new Date(order.order_date).toISOString(),
    currencyCode: currency.code,
    currencySymbol: currency.symbol,
    email: order.email,
    statusLabel: orderStatusName(order.status),
    reasonForReturnId: latest?.reason_for_return_id ?? '',
    requiredActionId: latest?.required_action_id ?? '',
    comment: latest?.comment ?? '',
    faultReason: latest?.fault_reason ?? '',
    uploadFileUrls: latest?.upload_file_urls ?? [],
    status: order.status,
    returnStatus: latest?.status ?? 0,
    shipmentDate: order.shipment_date ? new Date(order.shipment_date).toISOString() : null,
    grandTotal: priceObject(add(subTotal, shipping), currency),
    subTotal: priceObject(subTotal, currency),
    shippingCharge: priceObject(shipping, currency),
    lineItems: lines.map((l, i) => ({
      recordId: l.id,
      productId: l.product_id ?? '',
      productIid: Number(l.product_iid ?? 0),
      stockCode: l.stock_code,
      name: l.name,
      manufacturer: l.brand ?? '',
      subManufacturer: l.sub_brand ?? '',
      slug: l.slug || l.product_id ? productPath(l.slug ?? '', l.product_id ?? '') : '',
      image: l.image ?? '',
      customInfo1: l.custom_info1,
      statusCode: returnLineStatusLabel(l.last_status ?? 0),
      reasonForReturnId: l.last_reason ?? '',
      requiredActionId: l.last_action ?? '',
      comment: l.last_comment ?? '',
      qty: l.qty,
      shippedQty: l.shipped_qty,
      returnQtyRequested: l.requested,
      returnQtyRecd: l.received,
      availableQty: Math.max(0, l.shipped_qty - l.requested),
      status: l.last_status ?? 0,
      price: priceObject(amounts[i].price, currency),
      discountAmt: priceObject(amounts[i].discount, currency),
      totalPrice: priceObject(amounts[i].total, currency),
    })),
    reasonsForReturn: options.reasons,
    requiredActions: options.actions,
  };
}

async function latestReturn(db: Db, orderId: string) {
  const rows = await db.execute<{
    status: number;
    reason_for_return_id: string;
    required_action_id: string;
    comment: string;
    fault_reason: string;
    upload_file_urls: string[];
  }>(sql`
    select status, reason_for_return_id, required_action_id, comment, fault_reason, upload_file_urls
    from returns where order_id = ${orderId} order by iid desc limit 1`);
  return rows.rows[0];
}
