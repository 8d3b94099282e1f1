/**
 * The address a request came from, for per-IP rate limits.
 *
 * Next.js fills `X-Forwarded-For` with the socket's address only when the request carries none, and
 * keeps whatever a client sent. So the header is trusted only as far as TRUSTED_PROXY_HOPS says:
 * with N proxies in front that each append the address they received from, the entry N from the
 * right is what the outermost proxy saw. With 0 (the default: clients reach `next start` directly)
 * the rightmost entry is used, which is the socket address unless the client forged the header; a
 * forged header only changes the per-IP key, never the per-account and per-client limits.
 */
export function clientIp(headers: Headers): string {
  const entries = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
  const hops = trustedProxyHops();
  const picked = entries[entries.length - Math.max(hops, 1)] ?? entries[0] ?? '';
  // Only the characters of an IPv4/IPv6 address, bounded: the value becomes a storage key.
  const address = picked.replace(/^::ffff:/i, '').replace(/[^0-9a-fA-F:.]/g, '').slice(0, 64);
  return address || 'unknown';
}

function trustedProxyHops(): number {
  const hops = Number(process.env.TRUSTED_PROXY_HOPS ?? 0);
  return Number.isInteger(hops) && hops >= 0 && hops <= 10 ? hops : 0;
}
