/**
 * The store bench's carriers: a small deterministic generator (same seed, same records), streamed in batches so that a
 * run never holds more than one batch (what they look like: store.bench.ts).
 */
import type { CarrierRecord, InsurancePolicy } from '../src/carrier/carrier.model';

/** xorshift32 seeded per record: record i is the same whatever batch it is generated in. */
export function rng(seed: number): () => number {
  let s = (seed ^ 0x9e3779b9) >>> 0 || 1;
  for (let k = 0; k < 3; k++) {
    s ^= s << 13;
    s >>>= 0;
    s ^= s >>> 17;
    s ^= s << 5;
    s >>>= 0;
  }
  return () => {
    s ^= s << 13;
    s >>>= 0;
    s ^= s >>> 17;
    s ^= s << 5;
    s >>>= 0;
    return s / 4294967296;
  };
}

const SYLLABLES = 'BA BE BI BO BU CA CO DA DE DI DO DU FA FE FO GA GE GO HA HE HO JA JO KA KE KI KO LA LE LI LO LU MA ME MI MO NA NE NI NO PA PE PO RA RE RI RO RU SA SE SI SO TA TE TI TO TU VA VE VI ZA ZO AL AN AR ER EL EN IN ON OR US'.split(' ');
const ENDINGS = ['', '', 'N', 'R', 'S', 'Z', 'EZ', 'SON', 'TON', 'LEY', 'ER', 'AN', 'INI', 'OV', 'SKI'];

function makeVocabulary(size: number, seed: number): string[] {
  const r = rng(seed);
  const seen = new Set<string>();
  const out: string[] = [];
  // Real words first so the head of the Zipf distribution looks like FMCSA names.
  for (const w of 'EAGLE STAR EXPRESS BLUE GOLDEN AMERICAN NATIONAL UNITED PRIME ROYAL EMPIRE LIBERTY SUMMIT PREMIER ELITE LONE VALLEY RIVER MOUNTAIN SOUTHERN WESTERN NORTHERN EASTERN PACIFIC ATLANTIC MIDWEST COASTAL TRIPLE DOUBLE RED BLACK WHITE SILVER DIAMOND FALCON HAWK LION TIGER BEAR WOLF PHOENIX THUNDER ROCKY SUNSHINE OCEAN PIONEER FRONTIER HERITAGE LEGACY ALLIANCE GLOBAL RAPID SWIFT FAST RELIABLE SAFE QUALITY SMITH JOHNSON WILLIAMS BROWN JONES GARCIA MILLER DAVIS RODRIGUEZ MARTINEZ HERNANDEZ LOPEZ GONZALEZ WILSON ANDERSON THOMAS TAYLOR MOORE JACKSON MARTIN LEE PEREZ THOMPSON WHITE HARRIS SANCHEZ CLARK RAMIREZ LEWIS ROBINSON WALKER YOUNG ALLEN KING WRIGHT SCOTT TORRES NGUYEN HILL FLORES GREEN ADAMS NELSON BAKER HALL RIVERA CAMPBELL MITCHELL CARTER ROBERTS SINGH PATEL KAUR KHAN ALI'.split(' ')) {
    if (!seen.has(w)) {
      seen.add(w);
      out.push(w);
    }
  }
  while (out.length < size) {
    const n = 2 + Math.floor(r() * 2);
    let w = '';
    for (let k = 0; k < n; k++) w += SYLLABLES[Math.floor(r() * SYLLABLES.length)];
    w += ENDINGS[Math.floor(r() * ENDINGS.length)];
    if (w.length >= 3 && !seen.has(w)) {
      seen.add(w);
      out.push(w);
    }
  }
  return out;
}

const VOCAB = makeVocabulary(60_000, 7);
const CITIES = makeVocabulary(2_500, 11).slice(120).map((w, i) => (i % 5 === 0 ? `${w} CITY` : i % 7 === 0 ? `PORT ${w}` : w));
const FIRST = 'JOSE JUAN LUIS CARLOS JESUS MIGUEL JOHN MICHAEL DAVID JAMES ROBERT WILLIAM RICHARD JOSEPH CHARLES THOMAS DANIEL MARK PAUL STEVEN ANDREW KEVIN BRIAN GEORGE EDWARD RONALD ANTHONY JASON MATTHEW GARY TIMOTHY JEFFREY RYAN JACOB GURPREET HARPREET MANPREET JASPREET SUKHWINDER AMANDEEP IVAN OLEG SERGEI DMITRI AHMED MOHAMED OMAR MARIA ANA LINDA PATRICIA JENNIFER ELIZABETH SUSAN JESSICA SARAH KAREN NANCY LISA BETTY SANDRA ASHLEY DONNA EMILY MICHELLE'.split(' ');
const INDUSTRY: [string, number][] = [
  ['TRUCKING', 30], ['TRANSPORT', 14], ['LOGISTICS', 14], ['EXPRESS', 8], ['TRANSPORTATION', 8], ['FREIGHT', 6], ['CARRIERS', 3],
  ['HAULING', 3], ['LINES', 2], ['ENTERPRISES', 2], ['SERVICES', 2], ['DELIVERY', 2], ['TRANS', 2], ['CARRIER', 1], ['MOVERS', 1], ['CARTAGE', 1], ['DRAYAGE', 1],
];
const INDUSTRY_TOTAL = INDUSTRY.reduce((n, [, w]) => n + w, 0);
const STATES: [string, number][] = [
  ['TX', 11], ['CA', 10], ['FL', 8], ['IL', 5], ['GA', 5], ['OH', 4], ['PA', 4], ['NY', 4], ['NJ', 4], ['NC', 3], ['MI', 3], ['IN', 3], ['TN', 3], ['WA', 2],
  ['AZ', 2], ['MO', 2], ['WI', 2], ['MN', 2], ['AL', 2], ['SC', 2], ['KY', 2], ['VA', 2], ['LA', 2], ['OK', 2], ['AR', 1], ['IA', 1], ['NE', 1], ['KS', 1],
  ['CO', 1], ['UT', 1], ['NV', 1], ['OR', 1], ['MS', 1], ['MD', 1], ['MA', 1], ['CT', 1], ['ID', 1], ['NM', 1], ['WV', 1], ['ND', 1], ['SD', 1], ['MT', 1], ['WY', 1],
];
const STATES_TOTAL = STATES.reduce((n, [, w]) => n + w, 0);
const STREET_TYPES = ['ST', 'STREET', 'AVE', 'AVENUE', 'RD', 'ROAD', 'DR', 'BLVD', 'LN', 'HWY', 'PKWY', 'CT', 'WAY'];
const INSURERS = ['PROGRESSIVE COUNTY MUTUAL INS CO', 'NATIONAL INDEMNITY COMPANY', 'GREAT WEST CASUALTY COMPANY', 'CANAL INSURANCE COMPANY', 'NORTHLAND INSURANCE COMPANY', 'SENTRY SELECT INSURANCE CO'];
const DOMAINS = ['GMAIL.COM', 'YAHOO.COM', 'HOTMAIL.COM', 'OUTLOOK.COM', 'AOL.COM'];

const weighted = (table: [string, number][], total: number, u: number): string => {
  let x = u * total;
  for (const [v, w] of table) if ((x -= w) < 0) return v;
  return table[table.length - 1][0];
};
/** Zipf-like: a few words very common, a long tail. */
const zipf = (r: () => number): string => VOCAB[Math.floor(VOCAB.length * Math.pow(r(), 3))];
const pick = <T>(r: () => number, a: T[]): T => a[Math.floor(r() * a.length)];
const digits = (r: () => number, n: number): string => {
  let s = '';
  for (let k = 0; k < n; k++) s += String(Math.floor(r() * 10));
  return s;
};
const date = (r: () => number, from: number, to: number): string => {
  const y = from + Math.floor(r() * (to - from + 1));
  return `${y}-${String(1 + Math.floor(r() * 12)).padStart(2, '0')}-${String(1 + Math.floor(r() * 28)).padStart(2, '0')}`;
};

export const dotOf = (i: number): number => 1000 + Math.floor(i * 1.7);

export function generateCarrier(i: number): CarrierRecord {
  const r = rng(i * 2654435761);
  const dot = String(dotOf(i));
  const pattern = r();
  const industry = () => weighted(INDUSTRY, INDUSTRY_TOTAL, r());
  let legal: string;
  let person = false;
  if (pattern < 0.45) legal = `${zipf(r)} ${industry()}`;
  else if (pattern < 0.65) legal = `${zipf(r)} ${zipf(r)} ${industry()}`;
  else if (pattern < 0.85) {
    legal = `${pick(r, FIRST)} ${r() < 0.3 ? `${String.fromCharCode(65 + Math.floor(r() * 26))} ` : ''}${zipf(r)}`;
    person = true;
  } else if (pattern < 0.95) legal = `${String.fromCharCode(65 + Math.floor(r() * 26))}${String.fromCharCode(65 + Math.floor(r() * 26))} ${industry()}`;
  else legal = `${zipf(r)} ${industry()} ${industry()}`;
  const s = r();
  if (!person || s < 0.1) legal += s < 0.45 ? ' LLC' : s < 0.65 ? ' INC' : s < 0.68 ? ' CORP' : s < 0.7 ? ' CO' : '';
  const dba = r() < 0.12 ? `${zipf(r)} ${industry()}` : '';
  const hasMc = r() < 0.45;
  const mc = hasMc ? String(10_000 + i) : '';
  const state = weighted(STATES, STATES_TOTAL, r());
  const city = pick(r, CITIES);
  const zip = String(10_000 + Math.floor(r() * 89_999));
  // A few percent share their address / phone / officer with an earlier carrier (fraud rings, dispatch services, agents).
  const sharedWith = r() < 0.03 && i > 100 ? i - 1 - Math.floor(r() * 100) : -1;
  const rs = sharedWith >= 0 ? rng(sharedWith * 2654435761 + 1) : rng(i * 2654435761 + 1);
  const street = `${1 + Math.floor(rs() * 9999)} ${pick(rs, VOCAB.slice(0, 3000))} ${pick(rs, STREET_TYPES)}${rs() < 0.2 ? ` SUITE ${1 + Math.floor(rs() * 400)}` : ''}`;
  const phone = r() < 0.95 ? `${2 + Math.floor(rs() * 8)}${digits(rs, 9)}` : '';
  const officer = `${pick(rs, FIRST)} ${zipf(rs)}`;
  const physical = { street, city, state, zip, country: 'US' };
  const mailing = r() < 0.8 ? { ...physical } : { street: `PO BOX ${1 + Math.floor(r() * 9999)}`, city, state, zip, country: 'US' };
  const email = r() < 0.55 ? `${legal.split(' ')[0].toLowerCase()}${digits(r, 3)}@${r() < 0.6 ? pick(r, DOMAINS).toLowerCase() : `${legal.split(' ')[0].toLowerCase()}${i}.com`}` : '';
  const insurance: InsurancePolicy[] = [];
  if (hasMc) {
    const n = 1 + Math.floor(r() * 3);
    for (let k = 0; k < n; k++) {
      insurance.push({
        docket: `MC${mc}`,
        coverageType: k === 0 ? 'BIPD' : k === 1 ? 'CARGO' : 'BOND',
        layer: k === 0 ? 'PRIMARY' : '',
        insurer: pick(r, INSURERS),
        policyNumber: `${pick(r, ['CA', 'TP', 'PC', 'GW'])}${digits(r, 8)}`,
        coverageAmount: k === 0 ? 750_000 : k === 1 ? 100_000 : 75_000,
        underlyingAmount: 0,
        postedDate: date(r, 2019, 2025),
        effectiveDate: date(r, 2019, 2025),
        cancelEffectiveDate: r() < 0.1 ? date(r, 2024, 2025) : '',
        formCode: k === 0 ? '91X' : k === 1 ? '34' : '84',
        origin: 'legacy',
        asOf: '2025-10-08',
        endReason: '',
      });
    }
  }
  const inspections = Math.floor(r() * r() * 60);
  return {
    dotNumber: dot,
    legalName: legal,
    dbaName: dba,
    dockets: hasMc ? [`MC${mc}`] : [],
    mcNumbers: hasMc ? [mc] : [],
    carrierOperation: r() < 0.8 ? 'A' : 'C',
    hazmat: r() < 0.04,
    classifications: ['AUTHORIZED_FOR_HIRE'],
    passengerCarrier: r() < 0.02,
    entityType: hasMc && r() < 0.1 ? 'CARRIER/BROKER' : 'CARRIER',
    physicalAddress: physical,
    mailingAddress: mailing,
    phone,
    fax: r() < 0.15 ? `${2 + Math.floor(r() * 8)}${digits(r, 9)}` : '',
    email,
    officers: r() < 0.3 ? [officer, `${pick(r, FIRST)} ${zipf(r)}`] : [officer],
    powerUnits: 1 + Math.floor(r() * r() * 40),
    drivers: 1 + Math.floor(r() * r() * 45),
    addDate: date(r, 1990, 2025),
    mcs150Date: date(r, 2020, 2025),
    mcs150Mileage: Math.floor(r() * 250_000),
    mcs150MileageYear: 2020 + Math.floor(r() * 5),
    authorityStatus: hasMc ? (r() < 0.8 ? 'ACTIVE' : 'INACTIVE') : 'NONE',
    authorityTypes: hasMc ? ['CARRIER_PROPERTY'] : [],
    authorities: hasMc
      ? [{ docket: `MC${mc}`, kind: 'CARRIER_PROPERTY', label: 'COMMON', status: 'ACTIVE', revocationPending: false, since: '', asOf: '2025-10-08', source: 'li-carrier', bipdOnFile: 750_000, bipdRequired: 750_000 }]
      : [],
    authorityHistory: [],
    usdotStatus: 'ACTIVE',
    processAgents: [],
    revocations: hasMc && r() < 0.15 ? [{ docket: `MC${mc}`, authorityType: 'COMMON', revocationType: 'INVOLUNTARY', serveDate: date(r, 2015, 2024), effectiveDate: date(r, 2015, 2024), source: 'li-revocation' }] : [],
    insurance,
    safetyRating: r() < 0.1 ? 'SATISFACTORY' : r() < 0.02 ? 'CONDITIONAL' : '',
    safetyRatingDate: '',
    outOfService: r() < 0.01,
    outOfServiceDate: '',
    inspections,
    vehicleInspections: Math.floor(inspections * 0.6),
    driverInspections: Math.floor(inspections * 0.9),
    vehicleOosInspections: Math.floor(inspections * 0.2 * r()),
    driverOosInspections: Math.floor(inspections * 0.05 * r()),
    violations: Math.floor(inspections * 1.5 * r()),
    crashes: r() < 0.1 ? 1 + Math.floor(r() * 3) : 0,
    fatalCrashes: 0,
    injuryCrashes: r() < 0.03 ? 1 : 0,
    towCrashes: r() < 0.05 ? 1 : 0,
    priorRevokeDotNumber: r() < 0.01 ? String(dotOf(Math.floor(r() * (i + 1)))) : '',
    sources: ['census:2025-06-01', ...(hasMc ? ['li:2025-06-01'] : [])],
  };
}

export function* batches(rows: number, size: number): Generator<CarrierRecord[]> {
  for (let from = 0; from < rows; from += size) {
    const batch: CarrierRecord[] = [];
    for (let i = from; i < Math.min(rows, from + size); i++) batch.push(generateCarrier(i));
    yield batch;
  }
}
