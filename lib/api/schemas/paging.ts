import { z } from 'zod';

export const MAX_PAGE_SIZE = 1000;
export const MAX_PAGE = 1_000_000;

const intParam = (name: string, min: number, max: number, fallback: number) =>
  z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v === '') return fallback;
      if (!/^-?\d+$/.test(v.trim())) {
        ctx.addIssue({ code: 'custom', message: `must be a whole number` });
        return z.NEVER;
      }
      const n = Number(v);
      if (n < min || n > max) {
        ctx.addIssue({ code: 'custom', message: `must be between ${min} and ${max}` });
        return z.NEVER;
      }
      return n;
    })
    .meta({ description: `${name}, ${min}–${max}, default ${fallback}` });

/** v1 paging query: `page` default 1, `pagesize` default 10 (spec § Limits); at most 1000 a page. */
export const pagingQuerySchema = z.object({
  page: intParam('page', 1, MAX_PAGE, 1),
  pagesize: intParam('pagesize', 1, MAX_PAGE_SIZE, 10),
});
export type Paging = z.output<typeof pagingQuerySchema>;
