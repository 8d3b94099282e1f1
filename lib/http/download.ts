/**
 * A file answer (a CSV, a quotation's PDF): the service returns its bytes or stream and a file name,
 * and route() passes this Response through instead of wrapping it; failures before it still come in
 * the endpoint's wrapper.
 */
export function download(body: BodyInit, contentType: string, fileName: string): Response {
  return new Response(body, {
    headers: { 'Content-Type': contentType, 'Content-Disposition': `attachment; filename="${fileName}"`, 'Cache-Control': 'no-store' },
  });
}
