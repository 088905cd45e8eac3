import { parseUserAgent, type ParsedUserAgent } from '../login-record/user-agent';
import { AsnDatabase } from './asn-database';
import { GeoIpDatabase, UNKNOWN_PLACE, type GeoLocation } from './geo-ip';
import { isIp } from './ip-address';
import { NetworkLists, type NetworkKind } from './network-lists';

/** Everything known about a sign-in's origin without asking anyone: place, network, anonymiser, device. */
export interface LoginEnrichment extends GeoLocation, NetworkKind, ParsedUserAgent {
  asn: number;
  isp: string;
  organization: string;
}

export interface Enricher {
  enrich(ipAddress: string, userAgent: string): LoginEnrichment;
}

/** Offline enrichment from the shipped databases (geo-IP, ASN) and lists (Tor exits, network kinds, bad ranges). */
export class OfflineEnricher implements Enricher {
  constructor(
    private readonly geo: Pick<GeoIpDatabase, 'lookup'>,
    private readonly asns: Pick<AsnDatabase, 'lookup'>,
    private readonly lists: NetworkLists,
  ) {}

  /** The real databases; loading them takes about a second, once per process. */
  static load(): OfflineEnricher {
    const geo = GeoIpDatabase.fromPackage();
    geo.warm();
    return new OfflineEnricher(geo, AsnDatabase.fromPackage(), NetworkLists.load());
  }

  enrich(ipAddress: string, userAgent: string): LoginEnrichment {
    const valid = isIp(ipAddress);
    const place = valid ? this.geo.lookup(ipAddress) : UNKNOWN_PLACE;
    const network = valid ? this.asns.lookup(ipAddress) : { asn: 0, organization: '' };
    return {
      ...place,
      asn: network.asn,
      // The ASN holder is the best offline answer for both: an ISP announces its own customers' addresses.
      isp: network.organization,
      organization: network.organization,
      ...this.lists.classify(ipAddress, network.asn, network.organization),
      ...parseUserAgent(userAgent),
    };
  }
}
