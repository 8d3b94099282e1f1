
/** The readable API reference lives at /docs; /api/docs points there. */
export function GET(request: Request) {
  return Response.redirect(new URL('/docs', request.url), 308);
}
