// The gateway's peer in `npm run bench -- --scenario carriers`: a bare node:http server on the same carrier store,
// answering the same k6 requests with nothing but the search itself, so the gateway's cost shows as a ratio.
//
//   node bench/carriers-bare.mjs --port 0 [--mode view|store]
//     view   (default) carrier-data's own search as the gateway runs it (bench/carrier-service.mjs: the store's search,
//            then the same view building, verdicts included), with the search history a no-op: no framework, no
//            session, no guard, no in-process boundary copy, no history write.
//     store  the store's search alone: the carriers' records as stored, no view building.
//   Routes: GET /api/carriers/search?q=, /api/carriers/search/phone/:phone, /api/carriers/search/email/:email (page,
//   pageSize as the gateway takes them); POST /api/auth/register, /api/auth/login and /api/subscription/start-trial answer
//   at once (bench/carriers.k6.js signs in and starts the trial first). Listens on 127.0.0.1 only; prints `bare listening on http://127.0.0.1:PORT` when ready. DATA_DIR
//   is the embedded store's folder, as for the server. Stops on SIGTERM/SIGINT.
import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { openCarrierService } from './carrier-service.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const dist = join(root, 'services/carrier-data/dist');
if (!existsSync(join(dist, 'carrier-data.module.js'))) throw new Error('services/carrier-data is not built: run `npm run build:server` first');
const { openCarrierStore } = require(join(dist, 'carrier-data.module.js'));
const { normaliseEmail, normalisePhone } = require(join(dist, 'carrier/carrier-identifiers.normalise.js'));

const { values: args } = parseArgs({ options: { port: { type: 'string', default: '0' }, mode: { type: 'string', default: 'view' } } });
if (!['view', 'store'].includes(args.mode)) throw new Error(`--mode must be view or store, got ${args.mode}`);

const sqliteFile = join(resolve(process.env.DATA_DIR ?? './data'), 'carrier-data-store.db');
if (!existsSync(sqliteFile)) throw new Error(`no carrier store at ${sqliteFile}`);
const service = args.mode === 'view' ? await openCarrierService(dirname(sqliteFile)) : undefined;
const store = args.mode === 'store' ? await openCarrierStore({ kind: 'embedded', sqliteFile }) : undefined;
// Its in-memory indexes from the start, as carrier-data builds them (the bench measures once every server is idle).
void store?.warmMemoryIndexes?.();
const app = service?.api;
const caller = { companyId: 'bench-company', userId: 'bench-user' };

const pageOf = (url) => {
  const whole = (v, d, max) => (/^\d+$/.test(v ?? '') ? Math.min(Math.max(1, Number(v)), max) : d);
  return { page: whole(url.searchParams.get('page'), 1, 1000), pageSize: whole(url.searchParams.get('pageSize'), 20, 100) };
};

/** The answer for a search route, or undefined when the path is none. */
async function answer(url) {
  const page = pageOf(url);
  const phone = /^\/api\/carriers\/search\/phone\/([^/]+)$/.exec(url.pathname);
  const email = /^\/api\/carriers\/search\/email\/([^/]+)$/.exec(url.pathname);
  const q = url.pathname === '/api/carriers/search' ? (url.searchParams.get('q') ?? '') : undefined;
  if (q === undefined && !phone && !email) return undefined;
  if (args.mode === 'view') {
    if (phone) return app.searchByPhone({ ...caller, ...page, phone: decodeURIComponent(phone[1]) });
    if (email) return app.searchByEmail({ ...caller, ...page, email: decodeURIComponent(email[1]) });
    return app.search({ ...caller, ...page, q });
  }
  const query = phone ? { phone: normalisePhone(decodeURIComponent(phone[1])) } : email ? { email: normaliseEmail(decodeURIComponent(email[1])) } : { text: q.trim() };
  const { hits, total } = await store.search(query, { offset: (page.page - 1) * page.pageSize, limit: page.pageSize });
  return { carriers: hits.map((h) => h.carrier), total, ...page };
}

const send = (res, status, body, headers = {}) => {
  const json = JSON.stringify(body);
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': Buffer.byteLength(json), ...headers });
  res.end(json);
};

const server = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://127.0.0.1');
  req.resume();
  if (req.method === 'POST' && url.pathname === '/api/subscription/start-trial') return send(res, 200, { subscriptionStatus: 'TRIAL' });
  if (req.method === 'POST' && (url.pathname === '/api/auth/register' || url.pathname === '/api/auth/login')) {
    return send(res, url.pathname.endsWith('register') ? 201 : 200, { ok: true }, { 'Set-Cookie': 'logiscope.sid=bench; Path=/; HttpOnly' });
  }
  if (req.method !== 'GET') return send(res, 404, { message: 'Not found' });
  answer(url).then(
    (body) => (body === undefined ? send(res, 404, { message: 'Not found' }) : send(res, 200, body)),
    (e) => send(res, e?.code === 'VALIDATION' || e?.name === 'DomainError' ? 400 : 500, { message: String(e?.message ?? e) }),
  );
});
server.keepAliveTimeout = 60_000;
server.listen(Number(args.port), '127.0.0.1', () => console.log(`bare listening on http://127.0.0.1:${server.address().port} (mode ${args.mode})`));

for (const sig of ['SIGINT', 'SIGTERM']) {
  process.on(sig, () => {
    server.close();
    server.closeAllConnections();
    (service ? service.close() : store.close()).finally(() => process.exit(0));
  });
}
