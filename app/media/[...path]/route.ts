import { NextResponse } from 'next/server';
import { placeholderSvg } from '@/lib/media/placeholder';

/**
 * Demo media: the generated catalogue points its images at /media/…; this answers each with a
 * deterministic SVG so pages show pictures without network access. Real deployments serve a CDN.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ path: string[] }> }) {
  const { path } = await params;
  const file = path.join('/');
  if (!/\.svg$/i.test(file)) return new NextResponse('Not found', { status: 404 });
  return new NextResponse(placeholderSvg(file), {
    headers: {
      'Content-Type': 'image/svg+xml; charset=utf-8',
      'Cache-Control': 'public, max-age=31536000, immutable',
    },
  });
}
