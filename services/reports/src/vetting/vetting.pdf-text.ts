import type { DocumentModel } from '../compliance/document.model';

/**
 * The PDF is laid out in pdfkit's standard Helvetica, which only has the WinAnsi (Windows-1252) characters: anything
 * else prints as a substitute glyph. What a broker typed (a lane "Chicago → Dallas", a reason) is kept as typed in the
 * record and its JSON copy; the PDF spells it with characters the font has, so the printed evidence stays readable.
 */
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

/** Common characters outside WinAnsi, spelled in it (arrows first: a lane is "from → to"). */
const SPELLED: Record<string, string> = {
  '→': '->', '⟶': '->', '➔': '->', '➜': '->', '⇒': '=>', '←': '<-', '⟵': '<-', '⇐': '<=', '↔': '<->', '⟷': '<->', '⇔': '<=>',
  'Ł': 'L', 'ł': 'l', 'Đ': 'D', 'đ': 'd', 'ı': 'i', 'Ħ': 'H', 'ħ': 'h',
  '≥': '>=', '≤': '<=', '≠': '!=', '≈': '~', '−': '-', '‐': '-', '‑': '-', '‒': '-', '―': '—',
  '✓': 'v', '✔': 'v', '✗': 'x', '✘': 'x', '′': "'", '″': '"', '\u2009': ' ', '\u202f': ' ', '\u2007': ' ',
  '\u2002': ' ', '\u2003': ' ', '\u200b': '', '\u200c': '', '\u200d': '', '\ufeff': '',
};

/** Whether pdfkit's standard fonts have a glyph for the character (line breaks and tabs are layout, kept). */
export function inWinAnsi(ch: string): boolean {
  const c = ch.codePointAt(0) ?? 0;
  return ch === '\n' || ch === '\r' || ch === '\t' || (c >= 0x20 && c <= 0x7e) || (c >= 0xa0 && c <= 0xff) || WIN_ANSI_EXTRA.has(ch);
}

/**
 * The text in characters the standard font has: spelled when a spelling is known ("→" → "->"), else without its
 * accents when that is enough ("ő" → "o", "ﬁ" → "fi"), else "?".
 */
export function inStandardFont(text: string): string {
  let out = '';
  for (const ch of text) {
    if (inWinAnsi(ch)) out += ch;
    else if (ch in SPELLED) out += SPELLED[ch];
    else {
      const plain = ch.normalize('NFKD').replace(/\p{M}/gu, '');
      out += plain && [...plain].every(inWinAnsi) ? plain : '?';
    }
  }
  return out;
}

/** Every text of the document model, in the standard font's characters. */
export function modelInStandardFont(model: DocumentModel): DocumentModel {
  const pairs = (rows: [string, string][]) => rows.map(([a, b]): [string, string] => [inStandardFont(a), inStandardFont(b)]);
  const all = (texts: string[]) => texts.map(inStandardFont);
  return {
    title: inStandardFont(model.title),
    subtitle: inStandardFont(model.subtitle),
    header: pairs(model.header),
    footer: inStandardFont(model.footer),
    sections: model.sections.map((s) => ({
      heading: inStandardFont(s.heading),
      blocks: s.blocks.map((b) => {
        switch (b.kind) {
          case 'paragraph':
            return { kind: b.kind, text: inStandardFont(b.text) };
          case 'fields':
            return { kind: b.kind, rows: pairs(b.rows) };
          case 'list':
            return { kind: b.kind, items: all(b.items) };
          case 'table':
            return { kind: b.kind, columns: all(b.columns), rows: b.rows.map(all), empty: inStandardFont(b.empty) };
        }
      }),
    })),
  };
}
