import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ipv4Range, ipv4ToNumber, normaliseIp } from './ip-address';

/** What the shipped lists (data/*.txt) say about a network: anonymising services and ranges known for abuse. */
export interface NetworkKind {
  isTor: boolean;
  isVpn: boolean;
  isProxy: boolean;
  isHosting: boolean;
  isKnownBad: boolean;
}

export const DATA_DIR = join(__dirname, '..', '..', 'data');

/** Lines of a list file without comments (`# ...`) and blanks. */
export function listLines(text: string): string[] {
  return text
    .split('\n')
    .map((l) => l.replace(/#.*/, '').trim())
    .filter(Boolean);
}

/** Tor's exit list format (`ExitAddress <ip> <date>` lines, as check.torproject.org publishes it) or one address a line. */
export function parseTorExitList(text: string): string[] {
  const addresses = new Set<string>();
  for (const line of listLines(text)) {
    const parts = line.split(/\s+/);
    const ip = parts[0] === 'ExitAddress' ? parts[1] : parts.length === 1 ? parts[0] : '';
    if (ip && (ipv4ToNumber(ip) !== null || ip.includes(':'))) addresses.add(normaliseIp(ip));
  }
  return [...addresses];
}

/** `<asn> <KIND> <name>` lines: KIND is HOSTING, VPN or PROXY. */
function parseAsnKinds(text: string): Map<number, Set<string>> {
  const kinds = new Map<number, Set<string>>();
  for (const line of listLines(text)) {
    const [asnText, kind] = line.split(/\s+/);
    const asn = Number(asnText.replace(/^AS/i, ''));
    if (!Number.isInteger(asn) || !kind) continue;
    kinds.set(asn, (kinds.get(asn) ?? new Set()).add(kind.toUpperCase()));
  }
  return kinds;
}

const VPN_NAME = /\b(vpn|nordvpn|expressvpn|surfshark|mullvad|proton ?ag|private internet access|windscribe|cyberghost|ipvanish)\b/i;
const PROXY_NAME = /\bproxy\b/i;

export class NetworkLists {
  private constructor(
    private readonly tor: Set<string>,
    private readonly asnKinds: Map<number, Set<string>>,
    private readonly badRanges: [number, number][],
  ) {}

  static parse(files: { torExits: string; asnKinds: string; knownBadRanges: string }): NetworkLists {
    const ranges = listLines(files.knownBadRanges).flatMap((cidr) => {
      const r = ipv4Range(cidr);
      return r ? [r] : [];
    });
    return new NetworkLists(new Set(parseTorExitList(files.torExits)), parseAsnKinds(files.asnKinds), ranges);
  }

  static load(dir = DATA_DIR): NetworkLists {
    const read = (f: string) => readFileSync(join(dir, f), 'utf8');
    return NetworkLists.parse({ torExits: read('tor-exit-addresses.txt'), asnKinds: read('asn-kinds.txt'), knownBadRanges: read('known-bad-ranges.txt') });
  }

  get torExitCount(): number {
    return this.tor.size;
  }

  classify(ip: string, asn: number, organization: string): NetworkKind {
    const kinds = this.asnKinds.get(asn);
    const x = ipv4ToNumber(ip);
    return {
      isTor: this.tor.has(normaliseIp(ip)),
      isVpn: Boolean(kinds?.has('VPN')) || VPN_NAME.test(organization),
      isProxy: Boolean(kinds?.has('PROXY')) || PROXY_NAME.test(organization),
      isHosting: Boolean(kinds?.has('HOSTING')),
      isKnownBad: x !== null && this.badRanges.some(([lo, hi]) => x >= lo && x <= hi),
    };
  }
}
