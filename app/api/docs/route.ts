import { NextResponse, type NextRequest } from 'next/server';

/** The readable API reference lives at /docs; /api/docs points there. */
export function GET(request: NextRequest) {
  return NextResponse.redirect(new URL('/docs', request.url), 308);
}
