import { invalid, notFound, ServiceError } from '@/lib/errors';
import type { BasketRow } from './load';

/**
 * The shopper named by the UserId and Email headers. A basket that belongs to a user is not shown to a
 * caller naming another user (404, as if absent); guest baskets and calls without UserId (the
 * back-office) see every basket.
 */
export interface Shopper {
  userId: string | null;
  email: string | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The UserId and Email headers as the HTTP layer read them (empty ones are null). */
export function shopperOf(ctx: { userId: string | null; email: string | null }): Shopper {
  if (ctx.userId && !UUID.test(ctx.userId)) throw invalid(['UserId: must be a Guid'], 'The UserId header is not a Guid');
  return { userId: ctx.userId?.toLowerCase() ?? null, email: ctx.email };
}

export function assertCanSee(basket: BasketRow, shopper: Shopper, field = 'id'): void {
  if (shopper.userId && basket.user_id && basket.user_id !== shopper.userId)
    throw notFound(`Basket ${basket.id} was not found`, [`${field}: no basket has id ${basket.id}`]);
}

export function assertSameUser(userId: string, shopper: Shopper): void {
  if (shopper.userId && shopper.userId !== userId.toLowerCase())
    throw new ServiceError(403, 'FORBIDDEN', 'The UserId header names another user', ['userId: differs from the UserId header']);
}
