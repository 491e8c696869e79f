import { BlockList, isIP } from 'node:net';
import { networkInterfaces } from 'node:os';

/**
 * Where a sync may push. SSRF matters: the server makes the request, so a remote on a private, link-local,
 * unique-local, CGNAT, multicast or unspecified address, or on one of the host's own interfaces, is refused,
 * both when the setting is saved and at every push (resolve-target.ts resolves the host once and
 * guarded-http.ts connects to that address only, so DNS rebinding does not get around it).
 * Loopback is allowed only where the server says so (not in production): the tests' Git server is on loopback.
 */
const FORBIDDEN = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const)
  FORBIDDEN.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [
  ['::', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  ['64:ff9b::', 96],
] as const)
  FORBIDDEN.addSubnet(net, prefix, 'ipv6');
const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

export type TargetPolicy = { allowLoopback: boolean };

/** An IPv4-mapped IPv6 address (::ffff:10.0.0.1) is judged as the IPv4 address it carries. */
function plain(address: string): { address: string; family: 'ipv4' | 'ipv6' } {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return { address: mapped[1], family: 'ipv4' };
  return { address, family: isIP(address) === 6 ? 'ipv6' : 'ipv4' };
}

export function isLoopback(address: string): boolean {
  const { address: a, family } = plain(address);
  return LOOPBACK.check(a, family);
}

/** The host's own addresses now (interfaces come and go, so they are read at each check). */
function ownAddresses(): BlockList {
  const own = new BlockList();
  for (const list of Object.values(networkInterfaces()))
    for (const entry of list ?? []) {
      const bare = entry.address.split('%')[0] ?? entry.address;
      own.addAddress(bare, entry.family === 'IPv6' ? 'ipv6' : 'ipv4');
    }
  return own;
}

/** Whether a connection to this resolved address is allowed. */
export function addressAllowed(address: string, policy: TargetPolicy): boolean {
  const { address: a, family } = plain(address);
  if (LOOPBACK.check(a, family)) return policy.allowLoopback;
  return !FORBIDDEN.check(a, family) && !ownAddresses().check(a, family);
}

/**
 * The remote URL as the sync will use it, or undefined when it is not one: https (http only to a loopback host
 * when loopback is allowed), no credentials (the token is sent apart), no query or fragment.
 */
export function parseRemoteUrl(text: string, policy: TargetPolicy): URL | undefined {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return undefined;
  }
  if (url.username || url.password || url.search || url.hash) return undefined;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const loopbackHost = host === 'localhost' || (isIP(host) !== 0 && isLoopback(host));
  if (url.protocol === 'https:') return url;
  if (url.protocol === 'http:' && policy.allowLoopback && loopbackHost) return url;
  return undefined;
}
