import Papa from 'papaparse';
import { type NextRequest } from 'next/server';
import { ApiError } from '@/lib/api/errors';
import { searchAllProducts } from '@/lib/api/products';
import { can } from '@/lib/auth/roles';
import { currentStaff } from '@/lib/auth/session';
import { log } from '@/lib/log';
import { translationLocales } from '@/lib/api/locales';
import { CSV_FIELDS, productGridState, translationFields } from '../grid-model';
import { xlsxStream } from './xlsx';

/** Rows fetched from the service per call while exporting. */
const EXPORT_PAGE_SIZE = 1000;

/**
 * GET /catalogue/products/export?<grid params>[&format=xlsx]: every product matching the grid's
 * filters (not only the page shown), in the grid's sort, as a CSV (default) or Excel download. Staff
 * who may read products only.
 */
export async function GET(request: NextRequest) {
  const staff = await currentStaff();
  if (!staff) return new Response('Sign in to export products', { status: 401 });
  if (!can(staff.role, 'products', 'read'))
    return new Response('Your role may not read products', { status: 403 });

  const params = new URLSearchParams(request.nextUrl.searchParams);
  const format = params.get('format') === 'xlsx' ? 'xlsx' : 'csv';
  params.delete('format');
  const { grid, filters } = productGridState(params);
  const sort = { sortBy: grid.sort, sortOrder: grid.sort ? grid.order : null };
  const encoder = new TextEncoder();
  // Each enabled language but the default: its name, short description and slug, headed as the import
  // reads them back (`Name [fr-FR]`, docs/import.md).
  const locales = await translationLocales();
  const fields = [...CSV_FIELDS, ...translationFields(locales.map((l) => l.culture))];
  const header = fields.map((f) => f.header);
  const pages = searchAllProducts(locales.length ? { ...filters, withTranslations: true } : filters, sort, EXPORT_PAGE_SIZE);

  // The first page is read before answering, so a bad filter is an error status, not a broken file.
  let first: IteratorResult<Awaited<ReturnType<typeof pages.next>>['value']>;
  try {
    first = await pages.next();
  } catch (e) {
    if (e instanceof ApiError && e.status < 500) return new Response(e.message, { status: e.status });
    throw e;
  }
  const csvOf = (rows: { rows: Parameters<(typeof CSV_FIELDS)[number]['value']>[0][] }) =>
    Papa.unparse(
      rows.rows.map((p) => fields.map((f) => f.value(p))),
      // A cell starting with = + - @ is prefixed with ' so a spreadsheet shows it instead of running it.
      { header: false, newline: '\r\n', escapeFormulae: true },
    );

  const stamp = new Date().toISOString().slice(0, 16).replace(/[-:T]/g, '');
  if (format === 'xlsx') {
    type Item = Parameters<(typeof CSV_FIELDS)[number]['value']>[0];
    const cells = (rows: Item[]) => rows.map((p) => fields.map((f) => f.value(p)));
    const rowsOf = async function* () {
      if (!first.done && first.value) yield cells(first.value.rows);
      for await (const page of pages) yield cells(page.rows);
    };
    const book = xlsxStream(header, rowsOf(), (e) => log.error({ err: e }, 'product export (xlsx) failed'));
    return new Response(book, {
      headers: {
        'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        'Content-Disposition': `attachment; filename="products-${stamp}.xlsx"`,
        'Cache-Control': 'no-store',
      },
    });
  }
  const stream = new ReadableStream<Uint8Array>({
    async start(controller) {
      try {
        controller.enqueue(encoder.encode(`\uFEFF${Papa.unparse([header], { newline: '\r\n' })}\r\n`));
        if (!first.done && first.value && first.value.rows.length)
          controller.enqueue(encoder.encode(`${csvOf(first.value)}\r\n`));
        for await (const page of pages)
          if (page.rows.length) controller.enqueue(encoder.encode(`${csvOf(page)}\r\n`));
        controller.close();
      } catch (e) {
        controller.error(e);
      }
    },
  });
  return new Response(stream, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="products-${stamp}.csv"`,
      'Cache-Control': 'no-store',
    },
  });
}
