// "A PDF in < 2 s" (issue 12 §6): prints how long a compliance document takes, two ways, on the built code.
//
//   node bench/compliance-pdf.mjs [--runs 20] [--reports 25] [--http]
//
// direct: the content model and the pdfkit layout alone (services/reports/dist), for each document type and the
//   certificate, on the sample carrier of proto's examples with --reports reports and incidents about it;
// --http: an embedded LogiScope started on a free port with a fresh DATA_DIR (scripts/start.mjs, SKIP_BUILD=1: build
//   first), a broker company, then POST /api/compliance-documents → the job → GENERATED (polled every 10 ms) and the
//   download, one document at a time; and POST /api/carriers/:id/certificates (synchronous: build, sign, record).
// Prints p50 / p95 / max in ms beside the 2,000 ms goal. Figures, not an assertion: the machine is shared.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const dist = join(root, 'services/reports/dist');
if (!existsSync(join(dist, 'compliance/document.pdf.js'))) throw new Error('services/reports is not built: run `node scripts/build.mjs --server` first');
const { buildComplianceDocument } = require(join(dist, 'compliance/compliance-document.content.js'));
const { renderPdf } = require(join(dist, 'compliance/document.pdf.js'));
const { buildCertificateDocument, certificateSnapshot } = require(join(dist, 'certificate/certificate.content.js'));
const { CARRIER_VIEW_EXAMPLE } = require(join(root, 'proto/dist/views/index.js'));
const { freePort } = require(join(root, 'scripts/lib/net.cjs'));

const { values: args } = parseArgs({ options: { runs: { type: 'string', default: '20' }, reports: { type: 'string', default: '25' }, http: { type: 'boolean', default: false } } });
const runs = Number(args.runs);

const stats = (ms) => {
  const s = [...ms].sort((a, b) => a - b);
  const at = (q) => s[Math.min(s.length - 1, Math.ceil(q * s.length) - 1)];
  return { p50: at(0.5), p95: at(0.95), max: s[s.length - 1] };
};
const row = (label, ms, extra = '') => {
  const { p50, p95, max } = stats(ms);
  const f = (n) => n.toFixed(1).padStart(8);
  console.log(`${label.padEnd(44)}${f(p50)}${f(p95)}${f(max)}   ${max < 2000 ? 'under 2 s' : 'OVER 2 s'}${extra}`);
};
const header = (title) => console.log(`\n${title}\n${'what'.padEnd(44)}${'p50 ms'.padStart(8)}${'p95 ms'.padStart(8)}${'max ms'.padStart(8)}`);

function reportsFixture(n) {
  return Array.from({ length: n }, (_, i) => ({
    id: `r${i}`,
    kind: i % 3 === 0 ? 'INCIDENT' : 'CARRIER_REPORT',
    filedAt: new Date(Date.UTC(2025, 8, 1 + i)).toISOString(),
    reportType: i % 3 === 0 ? '' : ['NEGATIVE', 'POSITIVE', 'NEUTRAL'][i % 3],
    rating: i % 3 === 0 ? null : 1 + (i % 5),
    category: i % 3 === 0 ? 'DOUBLE_BROKERAGE' : '',
    incidentType: i % 3 === 0 ? 'Load re-brokered without consent' : '',
    severity: i % 3 === 0 ? 'HIGH' : '',
    status: i % 3 === 0 ? 'VERIFIED' : 'CLOSED',
    text: 'The load was picked up two days late and the driver did not answer calls; the shipper escalated to our team.',
    monetaryImpact: i % 3 === 0 ? 2500 + i * 100 : null,
    response: i % 2 ? 'Our truck broke down on I-80; we told dispatch the same morning and delivered the next day.' : '',
  }));
}

async function direct() {
  const reports = reportsFixture(Number(args.reports));
  header(`direct: content model + pdfkit layout, ${runs} runs each, ${reports.length} reports (services/reports/dist)`);
  for (const documentType of ['DUE_DILIGENCE', 'SAFETY_AUDIT', 'COMPLIANCE_REPORT']) {
    const ms = [];
    let bytes = 0;
    for (let i = 0; i < runs; i++) {
      const t = performance.now();
      const pdf = await renderPdf(buildComplianceDocument({ documentId: `cdoc_${i}`, documentType, carrier: CARRIER_VIEW_EXAMPLE, reports, companyName: 'Bench Brokers', generatedAt: new Date().toISOString() }));
      ms.push(performance.now() - t);
      bytes = pdf.length;
    }
    row(documentType, ms, `  (${(bytes / 1024).toFixed(0)} kB)`);
  }
  const ms = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    const snapshot = certificateSnapshot(CARRIER_VIEW_EXAMPLE, reports);
    await renderPdf(buildCertificateDocument(snapshot, { code: 'LS-0000-0000-0000', issuedAt: new Date().toISOString(), companyName: 'Bench Brokers', issuedBy: 'Bench', verifyUrl: 'http://localhost/verify/LS-0000-0000-0000' }));
    ms.push(performance.now() - t);
  }
  row('certificate', ms);
}

async function http() {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'logiscope-bench-pdf-'));
  const server = spawn(process.execPath, [join(root, 'scripts/start.mjs')], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SKIP_BUILD: '1', CARRIER_DATA_DEMO_ROWS: '500', RATE_LIMIT_API_PER_MINUTE: '1000000' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  await new Promise((ready, fail) => {
    const timer = setTimeout(() => fail(new Error(`server did not start:\n${log}`)), 180_000);
    const on = (c) => {
      log += c;
      if (log.includes('LogiScope listening on')) {
        clearTimeout(timer);
        ready();
      }
    };
    server.stdout.on('data', on);
    server.stderr.on('data', on);
    server.on('exit', (code) => fail(new Error(`server exited ${code}:\n${log}`)));
  });
  const base = `http://127.0.0.1:${port}`;
  let cookie = '';
  const call = async (method, path, body) => {
    const res = await fetch(base + path, { method, headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(cookie ? { cookie } : {}) }, body: body ? JSON.stringify(body) : undefined });
    const set = res.headers.getSetCookie()[0];
    if (set) cookie = set.split(';')[0];
    return res;
  };
  try {
    const tag = Date.now().toString(36);
    const reg = await call('POST', '/api/auth/register', { firstName: 'Bench', lastName: 'Broker', email: `bench.${tag}@example.com`, password: 'correct horse battery', confirmPassword: 'correct horse battery', companyName: `Bench ${tag}`, companyType: 'BROKER', mcNumber: 'MC-123456b' });
    if (reg.status !== 201) throw new Error(`register: ${reg.status} ${await reg.text()}`);
    // Behind the paywall until the company's trial starts.
    const trial = await call('POST', '/api/subscription/start-trial');
    if (trial.status !== 200) throw new Error(`start-trial: ${trial.status} ${await trial.text()}`);
    const carrier = (await (await call('GET', '/api/carriers/search?q=trucking&pageSize=1')).json()).carriers[0];
    header(`through HTTP (embedded, one at a time, ${runs} runs): carrier DOT ${carrier.dotNumber}`);
    const total = [];
    const download = [];
    for (let i = 0; i < runs; i++) {
      const t = performance.now();
      const doc = await (await call('POST', '/api/compliance-documents', { carrierId: carrier.id, documentType: 'DUE_DILIGENCE' })).json();
      for (;;) {
        const d = await (await call('GET', `/api/compliance-documents/${doc.id}`)).json();
        if (d.status !== 'GENERATING') break;
        await new Promise((r) => setTimeout(r, 10));
      }
      total.push(performance.now() - t);
      const d0 = performance.now();
      await (await call('GET', `/api/compliance-documents/${doc.id}/pdf`)).arrayBuffer();
      download.push(performance.now() - d0);
    }
    row('request -> job -> GENERATED', total);
    row('download (PDF bytes)', download);
    const issue = [];
    for (let i = 0; i < runs; i++) {
      const t = performance.now();
      const res = await call('POST', `/api/carriers/${carrier.id}/certificates`);
      if (res.status !== 201) throw new Error(`certificate: ${res.status}`);
      issue.push(performance.now() - t);
    }
    row('Generate Tag (build, sign, record)', issue);
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await direct();
if (args.http) await http();
