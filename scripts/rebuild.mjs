// `npm run rebuild -- <service>`: drops the service's read models that are projections of its own event log (and
// their checkpoints) and applies the whole log again. Run it with the server stopped: it refuses while a running
// process follows one of the projections (its checkpoint's heartbeat is fresh); `--force` overrides that.
// Profile as the start scripts choose it: PROFILE=embedded (default) reads DATA_DIR (./data); PROFILE=distributed
// reads MONGO_URL (or infra/local's .infra/env) and NAMESPACE.
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { readInfraEnv } from './lib/infra-env.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
if (Number(process.versions.node.split('.')[0]) < 24) {
  console.error(`LogiScope needs Node 24 (the repo pins it: run through npm, \`npm run rebuild -- <service>\`); this is ${process.version}.`);
  process.exit(1);
}
const args = process.argv.slice(2);
const force = args.includes('--force');
const service = args.find((a) => !a.startsWith('--'));
if (!service || !/^[a-z][a-z-]*$/.test(service)) {
  console.error('usage: npm run rebuild -- <service> [--force]   (e.g. identity, carrier-data; server stopped)');
  process.exit(2);
}
if (process.env.SKIP_BUILD !== '1') {
  // build.mjs reads its mode from argv: the server packages are all a rebuild needs.
  const saved = process.argv;
  process.argv = [saved[0], saved[1], '--server'];
  await import('./build.mjs');
  process.argv = saved;
}
const projectionsModule = join(root, 'services', service, 'dist', `${service}.projections.js`);
if (!existsSync(join(root, 'services', service, 'src'))) {
  console.error(`No service named ${service} (services/${service})`);
  process.exit(2);
}
if (!existsSync(projectionsModule)) {
  console.error(`${service} keeps no read model projected from its event log (no src/${service}.projections.ts): nothing to rebuild`);
  process.exit(2);
}

// The packages are CommonJS (swc): their exports are on the default export when imported from ESM.
const cjs = async (specifier) => {
  const m = await import(specifier);
  return m.default ?? m;
};
const infra = await cjs('@logiscope/infra');
const profile = process.env.PROFILE ?? 'embedded';
let events;
let documents;
let where;
if (profile === 'distributed') {
  const { MongoDocumentStore, MongoEventStore, serviceDbName } = await cjs('@logiscope/infra/distributed');
  let mongoUrl = process.env.MONGO_URL;
  if (!mongoUrl && existsSync(join(root, '.infra', 'env'))) mongoUrl = readInfraEnv(root).MONGO_URL;
  if (!mongoUrl) {
    console.error('MONGO_URL is required with PROFILE=distributed (or run infra/local/up.sh)');
    process.exit(2);
  }
  const dbName = serviceDbName(service, process.env.NAMESPACE || undefined);
  events = new MongoEventStore({ url: mongoUrl, dbName });
  documents = new MongoDocumentStore({ url: mongoUrl, dbName });
  where = `MongoDB database ${dbName}`;
} else if (profile === 'embedded') {
  const file = join(resolve(process.env.DATA_DIR ?? './data'), `${service}.db`);
  if (!existsSync(file)) {
    console.error(`No data for ${service} at ${file} (DATA_DIR)`);
    process.exit(2);
  }
  events = new infra.SqliteEventStore(file);
  documents = new infra.SqliteDocumentStore(file);
  where = file;
} else {
  console.error(`PROFILE must be embedded or distributed, not ${profile}`);
  process.exit(2);
}

let code = 0;
try {
  const { projections } = await cjs(pathToFileURL(projectionsModule).href);
  console.log(`Rebuilding ${service}'s read models from its event log (${where})`);
  let total = 0;
  const started = Date.now();
  // The log and the profile too, for projections that read beside an event or keep a profile's own index.
  for (const projection of await projections(documents, { events, profile })) {
    const report = await infra.rebuildProjection(events, documents, projection, { force });
    total += report.eventsApplied;
    const docs = Object.entries(report.documents).map(([c, n]) => `${c} ${n.toLocaleString('en-US')}`).join(', ');
    console.log(`  ${report.projection}: ${report.eventsApplied.toLocaleString('en-US')} events applied (log position ${report.position}), documents: ${docs}, ${report.ms} ms`);
  }
  console.log(`Done: ${total.toLocaleString('en-US')} events read in ${Date.now() - started} ms.`);
} catch (e) {
  code = e instanceof infra.ProjectionInUseError ? 3 : 1;
  console.error(e instanceof Error ? e.message : e);
} finally {
  await events.close();
  await documents.close();
}
process.exit(code);
