import PDFDocument from 'pdfkit';
import { pdfText } from '../../../../test/support/pdf-text';
import { renderPdf } from '../compliance/document.pdf';
import type { DocumentModel } from '../compliance/document.model';
import { buildVettingDocument } from './vetting.content';
import { inStandardFont } from './vetting.pdf-text';
import { vettedData } from './vetting.testing';

/** The glyphs pdfkit's standard Helvetica prints for a text: '.notdef' where the font has none (a substitute glyph). */
function glyphsOf(text: string): string[] {
  const doc = new PDFDocument();
  doc.font('Helvetica');
  // pdfkit keeps the standard font's AFM metrics on the document's current font; no public API asks it for glyphs.
  return (doc as unknown as { _font: { font: { glyphsForString(t: string): string[] } } })._font.font.glyphsForString(text);
}

function textsOf(model: DocumentModel): string[] {
  return [
    model.title, model.subtitle, model.footer, ...model.header.flat(),
    ...model.sections.flatMap((s) => [s.heading, ...s.blocks.flatMap((b) => (b.kind === 'paragraph' ? [b.text] : b.kind === 'list' ? b.items : b.kind === 'fields' ? b.rows.flat() : [...b.columns, ...b.rows.flat(), b.empty]))]),
  ];
}

const { supersedes: _s, sha256: _h, signature: _g, publicKey: _k, ...typed } = vettedData({
  lane: 'Chicago, IL → Dallas, TX ⇒ Tulsa',
  carrierName: 'ŐRSÉG Fuvarozó Kft ✓',
  requestedBy: 'Zoë Łukasz 李',
  overrideReason: 'Insurance ≥ $1M confirmed − agent call 😀',
  companyName: 'Northstar Brokerage™ LLC',
});

describe('the vetting PDF in the standard font', () => {
  it('has a glyph for every character it prints, whatever the broker typed', () => {
    const texts = textsOf(buildVettingDocument(typed));
    // The broker's text does reach the PDF (the test would prove nothing otherwise).
    expect(texts).toContain('Chicago, IL -> Dallas, TX => Tulsa');
    for (const text of texts) expect({ text, missing: glyphsOf(text).includes('.notdef') }).toEqual({ text, missing: false });
    // Without the spelling, the raw lane has a substitute glyph: what this guards against.
    expect(glyphsOf(typed.lane)).toContain('.notdef');
  });

  it('spells arrows and signs, drops accents the font lacks, keeps those it has, and marks the rest', () => {
    expect(inStandardFont('A → B ← C ↔ D')).toBe('A -> B <- C <-> D');
    expect(inStandardFont('≥ 3 ≤ 5 ≠ 4 − 1')).toBe('>= 3 <= 5 != 4 - 1');
    expect(inStandardFont('ŐRSÉG Łódź café “quoted” – €5 …')).toBe('ORSÉG Lódz café “quoted” – €5 …');
    expect(inStandardFont('李 😀')).toBe('? ?');
    expect(inStandardFont('line\nbreak\ttab')).toBe('line\nbreak\ttab');
  });

  it('prints the lane with an arrow a reader can read in the PDF itself', async () => {
    const pdf = await renderPdf(buildVettingDocument(typed));
    const { text } = pdfText(pdf);
    expect(text).toContain('Chicago, IL -> Dallas, TX => Tulsa');
    expect(text).toContain('Insurance >= $1M confirmed - agent call ?');
  });
});
