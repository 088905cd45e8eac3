import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

/** The text of a PDF as a reader extracts it (pdfjs-dist, run by pdf-text.worker.mjs in its own process: it is an ES module). */
export function pdfText(bytes: Buffer): { pages: number; text: string } {
  const out = execFileSync(process.execPath, [join(__dirname, 'pdf-text.worker.mjs')], { input: bytes, maxBuffer: 64 * 1024 * 1024 });
  return JSON.parse(out.toString('utf8')) as { pages: number; text: string };
}
