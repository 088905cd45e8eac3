import type { ImportProgress } from './import.pipeline';

const fmt = (n: number) => n.toLocaleString('en-US');
const eta = (s: number | null) => (s === null ? '--:--' : `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`);

/** One line of progress: a bar on a terminal (redrawn in place), plain periodic lines otherwise (CI logs). */
export function progressPrinter(out: NodeJS.WriteStream = process.stderr, everyMs = 1000): (p: ImportProgress) => void {
  let last = 0;
  return (p) => {
    const t = Date.now();
    const finished = p.bytesTotal > 0 && p.bytesDone >= p.bytesTotal;
    if (!finished && t - last < (out.isTTY ? 100 : everyMs)) return;
    last = t;
    const ratio = p.bytesTotal ? Math.min(1, p.bytesDone / p.bytesTotal) : 0;
    const width = 30;
    const bar = `${'█'.repeat(Math.round(ratio * width))}${'░'.repeat(width - Math.round(ratio * width))}`;
    const line = `${bar} ${(ratio * 100).toFixed(1).padStart(5)}%  ${fmt(p.rowsRead)} rows  ${fmt(p.rowsPerSecond)} rows/s  ETA ${eta(p.etaSeconds)}  errors ${fmt(p.rowErrors)}  ${p.file}`;
    if (out.isTTY) out.write(`\r${line.padEnd(out.columns ? out.columns - 1 : line.length)}${finished ? '\n' : ''}`);
    else out.write(`${line}\n`);
  };
}
