/**
 * The address a request came from, for per-address rate limits.
 *
 * Decided once, at the server's door (lib/http/service-url-shape.ts), from the socket and
 * TRUSTED_PROXY_HOPS, and handed on in CLIENT_ADDRESS_HEADER, which only the door may set:
 * - 0 (the default: clients connect directly): the socket's address. An `X-Forwarded-For` the client
 *   sent is ignored, so nobody picks the key their failures are counted under.
 * - N proxies in front, each appending the address it received from: the entry N from the right of
 *   `X-Forwarded-For` as it reached the socket, which is what the outermost proxy saw.
 */
export const CLIENT_ADDRESS_HEADER = 'x-catalogue-client-address';

export function clientIp(headers: Headers): string {
  return headers.get(CLIENT_ADDRESS_HEADER) || 'unknown';
}

/** The door's verdict: the client's address from the socket and the forwarded-for chain. */
export function resolveClientAddress(socketAddress: string | undefined, forwardedFor: string | string[] | undefined): string {
  const hops = trustedProxyHops();
  if (hops > 0) {
    const entries = [forwardedFor ?? '']
      .flat()
      .join(',')
      .split(',')
      .map((e) => e.trim())
      .filter(Boolean);
    // Fewer entries than proxies: a proxy in the chain did not append; the leftmost is the best guess.
    const picked = entries[entries.length - hops] ?? entries[0];
    if (picked) return normalised(picked);
  }
  return normalised(socketAddress ?? '');
}

function normalised(address: string): string {
  // Only the characters of an IPv4/IPv6 address, bounded: the value becomes a storage key.
  const clean = address.replace(/^::ffff:/i, '').replace(/[^0-9a-fA-F:.]/g, '').slice(0, 64);
  return clean || 'unknown';
}

let hopsSetting: number | undefined;

/** Read once: every request asks, and the environment does not change while the process lives. */
function trustedProxyHops(): number {
  if (hopsSetting === undefined) {
    const hops = Number(process.env.TRUSTED_PROXY_HOPS ?? 0);
    hopsSetting = Number.isInteger(hops) && hops >= 0 && hops <= 10 ? hops : 0;
  }
  return hopsSetting;
}
