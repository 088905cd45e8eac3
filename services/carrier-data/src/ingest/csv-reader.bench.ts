/**
 * Reader benchmark (not a jest test): rows/s of the CSV reader alone, and of reader + layout mapping, on synthetic
 * 42-column and 147-column census files (plus the L&I files the generator writes), one core.
 *
 *   node -r ./services/carrier-data/src/ingest/scripts/register-ts.cjs services/carrier-data/src/ingest/csv-reader.bench.ts \
 *     [--rows 500000] [--dir /tmp/ingest-bench] [--keep]
 *
 * Files already in --dir with the right row count are reused. Peak RSS is printed to show memory stays flat.
 */
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readRowBatches } from './csv-reader';
import { openFmcsaFile } from './ingest-file';
import { generateFiles, syntheticFileName, type SyntheticFileKind } from './synthetic/generator';

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

async function timeRead(path: string): Promise<{ rows: number; fields: number; seconds: number }> {
  const t0 = process.hrtime.bigint();
  let rows = 0;
  let fields = 0;
  for await (const batch of readRowBatches(path)) {
    rows += batch.length;
    fields = batch[batch.length - 1].fields.length;
  }
  return { rows, fields, seconds: Number(process.hrtime.bigint() - t0) / 1e9 };
}

async function timeMap(path: string): Promise<{ rows: number; errors: number; seconds: number }> {
  const t0 = process.hrtime.bigint();
  const file = await openFmcsaFile(path);
  let rows = 0;
  let errors = 0;
  for await (const batch of file.batches()) {
    rows += batch.length;
    for (const r of batch) if (r.result?.kind === 'error') errors++;
  }
  return { rows, errors, seconds: Number(process.hrtime.bigint() - t0) / 1e9 };
}

async function main(): Promise<void> {
  const rows = Number(arg('rows') ?? '500000');
  const given = arg('dir');
  const dir = given ?? mkdtempSync(join(tmpdir(), 'ingest-bench-'));
  const kinds: SyntheticFileKind[] = ['census-42', 'census-147', 'li-actpendins', 'li-insur'];
  const asOf = '2025-09-15';
  const census42 = join(dir, syntheticFileName('census-42', asOf));
  const marker = join(dir, `.rows-${rows}`);
  if (!existsSync(census42) || !existsSync(marker)) {
    process.stdout.write(`generating ${rows.toLocaleString('en-US')} carriers in ${dir} ... `);
    const g = await generateFiles({ dir, rows, seed: 7, asOf, files: kinds });
    (await import('node:fs')).writeFileSync(marker, '');
    console.log(`${(g.ms / 1000).toFixed(1)} s`);
  }
  let peakRss = process.memoryUsage().rss;
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 50);
  console.log('file                                   fields      rows   MB   read rows/s   read MB/s   read+map rows/s');
  for (const kind of kinds) {
    const path = join(dir, syntheticFileName(kind, asOf));
    const mb = statSync(path).size / 1e6;
    await timeRead(path); // warm-up (JIT, page cache)
    const read = await timeRead(path);
    const mapped = await timeMap(path);
    if (mapped.errors) console.log(`  ${mapped.errors} row errors!`);
    console.log(
      `${syntheticFileName(kind, asOf).padEnd(38)} ${String(read.fields).padStart(6)} ${String(read.rows).padStart(9)} ${mb.toFixed(0).padStart(4)} ` +
        `${Math.round(read.rows / read.seconds).toLocaleString('en-US').padStart(13)} ${(mb / read.seconds).toFixed(0).padStart(11)} ` +
        `${Math.round(mapped.rows / mapped.seconds).toLocaleString('en-US').padStart(17)}`,
    );
  }
  clearInterval(sampler);
  console.log(`peak RSS ${(peakRss / 1e6).toFixed(0)} MB (files total ${(readdirSync(dir).reduce((s, f) => s + statSync(join(dir, f)).size, 0) / 1e6).toFixed(0)} MB)`);
  if (!given && !process.argv.includes('--keep')) rmSync(dir, { recursive: true, force: true });
}

main().catch((e: unknown) => {
  console.error(e);
  process.exitCode = 1;
});
