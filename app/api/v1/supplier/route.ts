import { supplierCreateSchema, supplierListQuerySchema, supplierUpdateSchema } from '@/lib/api/schemas/supplier';
import { createSupplier, listSuppliers, updateSupplier } from '@/lib/service/suppliers';
import { ifMatchVersion } from '@/lib/http/versions';
import { route } from '@/lib/http/route';

/** Extension: the paged supplier list the back-office needs (Wrapper A, like the searches). */
export const GET = route({ wrapper: 'A', query: supplierListQuerySchema }, ({ ctx, query }) => listSuppliers(ctx.db, query));

export const POST = route({ wrapper: 'BC', body: supplierCreateSchema }, async ({ ctx, body }) => ({
  recordId: await createSupplier(ctx.db, body, ctx.actor),
  message: 'Supplier created',
}));

export const PUT = route({ wrapper: 'BC', body: supplierUpdateSchema }, async ({ ctx, body, request }) => ({
  recordId: await updateSupplier(ctx.db, body, ifMatchVersion(request), ctx.actor),
  message: 'Supplier updated',
}));
