// The knowledge benchmark's data (bench/knowledge.mjs): FreightGuard incidents and team notes written through the
// services' own deciders into an embedded DATA_DIR's event stores, as if brokers had filed them over the last year.
// The server's projections (incident list and its words, the dashboard's buckets, carrier-data's copy for the risk
// score, the notes read model) are then built from that log when the server starts, like any replay.
//
//   node bench/knowledge-generate.mjs --data-dir DIR --incidents 1000000 --notes 1000000 \
//        --company ID --company-name NAME --user ID --user-name NAME --heavy 10000
//
// The carriers come from the DATA_DIR's carrier store (the demo's), the other companies are synthetic. `--heavy`
// incidents are filed by the given company (the dashboard measured), the rest by 300 others. Deterministic (seeded).
// Prints one JSON line (counts and rates); progress on stderr.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { seededRandom } from './lib/seeded-random.mjs';
import { v7 as uuidv7 } from 'uuid';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const { CHECKPOINTS_COLLECTION, EmbeddedInfrastructure, handleCommand } = require(join(root, 'services/libs/infra/dist/index.js'));
const { reportDecider } = require(join(root, 'services/reports/dist/report/report.decider.js'));
const { noteDecider, noteStream } = require(join(root, 'services/notes/dist/note/note.decider.js'));
const { reportStream, FREIGHTGUARD_INCIDENT_GROUPS, FREIGHTGUARD_CATEGORIES } = {
  ...require(join(root, 'proto/dist/index.js')),
  ...require(join(root, 'proto/dist/views/index.js')),
};

const { values: args } = parseArgs({
  options: {
    'data-dir': { type: 'string' },
    incidents: { type: 'string', default: '1000000' },
    notes: { type: 'string', default: '1000000' },
    company: { type: 'string' },
    'company-name': { type: 'string', default: 'Bench Freight' },
    user: { type: 'string' },
    'user-name': { type: 'string', default: 'Bench Broker' },
    heavy: { type: 'string', default: '10000' },
  },
});
if (!args['data-dir'] || !args.company || !args.user) throw new Error('--data-dir, --company and --user are required');

const { rnd, pick } = seededRandom(20261125);

const CITIES = ['Dallas, TX', 'Atlanta, GA', 'Chicago, IL', 'Memphis, TN', 'Laredo, TX', 'Columbus, OH', 'Phoenix, AZ', 'Fontana, CA', 'Newark, NJ', 'Joliet, IL', 'Savannah, GA', 'Denver, CO', 'Kansas City, MO', 'Charlotte, NC', 'Reno, NV'];
const COMMODITIES = ['electronics', 'frozen poultry', 'produce', 'copper wire', 'beverages', 'tires', 'pharmaceuticals', 'furniture', 'steel coils', 'apparel', 'paper rolls', 'auto parts'];
const DETAILS = [
  'the driver stopped answering after pickup',
  'the rate confirmation was forwarded to another carrier',
  'the MC number on the paperwork belonged to another company',
  'the invoice was billed twice through a factoring company',
  'the trailer seal did not match the bill of lading',
  'delivery was missed by two days without notice',
  'the dispatcher asked for a fuel advance before loading',
  'the load was held until an extra payment was made',
  'the truck arrived with a different DOT number on the door',
  'the insurance certificate was altered',
];
const COMPANY_WORDS = ['Prairie', 'Summit', 'Harbor', 'Keystone', 'Pioneer', 'Liberty', 'Frontier', 'Granite', 'Cascade', 'Heartland'];

/**
 * The corroboration policy ran while the brokers filed (live, an incident at a time); the generator wrote the log
 * straight, so its checkpoint goes to the head: otherwise the next start would run the policy over a year of filings at
 * once (a command per earlier incident of the same carrier and category, about 300 filings a second), which is not a
 * read model's replay and not what a server restarted on a real log does.
 */
async function markCorroborated(infra) {
  const runtime = infra.runtimeFor('reports');
  // No event types asked: the log's head.
  const { position } = await runtime.events.readAll(0, { types: [] });
  const checkpoints = await runtime.documents.collection(CHECKPOINTS_COLLECTION);
  const now = new Date().toISOString();
  await checkpoints.upsert({ id: 'reports.freightguard-corroboration', position, updatedAt: now, heldBy: '', heartbeatAt: now });
}

const dataDir = args['data-dir'];
const infra = new EmbeddedInfrastructure(dataDir);
const reports = infra.runtimeFor('reports').events;
const notes = infra.runtimeFor('notes').events;

// The carriers: the carrier store's documents (the demo data).
const { DatabaseSync } = await import('node:sqlite');
const store = new DatabaseSync(join(dataDir, 'carrier-data-store.db'), { readOnly: true });
const carriers = store
  .prepare('SELECT doc FROM carriers LIMIT 20000')
  .all()
  .map((r) => JSON.parse(r.doc))
  .map((c) => ({ id: c.dotNumber, dot: c.dotNumber, mc: (c.mcNumbers ?? [])[0] ?? '', name: c.legalName, email: c.email ?? '' }));
store.close();
if (carriers.length === 0) throw new Error(`no carriers in ${dataDir}: start the server on it once (demo data) before generating`);

const companies = Array.from({ length: 300 }, (_, i) => ({
  companyId: `bench-company-${i}`,
  companyName: `${COMPANY_WORDS[i % 10]} ${COMPANY_WORDS[Math.floor(i / 10) % 10]} Logistics ${i}`,
  userId: `bench-user-${i}`,
  reporterName: `Broker ${i}`,
}));
const heavyCompany = { companyId: args.company, companyName: args['company-name'], userId: args.user, reporterName: args['user-name'] };

const NOW = Date.now();
const DAY = 86_400_000;
const iso = (ms) => new Date(ms).toISOString();
const total = Number(args.incidents);
const heavy = Math.min(total, Number(args.heavy));
const started = Date.now();
const counts = { incidents: 0, disputed: 0, verified: 0, resolved: 0, notes: 0 };

for (let i = 0; i < total; i++) {
  // The heavy company's incidents are spread through the whole run, so they are spread over the year too.
  const party = i % Math.max(1, Math.floor(total / heavy)) === 0 && counts.heavy !== heavy ? heavyCompany : pick(companies);
  if (party === heavyCompany) counts.heavy = (counts.heavy ?? 0) + 1;
  const carrier = pick(carriers);
  const category = pick(FREIGHTGUARD_CATEGORIES);
  const incidentType = pick(FREIGHTGUARD_INCIDENT_GROUPS[category]);
  const filedAt = NOW - Math.floor(rnd() * 365 * DAY) - 3 * DAY;
  const reportId = uuidv7();
  const commodity = pick(COMMODITIES);
  const [from, to] = [pick(CITIES), pick(CITIES)];
  const description = `${incidentType.toLowerCase().replace(/_/g, ' ')}: load of ${commodity} from ${from} to ${to}; ${pick(DETAILS)}.`;
  const impact = rnd() < 0.5 ? null : Math.round(500 + rnd() * 49_500);
  const doubleBrokerage = category === 'DOUBLE_BROKERAGE' && rnd() < 0.6;
  const stream = reportStream(reportId);
  await handleCommand(reports, stream, reportDecider, {
    type: 'FileReport',
    data: {
      reportId,
      responseId: `${reportId.replace(/-/g, '')}bench0000000`.slice(0, 43).padEnd(43, 'x'),
      carrierEmail: carrier.email,
      reporterEmail: '',
      carrierId: carrier.id,
      dotNumber: carrier.dot,
      mcNumber: carrier.mc,
      carrierName: carrier.name,
      companyType: 'BROKER',
      ...party,
      now: iso(filedAt),
      kind: 'INCIDENT',
      reportCategory: category,
      incidentType,
      severity: pick(['LOW', 'MEDIUM', 'MEDIUM', 'HIGH', 'CRITICAL']),
      description,
      location: to,
      incidentDate: iso(filedAt - Math.floor(rnd() * 5) * DAY).slice(0, 10),
      monetaryImpact: impact,
      isDoubleBrokerage: doubleBrokerage,
      brokerageChain: doubleBrokerage ? [party.companyName, carrier.name, `${pick(COMPANY_WORDS)} Transport LLC`] : [],
    },
  });
  counts.incidents++;
  const fate = rnd();
  if (fate < 0.2) {
    const responseId = `${reportId.replace(/-/g, '')}bench0000000`.slice(0, 43).padEnd(43, 'x');
    await handleCommand(reports, stream, reportDecider, {
      type: 'SubmitResponse',
      data: { responseId, responseText: 'We dispute this: the load was delivered on time and signed for.', contactEmail: 'dispatch@carrier.example', contactPhone: '', now: iso(filedAt + 3_600_000) },
    });
    counts.disputed++;
  } else if (fate < 0.25) {
    await handleCommand(reports, stream, reportDecider, { type: 'VerifyIncident', data: { reason: 'OPERATOR', corroboratingReportId: '', verifiedBy: 'bench-operator', now: iso(filedAt + 7_200_000) } });
    counts.verified++;
  } else if (fate < 0.35) {
    await handleCommand(reports, stream, reportDecider, {
      type: 'ResolveIncident',
      data: { companyId: party.companyId, userId: party.userId, amountRecovered: impact === null ? 0 : Math.round(impact * rnd()), now: iso(filedAt + 2 * DAY) },
    });
    counts.resolved++;
  }
  if (i % 50_000 === 49_999) process.stderr.write(`[generate] ${(i + 1).toLocaleString('en-US')} incidents (${Math.round((i + 1) / ((Date.now() - started) / 1000))}/s)\n`);
}
const incidentSeconds = (Date.now() - started) / 1000;

const noteStarted = Date.now();
const NOTE_TITLES = ['Reliable on reefer loads', 'Slow to send PODs', 'Asked for a quick-pay advance', 'Good communication', 'Driver was rude at the dock', 'Check insurance before booking', 'Prefers Midwest lanes'];
for (let i = 0; i < Number(args.notes); i++) {
  const party = i % 100 === 0 ? heavyCompany : pick(companies);
  const carrier = pick(carriers);
  const noteId = uuidv7();
  await handleCommand(notes, noteStream(noteId), noteDecider, {
    type: 'AddNote',
    data: {
      noteId,
      carrierId: carrier.id,
      actor: { userId: party.userId, companyId: party.companyId, authorName: party.reporterName, companyName: party.companyName },
      note: { title: pick(NOTE_TITLES), content: `${pick(DETAILS)}; hauled ${pick(COMMODITIES)} from ${pick(CITIES)}.`, category: pick(['GENERAL', 'PERFORMANCE', 'COMMUNICATION', 'ISSUES']), isPrivate: rnd() < 0.3, tags: [pick(['reefer', 'dry-van', 'flatbed', 'hazmat'])] },
      at: iso(NOW - Math.floor(rnd() * 365 * DAY)),
    },
  });
  counts.notes++;
  if (i % 100_000 === 99_999) process.stderr.write(`[generate] ${(i + 1).toLocaleString('en-US')} notes (${Math.round((i + 1) / ((Date.now() - noteStarted) / 1000))}/s)\n`);
}
const noteSeconds = (Date.now() - noteStarted) / 1000;
await markCorroborated(infra);
await infra.close();
console.log(JSON.stringify({ ...counts, carriers: carriers.length, incidentsPerSecond: Math.round(counts.incidents / incidentSeconds), notesPerSecond: Math.round(counts.notes / Math.max(0.001, noteSeconds)) }));
