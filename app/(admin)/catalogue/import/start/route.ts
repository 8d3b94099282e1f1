import { NextResponse } from 'next/server';
import { runAction } from '@/lib/actions/run-action';
import { startImport } from '@/lib/api/product-import';
import { withForwardedImportForm } from '../forward';

/** Starts a dry run or an import of the uploaded file with the page's mapping; answers the import id. */
export async function POST(request: Request) {
  const result = await runAction('products', 'write', async () => ({ id: await withForwardedImportForm(request, startImport) }));
  return NextResponse.json(result, { status: result.ok ? 200 : result.status });
}
