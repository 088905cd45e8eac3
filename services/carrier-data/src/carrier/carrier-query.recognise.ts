/** What the home search box was given: an MC or DOT number, bare digits (either), a phone, an e-mail or a name. */
import { normaliseEmail, normaliseMc, stripZeros } from './carrier-identifiers.normalise';
import { nameTokens } from './carrier-names.normalise';

export type SearchIntent =
  | { kind: 'empty' }
  /** A docket's index key: MC digits without leading zeros, or an MX / FF docket offset (normaliseMc). */
  | { kind: 'mc'; mc: string }
  /** A DOT number, no leading zeros. */
  | { kind: 'dot'; dot: string }
  /** Bare digits: an MC or a DOT number (search both, exact hits first). */
  | { kind: 'number'; digits: string }
  /** Ten digits. */
  | { kind: 'phone'; phone: string }
  | { kind: 'email'; email: string }
  /** Name text: `tokens` are the matching tokens (suffixes such as LLC dropped), each may be a partial word. */
  | { kind: 'name'; text: string; tokens: string[] };

const MC_RE = /^(?:MC|M\s*\.\s*C\s*\.?)\s*(?:#|NO\s*\.?|NUMBER)?\s*[-:#]?\s*(\d{1,9})$/;
/** MX (Mexico-domiciled) and FF (freight forwarder) dockets: aliases of their company like MC numbers. */
const MX_FF_RE = /^(MX|FF)\s*(?:#|NO\s*\.?|NUMBER)?\s*[-:#]?\s*(\d{1,9})$/;
const DOT_RE = /^(?:U\s*\.?\s*S\s*\.?\s*DOT|DOT)\s*(?:#|NO\s*\.?|NUMBER)?\s*[-:#]?\s*(\d{1,10})$/;
/** Only what people put around phone digits. */
const PHONE_CHARS_RE = /^\+?[\d\s().\-/]+$/;

/** Recognises what the home search box was given. */
export function recogniseQuery(input: string): SearchIntent {
  const text = (input ?? '').trim();
  if (!text) return { kind: 'empty' };
  if (text.includes('@')) {
    const email = normaliseEmail(text.replace(/^mailto:/i, ''));
    return email ? { kind: 'email', email } : { kind: 'empty' };
  }
  const upper = text.toUpperCase();
  const mc = MC_RE.exec(upper);
  if (mc) return { kind: 'mc', mc: stripZeros(mc[1]) };
  const mxff = MX_FF_RE.exec(upper);
  if (mxff) {
    const key = normaliseMc(`${mxff[1]}${mxff[2]}`);
    return key ? { kind: 'mc', mc: key } : { kind: 'empty' };
  }
  const dot = DOT_RE.exec(upper);
  if (dot) return { kind: 'dot', dot: stripZeros(dot[1]) };
  if (/^#?\s*\d+$/.test(text)) {
    const digits = text.replace(/\D/g, '');
    if (digits.length === 10 || (digits.length === 11 && digits[0] === '1')) return { kind: 'phone', phone: digits.slice(-10) };
    const n = stripZeros(digits);
    return n === '0' || digits.length > 10 ? { kind: 'empty' } : { kind: 'number', digits: n };
  }
  if (PHONE_CHARS_RE.test(text)) {
    const digits = text.replace(/\D/g, '');
    if (digits.length === 10 || (digits.length === 11 && digits[0] === '1')) return { kind: 'phone', phone: digits.slice(-10) };
    if (digits.length > 0 && digits.length <= 9 && !text.startsWith('+')) {
      const n = stripZeros(digits);
      if (n !== '0') return { kind: 'number', digits: n };
    }
  }
  const tokens = nameTokens(text);
  return tokens.length ? { kind: 'name', text, tokens } : { kind: 'empty' };
}
