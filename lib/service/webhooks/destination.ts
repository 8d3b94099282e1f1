import dns from 'node:dns/promises';
import net from 'node:net';

/**
 * Where a webhook may send (docs/webhooks.md, "Safety"): an http or https URL whose host resolves only
 * to public unicast addresses. Loopback, private, shared, link-local and unique-local addresses are
 * refused unless WEBHOOK_ALLOW_PRIVATE_NETWORKS=1 (a receiver inside the same network, the tests'
 * receiver on 127.0.0.1); the cloud metadata endpoints, unspecified, multicast and reserved addresses
 * always are. Checked when a webhook is registered and again before every attempt, whose connection
 * then goes to the address that was checked (./deliver.ts pins it), so a DNS answer that changes in
 * between (rebinding) cannot steer a delivery inside.
 */
const METADATA = new net.BlockList();
METADATA.addAddress('169.254.169.254', 'ipv4');
METADATA.addAddress('fd00:ec2::254', 'ipv6');

const NEVER = new net.BlockList();
NEVER.addSubnet('0.0.0.0', 8, 'ipv4');
NEVER.addSubnet('224.0.0.0', 4, 'ipv4');
NEVER.addSubnet('240.0.0.0', 4, 'ipv4');
NEVER.addAddress('::', 'ipv6');
NEVER.addSubnet('ff00::', 8, 'ipv6');

const PRIVATE = new net.BlockList();
PRIVATE.addSubnet('127.0.0.0', 8, 'ipv4');
PRIVATE.addSubnet('10.0.0.0', 8, 'ipv4');
PRIVATE.addSubnet('172.16.0.0', 12, 'ipv4');
PRIVATE.addSubnet('192.168.0.0', 16, 'ipv4');
PRIVATE.addSubnet('100.64.0.0', 10, 'ipv4');
PRIVATE.addSubnet('169.254.0.0', 16, 'ipv4');
PRIVATE.addSubnet('198.18.0.0', 15, 'ipv4');
PRIVATE.addAddress('::1', 'ipv6');
PRIVATE.addSubnet('fe80::', 10, 'ipv6');
PRIVATE.addSubnet('fc00::', 7, 'ipv6');
// NAT64: an IPv4 address (a private one too) reached through a translator.
PRIVATE.addSubnet('64:ff9b::', 96, 'ipv6');

const LOOKUP_TIMEOUT_MS = 5000;

export const privateNetworksAllowed = () => process.env.WEBHOOK_ALLOW_PRIVATE_NETWORKS === '1';

/** What an address is when it may not receive deliveries, or null when it may. BlockList also matches IPv4-mapped IPv6 (::ffff:10.0.0.1). */
export function refusedAddress(address: string): string | null {
  const type = net.isIP(address) === 6 ? 'ipv6' : 'ipv4';
  if (METADATA.check(address, type)) return 'a cloud metadata address';
  if (NEVER.check(address, type)) return 'not a unicast address';
  if (PRIVATE.check(address, type) && !privateNetworksAllowed())
    return 'a loopback, private or link-local address (WEBHOOK_ALLOW_PRIVATE_NETWORKS=1 allows them)';
  return null;
}

/** The URL's form: http or https, a host, no user name or password in it. Null when fine. */
export function urlFormProblem(raw: string): string | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'must be an absolute http or https URL';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'must be an http or https URL';
  if (url.username || url.password)
    return 'must not carry a user name or password (send credentials in a custom header)';
  if (!url.hostname) return 'must name a host';
  return null;
}

export type Resolved = { ok: true; url: URL; address: string; family: 4 | 6 } | { ok: false; reason: string };

/** The URL checked, its host resolved (every address must be allowed) and the first address to connect to. */
export async function resolveDestination(raw: string): Promise<Resolved> {
  const problem = urlFormProblem(raw);
  if (problem) return { ok: false, reason: problem };
  const url = new URL(raw);
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  let addresses: { address: string; family: number }[];
  if (net.isIP(host)) addresses = [{ address: host, family: net.isIP(host) }];
  else {
    try {
      addresses = await withTimeout(dns.lookup(host, { all: true, verbatim: true }), LOOKUP_TIMEOUT_MS);
    } catch (e) {
      return {
        ok: false,
        reason: `the host ${host} does not resolve (${(e as NodeJS.ErrnoException).code ?? (e as Error).message})`,
      };
    }
  }
  if (addresses.length === 0) return { ok: false, reason: `the host ${host} does not resolve` };
  for (const a of addresses) {
    const refused = refusedAddress(a.address);
    if (refused)
      return {
        ok: false,
        reason:
          host === a.address
            ? `refused: ${host} is ${refused}`
            : `refused: ${host} resolves to ${a.address}, ${refused}`,
      };
  }
  return { ok: true, url, address: addresses[0].address, family: addresses[0].family === 6 ? 6 : 4 };
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(Object.assign(new Error('lookup timed out'), { code: 'ETIMEOUT' })), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
