/**
 * The census classification of a carrier's operation (MCS-150 item 23), in the three shapes FMCSA publishes it:
 *
 * - the 42-column SMS census: one Y/N column per class (AUTHORIZED_FOR_HIRE ... INDIAN_TRIBE) and OP_OTHER, which
 *   holds `N` or the free text of "other" (`AUTOMATED VEHICLE RESEARCH & TESTING`); PRIVATE_ONLY is derived by FMCSA
 *   from the others and adds nothing;
 * - the 147-column Company Census File: CLASSDEF, the classes joined by `;` in FMCSA's words (`AUTHORIZED FOR HIRE`,
 *   `PRIVATE PROPERTY;AUTHORIZED FOR HIRE`, `PRIVATE PASSENGER, BUSINESS`, `U. S. MAIL`, `OTHER-APPLYING FOR MC` ...);
 * - SAFER snapshots: the page's labels (`Auth. For Hire`, `Private(Property)`, `Priv. Pass. (Business)`, `Fed. Gov't`,
 *   `Indian Nation` ...), joined by `;` or `,` by whoever scraped them.
 *
 * All become the model's codes (carrier.model.ts `classifications`), sorted, without duplicates.
 */
import type { CarrierRecord } from '../../carrier/carrier.model';
import type { HeaderIndex } from './layout';

export type Classification =
  | 'AUTHORIZED_FOR_HIRE'
  | 'EXEMPT_FOR_HIRE'
  | 'PRIVATE_PROPERTY'
  | 'PRIVATE_PASSENGER_BUSINESS'
  | 'PRIVATE_PASSENGER_NONBUSINESS'
  | 'MIGRANT'
  | 'US_MAIL'
  | 'FEDERAL_GOVERNMENT'
  | 'STATE_GOVERNMENT'
  | 'LOCAL_GOVERNMENT'
  | 'INDIAN_TRIBE'
  | 'OTHER';

/** The 42-column census flag column of each class (OP_OTHER is text, read apart). */
export const CLASSIFICATION_FLAG_COLUMNS: readonly [string, Classification][] = [
  ['AUTHORIZED_FOR_HIRE', 'AUTHORIZED_FOR_HIRE'],
  ['EXEMPT_FOR_HIRE', 'EXEMPT_FOR_HIRE'],
  ['PRIVATE_PROPERTY', 'PRIVATE_PROPERTY'],
  ['PRIVATE_PASSENGER_BUSINESS', 'PRIVATE_PASSENGER_BUSINESS'],
  ['PRIVATE_PASSENGER_NONBUSINESS', 'PRIVATE_PASSENGER_NONBUSINESS'],
  ['MIGRANT', 'MIGRANT'],
  ['US_MAIL', 'US_MAIL'],
  ['FEDERAL_GOVERNMENT', 'FEDERAL_GOVERNMENT'],
  ['STATE_GOVERNMENT', 'STATE_GOVERNMENT'],
  ['LOCAL_GOVERNMENT', 'LOCAL_GOVERNMENT'],
  ['INDIAN_TRIBE', 'INDIAN_TRIBE'],
];

/** FMCSA's CLASSDEF words for each class (what the Company Census File writes; the generator writes the same). */
export const CLASSDEF_WORDS: Record<Classification, string> = {
  AUTHORIZED_FOR_HIRE: 'AUTHORIZED FOR HIRE',
  EXEMPT_FOR_HIRE: 'EXEMPT FOR HIRE',
  PRIVATE_PROPERTY: 'PRIVATE PROPERTY',
  PRIVATE_PASSENGER_BUSINESS: 'PRIVATE PASSENGER, BUSINESS',
  PRIVATE_PASSENGER_NONBUSINESS: 'PRIVATE PASSENGER, NON-BUSINESS',
  MIGRANT: 'MIGRANT',
  US_MAIL: 'U. S. MAIL',
  FEDERAL_GOVERNMENT: 'FEDERAL GOVERNMENT',
  STATE_GOVERNMENT: 'STATE GOVERNMENT',
  LOCAL_GOVERNMENT: 'LOCAL GOVERNMENT',
  INDIAN_TRIBE: 'INDIAN TRIBE',
  OTHER: 'OTHER',
};

/**
 * One class in any of the published spellings, compared on letters only (`Private(Property)`, `PRIVATE PROPERTY`,
 * `Priv. Pass.(Non-business)`, `U.S. Mail`, `Fed. Gov't` ...). Checked in order: NON-BUSINESS before BUSINESS.
 */
const WORD_PATTERNS: readonly [RegExp, Classification][] = [
  [/^(AUTHORIZED|AUTH)FORHIRE$/, 'AUTHORIZED_FOR_HIRE'],
  [/^EXEMPTFORHIRE$/, 'EXEMPT_FOR_HIRE'],
  [/^PRIVATE(CARRIER)?PROPERTY$/, 'PRIVATE_PROPERTY'],
  [/^(PRIVATE|PRIV)(PASSENGERS?|PASS)NONBUSINESS$/, 'PRIVATE_PASSENGER_NONBUSINESS'],
  [/^(PRIVATE|PRIV)(PASSENGERS?|PASS)BUSINESS$/, 'PRIVATE_PASSENGER_BUSINESS'],
  [/^MIGRANT$/, 'MIGRANT'],
  [/^(US|UNITEDSTATES)MAIL$/, 'US_MAIL'],
  [/^FED(ERAL)?GOV(ERNMEN)?T?$/, 'FEDERAL_GOVERNMENT'],
  [/^STATEGOV(ERNMEN)?T?$/, 'STATE_GOVERNMENT'],
  [/^LOCALGOV(ERNMEN)?T?$/, 'LOCAL_GOVERNMENT'],
  [/^INDIAN(TRIBE|NATION)$/, 'INDIAN_TRIBE'],
  [/^OTHER/, 'OTHER'],
];

function classOfWord(word: string): Classification | null {
  const key = word.toUpperCase().replace(/[^A-Z]/g, '');
  if (key === '') return null;
  for (const [re, code] of WORD_PATTERNS) if (re.test(key)) return code;
  return null;
}

const sortUnique = (codes: Iterable<Classification>): string[] => [...new Set(codes)].sort();

/**
 * CLASSDEF or a SAFER classification cell → codes. Split on `;` (and newlines); a part that is not one class as a
 * whole is split again on `,` (SAFER lists scraped as `Auth. For Hire, Private(Property)`); a class FMCSA has no
 * code for (`18 USC §31`) counts as OTHER. Blank → [].
 */
export function parseClassdef(raw: string): string[] {
  const out: Classification[] = [];
  for (const part of raw.split(/[;\r\n|]+/)) {
    if (part.trim() === '') continue;
    const whole = classOfWord(part);
    if (whole) {
      out.push(whole);
      continue;
    }
    for (const piece of part.split(',')) {
      if (piece.trim() === '') continue;
      out.push(classOfWord(piece) ?? 'OTHER');
    }
  }
  return sortUnique(out);
}

/** CLASSDEF text for codes, in FMCSA's words (`PRIVATE PROPERTY;AUTHORIZED FOR HIRE`: order as given). */
export function classdefOf(codes: readonly Classification[], otherText = ''): string {
  return codes.map((c) => (c === 'OTHER' && otherText ? `OTHER-${otherText}` : CLASSDEF_WORDS[c])).join(';');
}

/** Positions of the 42-column census's classification columns; null when the header has none of them. */
export interface FlagColumns {
  flags: [number, Classification][];
  other: number;
}

export function flagColumnsOf(h: HeaderIndex): FlagColumns | null {
  const flags = CLASSIFICATION_FLAG_COLUMNS.map(([name, code]): [number, Classification] => [h.get(name), code]).filter(([i]) => i >= 0);
  const other = h.get('OP_OTHER');
  return flags.length === 0 && other < 0 ? null : { flags, other };
}

/** The flag cells of one row → codes: `Y` sets a class; OP_OTHER other than blank / `N` is OTHER. */
export function classificationsOfFlags(fields: string[], c: FlagColumns): string[] {
  const out: Classification[] = [];
  for (const [i, code] of c.flags) if (i < fields.length && fields[i].trim().toUpperCase() === 'Y') out.push(code);
  if (c.other >= 0 && c.other < fields.length) {
    const text = fields[c.other].trim().toUpperCase();
    if (text !== '' && text !== 'N') out.push('OTHER');
  }
  return sortUnique(out);
}

/**
 * A carrier operation cell → A/B/C: the census letter, or SAFER's words (`Interstate`, `Intrastate Only (HM)`,
 * `Intrastate Only (Non-HM)`). '' for blank; null for anything else (the caller warns).
 */
export function parseCarrierOperation(raw: string): CarrierRecord['carrierOperation'] | null {
  const s = raw.trim().toUpperCase();
  if (s === '') return '';
  if (s === 'A' || s === 'B' || s === 'C') return s;
  const key = s.replace(/[^A-Z]/g, '');
  if (key === 'INTERSTATE') return 'A';
  if (key === 'INTRASTATEONLYHM' || key === 'INTRASTATEHM' || key === 'INTRASTATEHAZMAT') return 'B';
  if (key === 'INTRASTATEONLYNONHM' || key === 'INTRASTATENONHM' || key === 'INTRASTATENONHAZMAT') return 'C';
  return null;
}
