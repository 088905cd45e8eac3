/**
 * What a generated PDF says, before any layout: a title, a few identifying fields and sections of blocks. The
 * builders (compliance-document.content.ts, certificate.content.ts) are pure functions of the carrier, its reports and
 * the time; document.pdf.ts lays the model out with pdfkit. Tests read the model, and the e2e tests the PDF's text.
 */
export type DocumentBlock =
  | { kind: 'paragraph'; text: string }
  /** Label / value rows. */
  | { kind: 'fields'; rows: [string, string][] }
  | { kind: 'list'; items: string[] }
  | { kind: 'table'; columns: string[]; rows: string[][]; empty: string };

export interface DocumentSection {
  heading: string;
  blocks: DocumentBlock[];
}

export interface DocumentModel {
  title: string;
  subtitle: string;
  /** Identifying fields under the title (document id, dates, who it was prepared for). */
  header: [string, string][];
  sections: DocumentSection[];
  /** Printed at the foot of every page. */
  footer: string;
}

/** "Jun 1, 2024" from an ISO day or instant; '' stays ''. */
export function day(iso: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  if (!m) return iso;
  const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  return `${months[Number(m[2]) - 1]} ${Number(m[3])}, ${m[1]}`;
}

/** "Jun 1, 2024 14:05 UTC" from an ISO instant. */
export function instant(iso: string): string {
  const m = /T(\d{2}):(\d{2})/.exec(iso);
  return m ? `${day(iso)} ${m[1]}:${m[2]} UTC` : day(iso);
}

export const money = (usd: number): string => `$${Math.round(usd).toLocaleString('en-US')}`;

/** The value, or 'N/A' when missing (the spec's wording for a missing amount). */
export const orNA = (value: string | number | null | undefined): string => (value === null || value === undefined || value === '' ? 'N/A' : String(value));
