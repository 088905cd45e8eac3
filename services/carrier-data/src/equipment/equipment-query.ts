/**
 * The equipment tracker's search text, read once for both store engines (pure): which fields it can match and how
 * much each kind of match weighs. One field at a time: "FRHT" finds a make, "R123456" a plate, "eagle" a carrier's
 * name; words spread over several fields ("FRHT CASCADIA") match none of them together.
 *
 *  - `MC 123456` / `DOT 44110` name a carrier by its number, and nothing else is looked for;
 *  - letters and digits (spaces and dashes dropped) of 4 to 17 characters are looked for inside VINs, unless they hold
 *    I, O or Q (never in a VIN); bare digits also name a DOT or MC number; 2 to 10 of them a plate (whole, or its
 *    start from 3 characters on);
 *  - text with a letter is a make or model (whole, or its start), and a carrier name (the carrier search's own
 *    matching) unless it is one word holding a digit (a VIN or a plate, not a name) or under 3 letters (every name
 *    would match: the carrier search would rank thousands for nothing).
 */
import { EQUIPMENT_VIN_MIN_CHARS, vinText } from '@logiscope/proto/http';
import { normaliseDot, normaliseMc } from '../carrier/carrier-identifiers.normalise';

/** How a vehicle matched; the higher, the earlier it is listed (then the most recently seen first). */
export const MATCH_WEIGHT = {
  vinExact: 100,
  plateExact: 95,
  carrierNumber: 90,
  vinStart: 80,
  vinPart: 70,
  plateStart: 60,
  carrierName: 50,
  makeModelExact: 45,
  makeModelStart: 40,
  /** No text: every vehicle the filters let through. */
  browse: 0,
} as const;

export interface EquipmentTextPlan {
  /** Letters and digits to find inside VINs (weight vinExact / vinStart / vinPart by where they stand). */
  vinPart?: string;
  /** Normalised plate: whole (plateExact) or its start (plateStart, 3+ characters). */
  plate?: string;
  /** A carrier's DOT number (digits, no leading zeros). */
  dot?: string;
  /** A carrier's MC docket digits. */
  mc?: string;
  /** Text for the carrier name search. */
  carrierName?: string;
  /** Upper-cased text matched against makes and models: whole or their start. */
  makeModel?: string;
}

const NUMBER_PREFIX = /^(MC|(?:US)?DOT)[\s#:-]*(\d{1,10})$/;

/** The text's plan; null when it holds nothing to look for (blank, or punctuation only). */
export function planEquipmentText(text: string): EquipmentTextPlan | null {
  const t = text.trim().toUpperCase().replace(/\s+/g, ' ');
  const alnum = vinText(t);
  if (!alnum) return null;
  const prefixed = NUMBER_PREFIX.exec(t);
  if (prefixed) {
    const digits = prefixed[1] === 'MC' ? normaliseMc(prefixed[2]) : normaliseDot(prefixed[2]);
    if (!digits || digits === '0') return null;
    return prefixed[1] === 'MC' ? { mc: digits } : { dot: digits };
  }
  const plan: EquipmentTextPlan = {};
  if (alnum.length >= EQUIPMENT_VIN_MIN_CHARS && alnum.length <= 17 && !/[IOQ]/.test(alnum)) plan.vinPart = alnum;
  if (alnum.length >= 2 && alnum.length <= 10) plan.plate = alnum;
  if (/^\d+$/.test(alnum) && alnum.length <= 10) {
    const dot = normaliseDot(alnum);
    if (dot && dot !== '0') plan.dot = dot;
    const mc = normaliseMc(alnum);
    if (mc && mc !== '0' && alnum.length <= 8) plan.mc = mc;
  }
  if (/[A-Z]/.test(t)) {
    plan.makeModel = t;
    const oneCode = !t.includes(' ') && /\d/.test(t);
    if (!oneCode && t.replace(/[^A-Z]/g, '').length >= 3) plan.carrierName = t;
  }
  return plan;
}

/** The weight of a VIN match: the whole VIN, its start, or elsewhere in it. */
export function vinWeight(vin: string, part: string): number {
  if (vin === part) return MATCH_WEIGHT.vinExact;
  return vin.startsWith(part) ? MATCH_WEIGHT.vinStart : MATCH_WEIGHT.vinPart;
}
