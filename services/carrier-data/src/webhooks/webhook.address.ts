import { BlockList, isIP } from 'node:net';

/**
 * Where LogiScope may deliver a webhook: public unicast internet addresses only. A receiver URL is chosen by a
 * customer, so without this rule a delivery could reach the server's own network (a database, a cloud metadata
 * service that hands out credentials). Every range below is refused; IPv4-mapped IPv6 (::ffff:10.0.0.1) is judged as
 * the IPv4 address it carries, and NAT64 / 6to4 / Teredo forms, which can wrap any IPv4 address, are refused whole.
 */
const REFUSED_V4: [string, number][] = [
  ['0.0.0.0', 8], // "this network", unspecified
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, cloud metadata (169.254.169.254)
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay anycast
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
];

const REFUSED_V6: [string, number][] = [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['::', 96], // IPv4-compatible (deprecated)
  ['::ffff:0:0', 96], // IPv4-mapped: judged as IPv4 above; a form not read there is refused rather than let through
  ['::ffff:0:0:0', 96], // IPv4-translated
  ['64:ff9b::', 96], // NAT64
  ['64:ff9b:1::', 48], // local-use NAT64
  ['100::', 64], // discard
  ['2001::', 32], // Teredo
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4
  ['fc00::', 7], // unique local (the EC2 metadata service's fd00:ec2::254 among them)
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
];

// One list per family: a BlockList checks an IPv4 address against IPv6 rules too (as ::ffff:a.b.c.d).
const refusedV4 = new BlockList();
for (const [net, prefix] of REFUSED_V4) refusedV4.addSubnet(net, prefix, 'ipv4');
const refusedV6 = new BlockList();
for (const [net, prefix] of REFUSED_V6) refusedV6.addSubnet(net, prefix, 'ipv6');

const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

/** The IPv4 address an IPv4-mapped IPv6 address carries (::ffff:a.b.c.d or ::ffff:xxxx:yyyy), else null. */
export function mappedIPv4(address: string): string | null {
  const m = /^(?:0{0,4}:){0,5}:?ffff:(.+)$/i.exec(address.replace(/^\[|\]$/g, ''));
  if (!m || isIP(address.replace(/^\[|\]$/g, '')) !== 6) return null;
  const tail = m[1]!;
  if (isIP(tail) === 4) return tail;
  const hex = /^([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(tail);
  if (!hex) return null;
  const hi = parseInt(hex[1]!, 16);
  const lo = parseInt(hex[2]!, 16);
  return `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;
}

export interface AddressPolicy {
  /** WEBHOOK_ALLOW_LOOPBACK: 127.0.0.0/8 and ::1 become deliverable (tests, a receiver on the same machine). Nothing else does. */
  allowLoopback: boolean;
}

/** May a delivery connect to this IP address? false for anything not an IP address. */
export function isDeliverableAddress(address: string, policy: AddressPolicy): boolean {
  const bare = address.replace(/^\[|\]$/g, '');
  const family = isIP(bare);
  if (family === 0) return false;
  const v4 = family === 4 ? bare : mappedIPv4(bare);
  if (v4 !== null) return (policy.allowLoopback && loopback.check(v4, 'ipv4')) || !refusedV4.check(v4, 'ipv4');
  return (policy.allowLoopback && loopback.check(bare, 'ipv6')) || !refusedV6.check(bare, 'ipv6');
}

/** Is this an address of the loopback interface (the one exception WEBHOOK_ALLOW_LOOPBACK makes, plain http included)? */
export function isLoopbackAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '');
  const family = isIP(bare);
  if (family === 0) return false;
  const v4 = family === 4 ? bare : mappedIPv4(bare);
  return v4 !== null ? loopback.check(v4, 'ipv4') : loopback.check(bare, 'ipv6');
}

export type UrlRefusal = 'HTTPS_REQUIRED' | 'ADDRESS_NOT_ALLOWED';

/**
 * What registration can judge of a URL before any lookup: https, or plain http to a loopback address when loopback is
 * allowed; an address written in the URL must be deliverable. A host name is judged at every delivery, on the addresses
 * it then resolves to (DNS can change between registration and delivery).
 */
export function urlRefusal(raw: string, policy: AddressPolicy): UrlRefusal | null {
  const url = new URL(raw);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const literal = isIP(host) !== 0;
  if (literal && !isDeliverableAddress(host, policy)) return 'ADDRESS_NOT_ALLOWED';
  if (url.protocol === 'https:') return null;
  return policy.allowLoopback && literal && isLoopbackAddress(host) ? null : 'HTTPS_REQUIRED';
}
