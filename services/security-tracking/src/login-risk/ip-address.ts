import { isIPv4, isIPv6 } from 'node:net';

/** An IPv4 address as an unsigned 32-bit number; null for anything else. IPv4-mapped IPv6 (::ffff:1.2.3.4) counts as IPv4. */
export function ipv4ToNumber(ip: string): number | null {
  const v4 = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  if (!isIPv4(v4)) return null;
  const [a, b, c, d] = v4.split('.').map(Number);
  return ((a << 24) >>> 0) + (b << 16) + (c << 8) + d;
}

/** The address without an IPv4-mapped IPv6 prefix, as the databases key it. */
export function normaliseIp(ip: string): string {
  const trimmed = ip.trim();
  return trimmed.startsWith('::ffff:') && isIPv4(trimmed.slice(7)) ? trimmed.slice(7) : trimmed;
}

export const isIp = (ip: string): boolean => isIPv4(normaliseIp(ip)) || isIPv6(ip);

/** An IPv4 CIDR (`a.b.c.d/n`) or single address as an inclusive numeric range; null when not IPv4. */
export function ipv4Range(cidr: string): [number, number] | null {
  const [addr, bitsText] = cidr.trim().split('/');
  const start = ipv4ToNumber(addr);
  if (start === null) return null;
  const bits = bitsText === undefined ? 32 : Number(bitsText);
  if (!Number.isInteger(bits) || bits < 0 || bits > 32) return null;
  const size = 2 ** (32 - bits);
  const base = Math.floor(start / size) * size;
  return [base, base + size - 1];
}

/**
 * The network an address stands for when a new one is news (API keys): an IPv4 address itself; an IPv6 address's /64
 * (`2001:db8:1:2::/64`), the prefix one host keeps while its privacy addresses change within it. Anything else as it is.
 */
export function networkOf(ip: string): string {
  const address = normaliseIp(ip).split('%')[0];
  if (isIPv4(address) || !isIPv6(address)) return address;
  const groups = (part: string) => part.split(':').filter(Boolean).flatMap((g) => (isIPv4(g) ? dottedAsHextets(g) : [g]));
  const [head, tail] = address.split('::');
  const left = groups(head);
  const right = tail === undefined ? [] : groups(tail);
  const full = [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  return `${full.slice(0, 4).map((g) => parseInt(g, 16).toString(16)).join(':')}::/64`;
}

const dottedAsHextets = (v4: string): string[] => {
  const [a, b, c, d] = v4.split('.').map(Number);
  return [((a << 8) + b).toString(16), ((c << 8) + d).toString(16)];
};
