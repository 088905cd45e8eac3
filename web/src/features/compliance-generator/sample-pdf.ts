/**
 * A one-page PDF of plain text lines, written by hand (the PDF 1.4 object syntax, Helvetica, no library): the visitor's
 * sample generator downloads a real PDF (spec README decision 8) without a server. ASCII text only.
 */
const escape = (line: string) => line.replace(/[^\x20-\x7e]/g, '?').replace(/([\\()])/g, '\\$1');

export function samplePdf(title: string, lines: readonly string[]): Blob {
  const content = [
    'BT /F1 18 Tf 50 740 Td',
    `(${escape(title)}) Tj`,
    '/F1 10 Tf 0 -28 Td 14 TL',
    ...lines.map((l) => `(${escape(l)}) '`),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(pdf.length);
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new Blob([pdf], { type: 'application/pdf' });
}
