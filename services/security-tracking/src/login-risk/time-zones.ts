import { readFileSync } from 'node:fs';
import { join } from 'node:path';

interface Zone {
  name: string;
  lat: number;
  lon: number;
}

let zonesByCountry: Map<string, Zone[]> | undefined;

/** ISO 6709 ±DDMM[SS]±DDDMM[SS] → degrees. */
function coordinate(text: string, degreeDigits: number): number {
  const sign = text[0] === '-' ? -1 : 1;
  const digits = text.slice(1);
  const deg = Number(digits.slice(0, degreeDigits));
  const min = Number(digits.slice(degreeDigits, degreeDigits + 2));
  const sec = Number(digits.slice(degreeDigits + 2) || 0);
  return sign * (deg + min / 60 + sec / 3600);
}

/** tzdata's zone.tab (public domain), shipped in data/: country code, coordinates and IANA name of each zone. */
export function parseZoneTab(text: string): Map<string, Zone[]> {
  const byCountry = new Map<string, Zone[]>();
  for (const line of text.split('\n')) {
    if (!line || line.startsWith('#')) continue;
    const [country, coords, name] = line.split('\t');
    const m = /^([+-]\d+)([+-]\d+)$/.exec(coords ?? '');
    if (!country || !name || !m) continue;
    const zone = { name, lat: coordinate(m[1], 2), lon: coordinate(m[2], 3) };
    byCountry.set(country, [...(byCountry.get(country) ?? []), zone]);
  }
  return byCountry;
}

/** The IANA time zone of the country's zone nearest to the point (the only one, for most countries); '' when unknown. */
export function nearestTimeZone(countryCode: string, lat: number, lon: number, zones = loadZones()): string {
  const candidates = zones.get(countryCode) ?? [];
  let best = '';
  let bestDistance = Infinity;
  for (const z of candidates) {
    const d = (z.lat - lat) ** 2 + ((z.lon - lon) * Math.cos((lat * Math.PI) / 180)) ** 2;
    if (d < bestDistance) {
      bestDistance = d;
      best = z.name;
    }
  }
  return best;
}

function loadZones(): Map<string, Zone[]> {
  return (zonesByCountry ??= parseZoneTab(readFileSync(join(__dirname, '..', '..', 'data', 'zone.tab'), 'utf8')));
}
