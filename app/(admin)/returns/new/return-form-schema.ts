import { z } from 'zod';
import type { ReturnCreate } from '@/lib/api/schemas/returns';

/**
 * The "New return" form: one row per order line (ticked to return it) and the return's own fields.
 * Quantities stay text in the form; `returnFormSchema(available)` checks each ticked line against
 * what its order line can still return, and `toReturnCreate` builds the service's body, which the
 * service validates again (it refuses more than can be returned, e.g. when a return was made meanwhile).
 */
export const returnLineValuesSchema = z.object({
  recordId: z.string(),
  selected: z.boolean(),
  qty: z.string(),
  reasonForReturnId: z.string(),
  requiredActionId: z.string(),
  comment: z.string().max(1000, 'must be at most 1000 characters'),
});

const baseSchema = z.object({
  orderId: z.string().min(1),
  lines: z.array(returnLineValuesSchema),
  comment: z.string().max(2000, 'must be at most 2000 characters'),
  faultReason: z.string().max(1000, 'must be at most 1000 characters'),
});
export type ReturnFormValues = z.infer<typeof baseSchema>;

/** The form's rules; `available[i]` is what line i can still return (omit on the server: the service checks). */
export function returnFormSchema(available?: number[]) {
  return baseSchema.superRefine((v, ctx) => {
    const selected = v.lines.filter((l) => l.selected);
    if (selected.length === 0)
      ctx.addIssue({ code: 'custom', path: ['lines'], message: 'Choose at least one line to return' });
    v.lines.forEach((l, i) => {
      if (!l.selected) return;
      const qty = Number(l.qty);
      const max = available?.[i];
      if (!/^\s*\d+\s*$/.test(l.qty) || qty < 1)
        ctx.addIssue({
          code: 'custom',
          path: ['lines', i, 'qty'],
          message: 'must be a whole number of at least 1',
        });
      else if (max !== undefined && qty > max)
        ctx.addIssue({
          code: 'custom',
          path: ['lines', i, 'qty'],
          message: `at most ${max} can be returned`,
        });
      if (!l.reasonForReturnId)
        ctx.addIssue({ code: 'custom', path: ['lines', i, 'reasonForReturnId'], message: 'is required' });
    });
  });
}

/** The service's body, and for each of its lineItems the index of the form line it came from. */
export function toReturnCreate(v: ReturnFormValues): { body: ReturnCreate; lineIndexes: number[] } {
  const lineIndexes = v.lines.flatMap((l, i) => (l.selected ? [i] : []));
  const optional = (s: string) => (s.trim() ? s.trim() : undefined);
  return {
    lineIndexes,
    body: {
      orderId: v.orderId,
      comment: optional(v.comment),
      faultReason: optional(v.faultReason),
      lineItems: lineIndexes.map((i) => {
        const l = v.lines[i];
        return {
          recordId: l.recordId,
          returnQtyRequested: Number(l.qty),
          reasonForReturnId: l.reasonForReturnId,
          requiredActionId: optional(l.requiredActionId),
          comment: optional(l.comment),
        };
      }),
    },
  };
}

const LINE_FIELDS: Record<string, string> = {
  returnQtyRequested: 'qty',
  reasonForReturnId: 'reasonForReturnId',
  requiredActionId: 'requiredActionId',
  comment: 'comment',
};

/**
 * The service names fields of its body (`lineItems.0.returnQtyRequested`); the form's fields are
 * `lines.<form line>.qty`. Unknown paths are kept as they are.
 */
export function formPathOf(servicePath: string, lineIndexes: number[]): string {
  const line = /^lineItems\.(\d+)(?:\.(\w+))?$/.exec(servicePath);
  if (line) {
    const formLine = lineIndexes[Number(line[1])];
    if (formLine === undefined) return servicePath;
    return `lines.${formLine}.${LINE_FIELDS[line[2] ?? ''] ?? 'qty'}`;
  }
  return servicePath;
}
