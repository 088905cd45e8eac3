/**
 * Shared identifiers: other carriers with the same phone, e-mail, street address, officer or vehicle (VIN) as this
 * one, and FMCSA's prior-revocation link. Chameleon carriers (a revoked or unsafe operation reborn under a new DOT
 * number) and double-brokering rings show up as clusters of carriers sharing these. Pure: the store finds the
 * matches; this builds what the web shows.
 *
 * Rules:
 *  - the carrier itself is left out of every list; `total` counts the other carriers holding the value (the store's
 *    total counts every holder, the carrier included, so it is reduced by one);
 *  - each list is capped (25); revoked, inactive and pending carriers are listed first, then by name;
 *  - `discounted: true` for values that legitimately appear on many carriers, so they do not read as a link:
 *      · names, e-mails and addresses that look like a registered agent, process agent / BOC-3 filer, permit,
 *        compliance or authority-filing service ('FILING', 'COMPLIANCE', 'PERMIT', 'REGISTERED AGENT', 'BOC-3',
 *        'PROCESS AGENT', 'DOT SERVICE', 'TRUCKING AUTHORITY'...; an e-mail is read by its domain and its local part,
 *        a freemail address (gmail, yahoo...) by its local part only: the freemail domain itself never discounts,
 *        and the same gmail address on two carriers is a real link);
 *      · any value held by more than 50 carriers (a mail drop, an agent's office, a very common officer name);
 *      · placeholder values (a phone of one repeated digit or 1234567890, a VIN under 11 characters, all one
 *        character, or "UNKNOWN");
 *    the prior-revocation link is never discounted;
 *  - order: strongest fraud signal first: prior-revocation, VIN, officer, then phone, e-mail, then address;
 *    within a kind the most-shared first; every discounted value after every non-discounted one.
 */
import type { SharedIdentifier } from '../carrier-data.api';
import type { CarrierRecord } from '../carrier/carrier.model';
import { mcNumberOf } from './carrier-view';
import { companyNameOf, digits, squash } from './format';

export type SharedKind = 'prior-revocation' | 'vin' | 'officer' | 'phone' | 'email' | 'address';

/** What the store found for one value of one kind. */
export interface SharingMatch {
  kind: SharedKind;
  /** The value as matched: phone digits, lower-case e-mail, "street|city|state" address, officer name, VIN. */
  value: string;
  /** Carriers holding the value (the carrier itself may be among them); capped by the store. */
  dotNumbers: string[];
  /** Every carrier holding it (CarrierStore.findSharing's total, the carrier itself included); defaults to the list. */
  total?: number;
}

export interface SharedIdentifierOptions {
  /** Carriers listed per value (default 25). */
  cap?: number;
  /** A value held by more carriers than this is discounted (default 50). */
  massThreshold?: number;
}

export const SHARED_LIST_CAP = 25;
export const MASS_SHARED_THRESHOLD = 50;

/** Lower ranks are stronger fraud signals. */
export const SHARED_KIND_STRENGTH: Record<SharedKind, number> = { 'prior-revocation': 0, vin: 1, officer: 2, phone: 3, email: 4, address: 5 };

const AUTHORITY_ORDER: Record<string, number> = { REVOKED: 0, INACTIVE: 1, PENDING: 2, ACTIVE: 3, NONE: 4 };

/** Words of registered-agent, process-agent and filing-service businesses (on squashed, upper-case text). */
const SERVICE_WORDS = [
  /\bFILINGS?\b/,
  /\bCOMPLIANCE\b/,
  /\bPERMITS?\b/,
  /\bPERMITTING\b/,
  /\bREGISTERED AGENTS?\b/,
  /\bPROCESS AGENTS?\b/,
  /\bBOC( ?3)?\b/,
  /\bDOT SERVICES?\b/,
  /\bTRUCKING AUTHORITY\b/,
  /\bAUTHORITY SERVICES?\b/,
  /\bAGENT SERVICES?\b/,
  /\bREGISTRATION SERVICES?\b/,
  /\bCORPORATE AGENTS?\b/,
];

/** The same, for text without separators (e-mail local parts and domains). */
const SERVICE_STEMS = ['FILING', 'COMPLIANCE', 'PERMIT', 'REGISTEREDAGENT', 'PROCESSAGENT', 'BOC3', 'DOTSERVICE', 'TRUCKINGAUTHORITY', 'AUTHORITYSERVICE', 'AGENTSERVICE', 'REGISTRATIONSERVICE'];

/** Generic mailbox providers: their domain says nothing about who owns the address. */
export const FREEMAIL_DOMAINS = new Set([
  'gmail.com',
  'googlemail.com',
  'yahoo.com',
  'ymail.com',
  'rocketmail.com',
  'hotmail.com',
  'outlook.com',
  'live.com',
  'msn.com',
  'aol.com',
  'icloud.com',
  'me.com',
  'mac.com',
  'mail.com',
  'gmx.com',
  'protonmail.com',
  'proton.me',
  'zoho.com',
  'comcast.net',
  'att.net',
  'sbcglobal.net',
  'bellsouth.net',
  'verizon.net',
  'charter.net',
  'cox.net',
]);

const hasServiceWords = (text: string) => {
  const t = squash(text);
  return SERVICE_WORDS.some((re) => re.test(t));
};
const hasServiceStem = (text: string) => {
  const t = text.toUpperCase().replace(/[^A-Z0-9]/g, '');
  return SERVICE_STEMS.some((stem) => t.includes(stem));
};

/** A value that is no evidence of a link: see the rules at the top of the file. `holders` counts every carrier with it. */
export function isDiscounted(kind: SharedKind, value: string, holders: number, massThreshold = MASS_SHARED_THRESHOLD): boolean {
  if (kind === 'prior-revocation') return false;
  if (holders > massThreshold) return true;
  switch (kind) {
    case 'phone': {
      const d = digits(value).replace(/^1(?=\d{10}$)/, '');
      return d.length < 7 || /^(\d)\1+$/.test(d) || d === '1234567890';
    }
    case 'email': {
      const [local, domain = ''] = value.toLowerCase().trim().split('@');
      if (hasServiceStem(local) || hasServiceWords(local)) return true;
      if (FREEMAIL_DOMAINS.has(domain)) return false;
      const name = domain.replace(/\.[a-z]+$/, '');
      return hasServiceStem(name) || hasServiceWords(name);
    }
    case 'vin': {
      const v = value.toUpperCase().replace(/[^A-Z0-9]/g, '');
      return v.length < 11 || /^(.)\1+$/.test(v) || v.includes('UNKNOWN') || v.includes('NONE');
    }
    default:
      return hasServiceWords(value);
  }
}

/** The value as a person reads it: the store's "street|city|state" address becomes "street, city, state". */
function displayValue(kind: SharedKind, value: string): string {
  const v = value.trim();
  if (kind === 'address') return v.split('|').map((p) => p.trim()).filter(Boolean).join(', ');
  if (kind === 'email') return v.toLowerCase();
  if (kind === 'vin') return v.toUpperCase();
  return v;
}

function sameValueKey(kind: SharedKind, value: string): string {
  if (kind === 'phone') return digits(value);
  if (kind === 'email') return value.trim().toLowerCase();
  return squash(value);
}

const dot = (d: string) => String(d ?? '').trim().replace(/^0+(?=\d)/, '');

type CarrierSummary = SharedIdentifier['carriers'][number];

function summary(dotNumber: string, record: CarrierRecord | undefined): CarrierSummary {
  if (!record) return { id: dotNumber, companyName: '', dotNumber, mcNumber: '', state: '', authorityStatus: '' };
  return {
    id: record.dotNumber,
    companyName: companyNameOf(record),
    dotNumber: record.dotNumber,
    mcNumber: mcNumberOf(record),
    state: record.physicalAddress?.state ?? '',
    authorityStatus: record.authorityStatus,
  };
}

function bySeverityThenName(a: CarrierSummary, b: CarrierSummary): number {
  const ra = AUTHORITY_ORDER[a.authorityStatus] ?? 5;
  const rb = AUTHORITY_ORDER[b.authorityStatus] ?? 5;
  return ra - rb || a.companyName.localeCompare(b.companyName) || a.dotNumber.localeCompare(b.dotNumber, undefined, { numeric: true });
}

/**
 * Builds the carrier's shared identifiers from the store's matches and the records of the carriers they name
 * (a Map by DOT number, as CarrierStore.getMany returns, or a list). Carriers whose record is missing are still
 * listed, by DOT number.
 */
export function buildSharedIdentifiers(
  carrier: CarrierRecord,
  matches: readonly SharingMatch[],
  related: ReadonlyMap<string, CarrierRecord> | readonly CarrierRecord[],
  options: SharedIdentifierOptions = {},
): SharedIdentifier[] {
  const cap = Math.max(0, options.cap ?? SHARED_LIST_CAP);
  const massThreshold = options.massThreshold ?? MASS_SHARED_THRESHOLD;
  const records = new Map<string, CarrierRecord>();
  for (const r of related instanceof Map ? related.values() : (related as readonly CarrierRecord[])) records.set(dot(r.dotNumber), r);
  const self = dot(carrier.dotNumber);

  const groups = new Map<string, { kind: SharedKind; value: string; others: Set<string>; total: number }>();
  const add = (kind: SharedKind, value: string, others: string[], total: number) => {
    const key = `${kind}\u0000${sameValueKey(kind, value)}`;
    const group = groups.get(key) ?? { kind, value: displayValue(kind, value), others: new Set<string>(), total: 0 };
    for (const d of others) group.others.add(d);
    group.total = Math.max(group.total, total, group.others.size);
    groups.set(key, group);
  };

  for (const m of matches) {
    if (!(m.kind in SHARED_KIND_STRENGTH) || !m.value || !sameValueKey(m.kind, m.value)) continue;
    const holders = [...new Set((m.dotNumbers ?? []).map(dot).filter(Boolean))];
    const others = holders.filter((d) => d !== self);
    const storeTotal = m.total ?? holders.length;
    // The store counts every holder; the carrier is one of them when listed, or when the list was cut short.
    const selfCounted = holders.includes(self) || storeTotal > holders.length;
    add(m.kind, m.value, others, Math.max(others.length, storeTotal - (selfCounted ? 1 : 0)));
  }
  const prior = dot(carrier.priorRevokeDotNumber);
  if (prior && prior !== self) add('prior-revocation', prior, [prior], 1);

  const identifiers: (SharedIdentifier & { strength: number })[] = [];
  for (const g of groups.values()) {
    if (g.total <= 0) continue;
    const carriers = [...g.others].map((d) => summary(d, records.get(d))).sort(bySeverityThenName).slice(0, cap);
    identifiers.push({
      kind: g.kind,
      value: g.value,
      carriers,
      total: g.total,
      discounted: isDiscounted(g.kind, g.value, g.total + 1, massThreshold),
      strength: SHARED_KIND_STRENGTH[g.kind],
    });
  }
  identifiers.sort((a, b) => Number(a.discounted) - Number(b.discounted) || a.strength - b.strength || b.total - a.total || a.value.localeCompare(b.value));
  return identifiers.map(({ strength: _strength, ...identifier }) => identifier);
}

/**
 * How many other carriers share a non-discounted phone, e-mail, address, officer or VIN: what assessRisk takes as
 * `sharedIdentifiers`. Listed carriers count once however many values they share; carriers beyond a capped list are
 * added as the list's remainder. The prior-revocation link is left out (assessRisk scores it on its own).
 */
export function sharedCarrierCount(identifiers: readonly SharedIdentifier[]): number {
  const listed = new Set<string>();
  let unlisted = 0;
  for (const s of identifiers) {
    if (s.discounted || s.kind === 'prior-revocation') continue;
    for (const c of s.carriers) listed.add(c.dotNumber);
    unlisted += Math.max(0, s.total - s.carriers.length);
  }
  return listed.size + unlisted;
}
