import { ORDER_STATUSES, RETURN_LINE_STATUSES, RETURN_STATUSES } from '@/lib/api/schemas/return-status';
import { route } from '@/lib/http/route';

/** Extension: the order, return and return line status tables with the allowed moves. */
export const GET = route({ wrapper: 'D' }, async () => ({
  orderStatuses: ORDER_STATUSES,
  returnStatuses: RETURN_STATUSES,
  returnLineStatuses: RETURN_LINE_STATUSES,
}));
