import { NextResponse } from 'next/server';
import { runAction } from '@/lib/actions/run-action';
import { previewImport } from '@/lib/api/product-import';
import { withForwardedImportForm } from '../forward';

/**
 * The import page's upload (a route handler: a server action's body is capped at a few MB, a
 * supplier file is not). Session and role checks of a server action; the file goes on to the service.
 */
export async function POST(request: Request) {
  const result = await runAction('products', 'write', async () => withForwardedImportForm(request, previewImport));
  return NextResponse.json(result, { status: result.ok ? 200 : result.status });
}
