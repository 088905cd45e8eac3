import { readFileSync } from 'node:fs';
import { ipv4ToNumber } from './ip-address';

/** The network an address belongs to: its autonomous system number and the organisation that announces it. */
export interface NetworkOwner {
  asn: number;
  organization: string;
}

export const UNKNOWN_NETWORK: NetworkOwner = { asn: 0, organization: '' };

/**
 * IPv4 ranges → ASN from the `@ip-location-db/asn` package (RouteViews + DB-IP + NRO data, CC BY 4.0), held as sorted
 * typed arrays and searched by bisection. IPv6 addresses get no ASN (their file needs 128-bit keys; most sign-ins in the
 * product's market still come over IPv4).
 */
export class AsnDatabase {
  private constructor(
    private readonly starts: Uint32Array,
    private readonly ends: Uint32Array,
    private readonly asns: Uint32Array,
    private readonly names: string[],
  ) {}

  static fromPackage(): AsnDatabase {
    return AsnDatabase.parse(readFileSync(require.resolve('@ip-location-db/asn/asn-ipv4-num.csv'), 'utf8'));
  }

  /** `start,end,asn,organization` lines, numeric addresses, sorted by start (as the package ships them). */
  static parse(csv: string): AsnDatabase {
    const lines = csv.split('\n');
    const starts = new Uint32Array(lines.length);
    const ends = new Uint32Array(lines.length);
    const asns = new Uint32Array(lines.length);
    const names: string[] = new Array(lines.length);
    let n = 0;
    for (const line of lines) {
      const c1 = line.indexOf(',');
      const c2 = line.indexOf(',', c1 + 1);
      const c3 = line.indexOf(',', c2 + 1);
      if (c1 < 0 || c2 < 0 || c3 < 0) continue;
      starts[n] = Number(line.slice(0, c1));
      ends[n] = Number(line.slice(c1 + 1, c2));
      asns[n] = Number(line.slice(c2 + 1, c3));
      let name = line.slice(c3 + 1).trim();
      if (name.startsWith('"') && name.endsWith('"')) name = name.slice(1, -1).replace(/""/g, '"');
      names[n] = name;
      n++;
    }
    return new AsnDatabase(starts.subarray(0, n), ends.subarray(0, n), asns.subarray(0, n), names.slice(0, n));
  }

  lookup(ip: string): NetworkOwner {
    const x = ipv4ToNumber(ip);
    if (x === null) return UNKNOWN_NETWORK;
    let lo = 0;
    let hi = this.starts.length - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >>> 1;
      if (this.starts[mid] <= x) lo = mid + 1;
      else hi = mid - 1;
    }
    return hi >= 0 && this.ends[hi] >= x ? { asn: this.asns[hi], organization: this.names[hi] } : UNKNOWN_NETWORK;
  }
}
