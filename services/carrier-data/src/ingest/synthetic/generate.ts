/**
 * CLI: writes synthetic FMCSA files and prints the speed.
 *
 *   node -r ./services/carrier-data/src/ingest/scripts/register-ts.cjs \
 *     services/carrier-data/src/ingest/synthetic/generate.ts --rows 2500000 --seed 1 --out /tmp/x
 *   (after `npm run build`: node services/carrier-data/dist/ingest/synthetic/generate.js --rows ...)
 *
 * Options: --rows N (carriers, default 100000, max 3,000,000), --seed N (default 1), --out DIR (required),
 * --as-of YYYY-MM-DD or `today` (the date of the data and in the file names; default 2025-09-15, before the Motus
 * cutover: the Motus files come out empty), --files census-147,census-42,li-actpendins,li-insur,li-revocation,
 * inspection-units,safer-snapshot,li-carrier,li-authhist,motus-carrier,motus-insur,motus-inshist,motus-authhist,
 * motus-revokesuspend,motus-boc3 (default: all)
 */
import { SYNTHETIC_FILE_KINDS, generateFiles, type SyntheticFileKind } from './generator';

function parseArgs(argv: string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (!a.startsWith('--')) throw new Error(`unexpected argument ${a}`);
    const eq = a.indexOf('=');
    if (eq > 0) out[a.slice(2, eq)] = a.slice(eq + 1);
    else out[a.slice(2)] = argv[++i] ?? '';
  }
  return out;
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  if (args.help !== undefined || !args.out) {
    console.log(`usage: generate --out DIR [--rows 100000] [--seed 1] [--as-of 2025-09-15|today] [--files ${SYNTHETIC_FILE_KINDS.join(',')}]`);
    process.exitCode = args.out ? 0 : 1;
    return;
  }
  const rows = Number((args.rows ?? '100000').replace(/_/g, ''));
  const seed = Number(args.seed ?? '1');
  const files = args.files ? (args.files.split(',') as SyntheticFileKind[]) : undefined;
  for (const f of files ?? []) if (!SYNTHETIC_FILE_KINDS.includes(f)) throw new Error(`unknown file kind ${f} (one of ${SYNTHETIC_FILE_KINDS.join(', ')})`);
  const started = process.hrtime.bigint();
  const result = await generateFiles({
    dir: args.out,
    rows,
    seed,
    asOf: args['as-of'] === 'today' ? new Date().toISOString().slice(0, 10) : args['as-of'],
    files,
    onProgress: (done) => {
      if (done < rows && process.stderr.isTTY) process.stderr.write(`\r${done.toLocaleString('en-US')} carriers`);
    },
  });
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  if (process.stderr.isTTY) process.stderr.write('\r');
  let totalRows = 0;
  let totalBytes = 0;
  for (const f of result.files) {
    totalRows += f.rows;
    totalBytes += f.bytes;
    console.log(`${f.kind.padEnd(19)} ${String(f.rows).padStart(10)} rows ${(f.bytes / 1e6).toFixed(1).padStart(9)} MB  ${f.path}`);
  }
  console.log(
    `${result.carriers.toLocaleString('en-US')} carriers (seed ${seed}) in ${seconds.toFixed(1)} s: ` +
      `${Math.round(result.carriers / seconds).toLocaleString('en-US')} carriers/s, ${Math.round(totalRows / seconds).toLocaleString('en-US')} rows/s, ` +
      `${(totalBytes / 1e6 / seconds).toFixed(0)} MB/s (${totalRows.toLocaleString('en-US')} rows, ${(totalBytes / 1e9).toFixed(2)} GB)`,
  );
}

main().catch((e: unknown) => {
  console.error((e as Error).message);
  process.exitCode = 1;
});
