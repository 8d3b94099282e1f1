import { z } from 'zod';
import { ApiError } from '@/lib/api/errors';
import { importErrorsCsv } from '@/lib/api/product-import';
import { can } from '@/lib/auth/roles';
import { currentStaff } from '@/lib/auth/session';

/** GET /catalogue/import/{id}/errors: the service's error CSV of an import, passed through as a download. */
export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  const staff = await currentStaff();
  if (!staff) return new Response('Sign in to download the error report', { status: 401 });
  if (!can(staff.role, 'products', 'read')) return new Response('Your role may not read products', { status: 403 });
  const id = z.uuid().safeParse((await params).id);
  if (!id.success) return new Response('Not an import id', { status: 400 });
  try {
    const csv = await importErrorsCsv(id.data);
    return new Response(csv.body, {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': csv.headers.get('content-disposition') ?? 'attachment; filename="import-errors.csv"',
        'Cache-Control': 'no-store',
      },
    });
  } catch (e) {
    if (e instanceof ApiError && e.status < 500) return new Response(e.message, { status: e.status });
    throw e;
  }
}
