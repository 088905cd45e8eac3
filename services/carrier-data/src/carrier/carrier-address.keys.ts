/**
 * Street addresses in one spelling, and the key two carriers share when they sit at the same address (shared-identifier
 * detection, findSharing). Idempotent: a key normalised again is the same key.
 */
import type { Address } from './carrier.model';
import { COMBINING_MARKS_RE, normaliseName, stripPunctuation } from './carrier-names.normalise';

const STREET_WORDS = new Map<string, string>(
  Object.entries({
    STREET: 'ST', STR: 'ST', AVENUE: 'AVE', AV: 'AVE', AVEN: 'AVE', AVN: 'AVE', ROAD: 'RD', DRIVE: 'DR', DRV: 'DR',
    BOULEVARD: 'BLVD', BOUL: 'BLVD', BLV: 'BLVD', LANE: 'LN', HIGHWAY: 'HWY', HIWAY: 'HWY', PARKWAY: 'PKWY', PKY: 'PKWY',
    COURT: 'CT', PLACE: 'PL', CIRCLE: 'CIR', TERRACE: 'TER', TRAIL: 'TRL', SQUARE: 'SQ', EXPRESSWAY: 'EXPY', FREEWAY: 'FWY',
    TURNPIKE: 'TPKE', CENTER: 'CTR', CENTRE: 'CTR', ROUTE: 'RTE', RT: 'RTE', MOUNT: 'MT', FORT: 'FT', SAINT: 'ST',
    NORTH: 'N', SOUTH: 'S', EAST: 'E', WEST: 'W', NORTHEAST: 'NE', NORTHWEST: 'NW', SOUTHEAST: 'SE', SOUTHWEST: 'SW',
    SUITE: 'STE', UNIT: 'STE', APT: 'STE', APARTMENT: 'STE', ROOM: 'STE', RM: 'STE',
    FLOOR: 'FL', FLR: 'FL', BUILDING: 'BLDG', BLD: 'BLDG',
  }),
);
const PLAIN_RE = /^[A-Z0-9 ]*$/;
const PO_BOX_RE = / (?:P ?O|POST OFFICE|POST) ?BOX /g;

/**
 * A street line in one spelling: 123 Main Street, Suite #200 → 123 MAIN ST STE 200; P.O. Box 55 → PO BOX 55.
 * Suite numbers are kept (two suites in one building are two offices).
 */
export function normaliseStreet(street: string): string {
  if (!street) return '';
  let s = street;
  // Upper-case letters, digits and spaces (most FMCSA rows) skip the Unicode and punctuation passes.
  if (!PLAIN_RE.test(s)) s = stripPunctuation(s.normalize('NFKD').replace(COMBINING_MARKS_RE, '').toUpperCase().replace(/#/g, ' STE ').replace(/&/g, ' AND '));
  if (s.includes('BOX')) s = ` ${s.replace(/\s+/g, ' ')} `.replace(PO_BOX_RE, ' PO BOX ').replace(/ POBOX /g, ' PO BOX ');
  let out = '';
  let last = '';
  for (const w of s.split(' ')) {
    if (!w) continue;
    const mapped = STREET_WORDS.get(w) ?? w;
    // "SUITE #200" and "STE. 200" both end as STE 200.
    if (mapped === 'STE' && last === 'STE') continue;
    out = out ? `${out} ${mapped}` : mapped;
    last = mapped;
  }
  return out;
}

/** Five-digit ZIP when the code is a US one; other postal codes upper-cased without spaces. */
function normaliseZip(zip: string): string {
  const z = (zip ?? '').toUpperCase().replace(/[^A-Z0-9]/g, '');
  return /^\d{5}(\d{4})?$/.test(z) ? z.slice(0, 5) : z;
}

/**
 * The key two carriers share when they sit at the same street address: normalised street, state and ZIP
 * (the city when there is no ZIP; city spellings vary more than ZIP codes). '' when there is no street.
 */
export function addressKey(address: Pick<Address, 'street' | 'city' | 'state' | 'zip'>): string {
  const street = normaliseStreet(address.street);
  if (!street) return '';
  const state = (address.state ?? '').trim().toUpperCase();
  const zip = normaliseZip(address.zip);
  return `${street}|${state}|${zip || normaliseName(address.city)}`;
}

/**
 * An address value as a caller may pass it to findSharing: an addressKey (contains '|'), or one line
 * "123 Main St, Suite 200, Springfield, IL 62701" (street, [more street,] city, state ZIP).
 */
export function addressKeyFromText(value: string): string {
  const text = (value ?? '').trim();
  if (!text) return '';
  if (text.includes('|')) {
    // Normalising a key gives the same key back.
    const [street = '', state = '', place = ''] = text.split('|');
    const s = normaliseStreet(street);
    if (!s) return '';
    return `${s}|${state.trim().toUpperCase()}|${/\d/.test(place) ? normaliseZip(place) : normaliseName(place)}`;
  }
  const parts = text.split(',').map((p) => p.trim()).filter(Boolean);
  const last = parts[parts.length - 1] ?? '';
  const m = /^([A-Za-z]{2})\s+([\dA-Za-z][\dA-Za-z -]{2,9})$/.exec(last);
  if (m && parts.length >= 3) {
    return addressKey({ street: parts.slice(0, -2).join(' '), city: parts[parts.length - 2], state: m[1], zip: m[2] });
  }
  const cityState = /^(.*?)\s+([A-Za-z]{2})\s+(\d{5}(?:-\d{4})?)$/.exec(last);
  if (cityState && parts.length >= 2) {
    return addressKey({ street: parts.slice(0, -1).join(' '), city: cityState[1], state: cityState[2], zip: cityState[3] });
  }
  return '';
}
