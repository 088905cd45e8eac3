/**
 * Carrier explanations (verdict checks, risk factors) travel as a key and string parameters; the web renders them in
 * the reader's language, and the server renders the English text once for the API, the CSV export and the logs.
 * Templates use i18next's syntax, so the web's English bundle is these very strings:
 *   {{name}}            the parameter as is
 *   {{name, day}}       an ISO day (YYYY-MM-DD) as "Jun 1, 2024"
 *   {{name, money}}     whole US dollars as "$750,000"
 *   {{name, number}}    a number with thousands separators
 * Plurals follow i18next: a template keyed `<key>_one` / `<key>_other` is chosen by the `count` parameter.
 * Parameters are strings on the wire (gRPC map<string,string>): dates as ISO days, amounts and counts as decimals.
 */
export type ExplanationParams = Record<string, string>;
export type ExplanationCatalogue = Readonly<Record<string, string>>;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** One formatter for every call: `toLocaleString` builds a new one each time (most of a carrier view's text cost). */
const EN_NUMBER = new Intl.NumberFormat('en-US');

/**
 * 1234567.5 → "1,234,567.5", as the English texts write numbers. Whole numbers (counts, days, dollars: nearly every
 * parameter) get their separators by hand, several times faster than Intl; anything else goes to Intl.
 */
export function englishNumber(n: number): string {
  if (!Number.isSafeInteger(n) || Object.is(n, -0)) return EN_NUMBER.format(n);
  const digits = String(Math.abs(n));
  let out = digits.length > 3 ? '' : digits;
  if (digits.length > 3) {
    const head = digits.length % 3 || 3;
    out = digits.slice(0, head);
    for (let i = head; i < digits.length; i += 3) out += `,${digits.slice(i, i + 3)}`;
  }
  return n < 0 ? `-${out}` : out;
}

/** English formatters, named as the web registers them in i18next (localised there). */
export const ENGLISH_FORMATTERS: Record<string, (value: string) => string> = {
  day: (value) => {
    const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
    return m ? `${MONTHS[Number(m[2]) - 1]} ${Number(m[3])}, ${m[1]}` : value;
  },
  money: (value) => (Number.isFinite(Number(value)) && value !== '' ? `$${englishNumber(Math.round(Number(value)))}` : value),
  number: (value) => (Number.isFinite(Number(value)) && value !== '' ? englishNumber(Number(value)) : value),
};

/** The template of a key with its plural form resolved (i18next's English rules: one for 1, other otherwise). */
export function templateOf(catalogue: ExplanationCatalogue, key: string, params: ExplanationParams): string | undefined {
  if (params.count !== undefined) {
    const plural = catalogue[`${key}_${Number(params.count) === 1 ? 'one' : 'other'}`];
    if (plural !== undefined) return plural;
  }
  return catalogue[key];
}

/** A template cut once into text and `{{name, format}}` slots (odd places): 20 carriers a page render ~300 texts. */
const compiled = new Map<string, string[]>();
const SLOT = /\{\{\s*([\w.-]+)\s*(?:,\s*(\w+)\s*)?\}\}/g;

function partsOf(template: string): string[] {
  let parts = compiled.get(template);
  if (!parts) {
    parts = [];
    let last = 0;
    for (const m of template.matchAll(SLOT)) {
      parts.push(template.slice(last, m.index), m[2] ? `${m[1]},${m[2]}` : m[1]!);
      last = m.index + m[0].length;
    }
    parts.push(template.slice(last));
    // Templates come from the catalogues: a bounded set, but keep the map bounded whatever a caller passes.
    if (compiled.size >= 10_000) compiled.clear();
    compiled.set(template, parts);
  }
  return parts;
}

/** `{{name}}` / `{{name, format}}` filled from params; an unknown parameter renders empty. */
export function interpolate(template: string, params: ExplanationParams): string {
  const parts = partsOf(template);
  let out = parts[0]!;
  for (let i = 1; i < parts.length; i += 2) {
    const slot = parts[i]!;
    const comma = slot.indexOf(',');
    const name = comma < 0 ? slot : slot.slice(0, comma);
    const value = params[name] ?? '';
    const formatter = comma < 0 ? undefined : ENGLISH_FORMATTERS[slot.slice(comma + 1)];
    out += (formatter ? formatter(value) : value) + parts[i + 1]!;
  }
  return out;
}

/** The English text of an explanation; the key itself when the catalogue lacks it (a test forbids that). */
export function explainIn(catalogue: ExplanationCatalogue, key: string, params: ExplanationParams = {}): string {
  const template = templateOf(catalogue, key, params);
  return template === undefined ? key : interpolate(template, params);
}

/** Keys of a catalogue without their plural suffix (what producers emit). */
export function baseKeys(catalogue: ExplanationCatalogue): string[] {
  return [...new Set(Object.keys(catalogue).map((k) => k.replace(/_(one|other)$/, '')))];
}
