import PDFDocument from 'pdfkit';
import type { DocumentBlock, DocumentModel } from './document.model';

/**
 * Lays a DocumentModel out as a PDF with pdfkit (US Letter, the standard Helvetica fonts, so no font files ship):
 * title block, identifying fields, numbered sections, tables that break across pages with their header repeated,
 * and the footer with page numbers on every page. Resolves with the file's bytes.
 */
const MARGIN = 50;
const INK = '#1f2933';
const MUTED = '#616e7c';
const ACCENT = '#1d4ed8';
const RULE = '#cbd2d9';

type Doc = InstanceType<typeof PDFDocument>;

export interface PdfOptions {
  /** Lines printed in a box under the header (the certificate's verification code and URL). */
  banner?: string[];
}

export function renderPdf(model: DocumentModel, options: PdfOptions = {}): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'LETTER',
    margins: { top: MARGIN, bottom: MARGIN + 20, left: MARGIN, right: MARGIN },
    bufferPages: true,
    info: { Title: `${model.title}: ${model.subtitle}`, Author: 'LogiScope', Subject: model.title, Creator: 'LogiScope' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.fillColor(ACCENT).font('Helvetica-Bold').fontSize(20).text(model.title);
  doc.fillColor(INK).font('Helvetica').fontSize(12).text(model.subtitle).moveDown(0.5);
  fields(doc, model.header, 9);
  if (options.banner?.length) banner(doc, options.banner);
  model.sections.forEach((section, i) => {
    ensureSpace(doc, 60);
    doc.moveDown(0.8);
    doc.fillColor(ACCENT).font('Helvetica-Bold').fontSize(13).text(`${i + 1}. ${section.heading}`, MARGIN);
    const y = doc.y + 2;
    doc.moveTo(MARGIN, y).lineTo(doc.page.width - MARGIN, y).strokeColor(RULE).lineWidth(0.5).stroke();
    doc.moveDown(0.4).fillColor(INK);
    for (const block of section.blocks) renderBlock(doc, block);
  });
  footers(doc, model.footer);
  doc.end();
  return done;
}

const contentWidth = (doc: Doc) => doc.page.width - 2 * MARGIN;
const bottom = (doc: Doc) => doc.page.height - MARGIN - 20;

function ensureSpace(doc: Doc, height: number): void {
  if (doc.y + height > bottom(doc)) doc.addPage();
}

function renderBlock(doc: Doc, block: DocumentBlock): void {
  switch (block.kind) {
    case 'paragraph':
      doc.font('Helvetica').fontSize(10).fillColor(INK).text(block.text, MARGIN, doc.y, { width: contentWidth(doc) }).moveDown(0.4);
      return;
    case 'fields':
      fields(doc, block.rows, 10);
      doc.moveDown(0.3);
      return;
    case 'list':
      doc.font('Helvetica').fontSize(10).fillColor(INK).list(block.items, MARGIN + 10, doc.y, { width: contentWidth(doc) - 10, bulletRadius: 2 }).moveDown(0.4);
      doc.x = MARGIN;
      return;
    case 'table':
      table(doc, block.columns, block.rows, block.empty);
      return;
    default: {
      const unknown: never = block;
      throw new Error(`Unknown block ${JSON.stringify(unknown)}`);
    }
  }
}

function fields(doc: Doc, rows: readonly (readonly [string, string])[], size: number): void {
  const labelWidth = 150;
  for (const [label, value] of rows) {
    doc.font('Helvetica').fontSize(size);
    const h = Math.max(doc.heightOfString(value, { width: contentWidth(doc) - labelWidth }), doc.heightOfString(label, { width: labelWidth - 8 }));
    ensureSpace(doc, h + 2);
    const y = doc.y;
    doc.fillColor(MUTED).font('Helvetica-Bold').text(label, MARGIN, y, { width: labelWidth - 8 });
    doc.fillColor(INK).font('Helvetica').text(value, MARGIN + labelWidth, y, { width: contentWidth(doc) - labelWidth });
    doc.y = y + h + 2;
  }
  doc.x = MARGIN;
}

function banner(doc: Doc, lines: string[]): void {
  doc.moveDown(0.6);
  doc.font('Helvetica-Bold').fontSize(10);
  const height = lines.reduce((h, l) => h + doc.heightOfString(l, { width: contentWidth(doc) - 20 }) + 2, 16);
  const y = doc.y;
  doc.rect(MARGIN, y, contentWidth(doc), height).fillAndStroke('#eff6ff', ACCENT);
  doc.fillColor(INK);
  doc.y = y + 8;
  for (const line of lines) doc.text(line, MARGIN + 10, doc.y, { width: contentWidth(doc) - 20 }).moveDown(0.1);
  doc.y = y + height + 4;
  doc.x = MARGIN;
}

/** Column widths by the longest text each column holds, within bounds, filling the line. */
function columnWidths(doc: Doc, columns: readonly string[], rows: readonly string[][]): number[] {
  const weights = columns.map((c, i) => Math.min(60, Math.max(c.length, ...rows.map((r) => (r[i] ?? '').length)) + 4));
  const total = weights.reduce((a, b) => a + b, 0);
  return weights.map((w) => (w / total) * contentWidth(doc));
}

function table(doc: Doc, columns: readonly string[], rows: readonly string[][], empty: string): void {
  if (rows.length === 0) {
    doc.font('Helvetica-Oblique').fontSize(10).fillColor(MUTED).text(empty, MARGIN, doc.y, { width: contentWidth(doc) }).moveDown(0.4);
    doc.fillColor(INK);
    return;
  }
  const widths = columnWidths(doc, columns, rows);
  const row = (cells: readonly string[], bold: boolean) => {
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(8.5);
    const h = Math.max(...cells.map((cell, i) => doc.heightOfString(cell, { width: widths[i] - 6 }))) + 6;
    if (doc.y + h > bottom(doc)) {
      doc.addPage();
      if (!bold) row(columns, true);
    }
    const y = doc.y;
    if (bold) doc.rect(MARGIN, y, contentWidth(doc), h).fill('#f1f5f9');
    let x = MARGIN;
    doc.fillColor(INK);
    cells.forEach((cell, i) => {
      doc.text(cell, x + 3, y + 3, { width: widths[i] - 6 });
      x += widths[i];
    });
    doc.moveTo(MARGIN, y + h).lineTo(MARGIN + contentWidth(doc), y + h).strokeColor(RULE).lineWidth(0.5).stroke();
    doc.y = y + h;
  };
  ensureSpace(doc, 40);
  row(columns, true);
  for (const r of rows) row(r, false);
  doc.x = MARGIN;
  doc.moveDown(0.5);
}

function footers(doc: Doc, footer: string): void {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const y = doc.page.height - MARGIN;
    // The footer sits in the bottom margin: lift it so pdfkit adds no page.
    const saved = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc.font('Helvetica').fontSize(7.5).fillColor(MUTED);
    doc.text(footer, MARGIN, y, { width: contentWidth(doc) - 60, lineBreak: false, ellipsis: true });
    doc.text(`Page ${i + 1} of ${range.count}`, doc.page.width - MARGIN - 60, y, { width: 60, align: 'right', lineBreak: false });
    doc.page.margins.bottom = saved;
  }
}
