import { NextResponse } from 'next/server';
import { z } from 'zod';
import { runAction } from '@/lib/actions/run-action';
import { downloadQuotationPdf } from '@/lib/api/b2b-quotes';

/**
 * The quotation's PDF for a signed-in person: the same session and role checks as an action, then the
 * service's file passed through (the browser never holds the service's token).
 */
export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  const result = await runAction('quotations', 'read', async () => {
    const res = await downloadQuotationPdf(z.uuid().parse((await params).id));
    return { status: res.status, type: res.headers.get('content-type') ?? '', disposition: res.headers.get('content-disposition') ?? '', body: await res.arrayBuffer() };
  });
  if (!result.ok) return NextResponse.json(result, { status: result.status });
  const { status, type, disposition, body } = result.data;
  return new NextResponse(body, { status, headers: { 'Content-Type': type, ...(disposition && { 'Content-Disposition': disposition }), 'Cache-Control': 'no-store' } });
}
