// `npm run import -- <files...>`: imports FMCSA census / L&I / inspection files into carrier-data.
// Embedded profile (default): the SQLite files under DATA_DIR, safe while `npm start` runs (its relay publishes the
// events). PROFILE=distributed: MONGO_URL (+ NAMESPACE), the events reach Kafka through carrier-data's relay.
import 'reflect-metadata';
import { createWriteStream, existsSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { clockFromEnv, EmbeddedInfrastructure, type DocumentStore, type EventStore, type ServiceRuntime } from '@logiscope/infra';
import { openCarrierStore } from '../carrier-data.module';
import { importRunsOf } from './import-run.repository';
import { runImport, type ImportRun } from './import.pipeline';
import { progressPrinter } from './import.progress';

/**
 * `--as-of YYYY-MM-DD` dates every file given (the day its data set was published or pulled; else the date in its
 * name, else its modification day); `--daily` reads them as daily differences (else a name holding a daily data set
 * id says so).
 */
function parseArgs(argv: string[]): { files: string[]; asOf?: string; daily?: boolean } {
  const files: string[] = [];
  let asOf: string | undefined;
  let daily: boolean | undefined;
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--daily') daily = true;
    else if (a === '--as-of' || a.startsWith('--as-of=')) {
      asOf = a.includes('=') ? a.slice(a.indexOf('=') + 1) : argv[++i];
      if (!/^\d{4}-\d{2}-\d{2}$/.test(asOf ?? '') || Number.isNaN(Date.parse(`${asOf}T00:00:00Z`))) {
        console.error(`--as-of takes a day as YYYY-MM-DD, not ${JSON.stringify(asOf ?? '')}`);
        process.exit(2);
      }
    } else if (!a.startsWith('--')) files.push(a);
  }
  return { files, ...(asOf ? { asOf } : {}), ...(daily ? { daily } : {}) };
}

async function main(): Promise<void> {
  const { files, asOf, daily } = parseArgs(process.argv.slice(2));
  if (files.length === 0) {
    console.error(
      'usage: npm run import -- [--as-of YYYY-MM-DD] [--daily] <file> [file...]   (census 147/42-column; legacy L&I Carrier, AuthHist, actpendins, insur, revocation; Motus Carrier, Insur, InsHist, AuthHist, RevokeSuspend, BOC3 as CSV or JSON; SAFER; inspection units)',
    );
    process.exit(2);
  }
  const missing = files.filter((f) => !existsSync(f));
  if (missing.length) {
    console.error(`No such file: ${missing.join(', ')}`);
    process.exit(2);
  }

  // The time the run is stamped with: the system clock, or TEST_CLOCK_FILE's in tests.
  const clock = clockFromEnv();
  let events: EventStore;
  let documents: DocumentStore;
  let location: ServiceRuntime['location'];
  let closeInfra: () => Promise<void>;
  let logDir: string;
  if ((process.env.PROFILE ?? 'embedded') === 'distributed') {
    const { MongoDocumentStore, MongoEventStore, serviceDbName } = await import('@logiscope/infra/distributed');
    const mongoUrl = process.env.MONGO_URL;
    if (!mongoUrl) throw new Error('MONGO_URL is required with PROFILE=distributed');
    const dbName = serviceDbName('carrier-data', process.env.NAMESPACE);
    events = new MongoEventStore({ url: mongoUrl, dbName });
    documents = new MongoDocumentStore({ url: mongoUrl, dbName });
    location = { kind: 'distributed', mongoUrl, dbName };
    logDir = resolve(process.env.DATA_DIR ?? './data');
    closeInfra = async () => {
      await events.close();
      await documents.close();
    };
  } else {
    const dataDir = resolve(process.env.DATA_DIR ?? './data');
    const infra = new EmbeddedInfrastructure(dataDir, { clock });
    const runtime = infra.runtimeFor('carrier-data');
    events = runtime.events;
    documents = runtime.documents;
    location = runtime.location;
    logDir = dataDir;
    closeInfra = () => infra.close();
  }
  const store = await openCarrierStore(location);
  const close = async () => {
    await store.close();
    await closeInfra();
  };

  mkdirSync(logDir, { recursive: true });
  const errorLog = join(logDir, `import-errors-${new Date().toISOString().replace(/[:.]/g, '-')}.log`);
  const errors = createWriteStream(errorLog);
  let shown = 0;
  let run: ImportRun | undefined;
  const stop = () => {
    // The checkpoint of the last committed batch is stored: running the same command again resumes there.
    console.error('\nInterrupted: run the same command again to resume.');
    process.exit(130);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  try {
    run = await runImport({
      files: files.map((path) => (asOf || daily ? { path, ...(asOf ? { asOf } : {}), ...(daily ? { daily } : {}) } : path)),
      store,
      events,
      runs: await importRunsOf(documents),
      now: () => clock.now(),
      onProgress: progressPrinter(),
      onRowError: (e) => {
        errors.write(`${e.file}:${e.line}: ${e.reason}\n`);
        if (shown++ < 20) console.error(`\n  skipped ${e.file}:${e.line}: ${e.reason}`);
      },
    });
  } finally {
    errors.end();
    await close();
  }
  console.log(
    `Import ${run.runId}: ${run.rowsRead.toLocaleString('en-US')} rows, ${run.created.toLocaleString('en-US')} new carriers, ${run.changed.toLocaleString('en-US')} changed, ${run.unchanged.toLocaleString('en-US')} unchanged, ${run.rowErrors.toLocaleString('en-US')} rows skipped${run.rowErrors ? ` (line and reason in ${errorLog})` : ''}${run.initialLoad ? ' (first load: no per-carrier events)' : ''}.`,
  );
}

main().catch((e) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
