// `node bench/declared-answer.mjs [--data-dir DIR] [--page-size 10] [--rounds 3000]`
//
// What one search answer costs the gateway on its way out, in ms per page: through its declared view schema with zod's
// runtime parser (`parse`), with the same schema compiled by z.compile (`compiled`, what the gateway does), and the
// embedded profile's boundary copy of the service's reply (`boundary copy`, jsonCopy) beside a JSON round trip.
// With --data-dir (an imported DATA_DIR, e.g. the carriers bench's) the pages are real search answers of carrier-data
// on that store (bench/carrier-service.mjs); without, a page of the views' own example carrier. Needs the server build
// (node scripts/build.mjs --server). Prints one line per way, and checks compiled and runtime answers are equal.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isDeepStrictEqual, parseArgs } from 'node:util';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const { values: args } = parseArgs({
  options: { 'data-dir': { type: 'string' }, 'page-size': { type: 'string', default: '10' }, rounds: { type: 'string', default: '3000' } },
});
const pageSize = Number(args['page-size']);
const rounds = Number(args.rounds);

const { z } = require('zod');
const views = require(join(root, 'proto/dist/views/index.js'));
const { jsonCopy } = require(join(root, 'services/libs/infra/dist/embedded/json-copy.js'));

async function realPages(dataDir) {
  const { openCarrierService } = await import('./carrier-service.mjs');
  const service = await openCarrierService(dataDir);
  try {
    const caller = { companyId: 'bench-company', userId: 'bench-user', page: 1, pageSize };
    const pages = [];
    for (const q of ['trucking', 'transport', 'logistics', 'express', 'freight', 'llc']) {
      const page = await service.api.search({ ...caller, q });
      if (page.carriers.length === pageSize) pages.push(page);
    }
    if (!pages.length) throw new Error(`no search on ${dataDir} answered a full page of ${pageSize}`);
    return pages;
  } finally {
    await service.close();
  }
}

function examplePages() {
  const carriers = Array.from({ length: pageSize }, (_, i) => ({ ...views.CARRIER_VIEW_EXAMPLE, id: String(1000000 + i), dotNumber: String(1000000 + i) }));
  return [{ carriers, total: pageSize, page: 1, pageSize }];
}

const pages = args['data-dir'] ? await realPages(args['data-dir']) : examplePages();
const schema = views.CarrierSearchReplySchema;
const compiled = z.compile(schema, { strict: true });
for (const page of pages) {
  const leaked = { ...page, internal: 1, carriers: page.carriers.map((c) => ({ ...c, internalRank: 3 })) };
  const [a, b] = [schema.parse(leaked), compiled.parse(leaked)];
  if (!isDeepStrictEqual(a, b) || 'internal' in b || 'internalRank' in b.carriers[0]) throw new Error('compiled and runtime answers differ');
}

const ways = {
  parse: (p) => schema.parse(p),
  compiled: (p) => compiled.parse(p),
  'boundary copy': (p) => jsonCopy(p),
  'JSON round trip': (p) => JSON.parse(JSON.stringify(p)),
};
const bytes = Math.round(pages.reduce((n, p) => n + JSON.stringify(p).length, 0) / pages.length);
console.log(`${pages.length} page(s) of ${pageSize} carriers (${args['data-dir'] ? 'real search answers' : 'the example carrier'}), ~${bytes} bytes of JSON each`);
for (const [name, fn] of Object.entries(ways)) {
  for (let i = 0; i < 500; i++) fn(pages[i % pages.length]);
  const start = process.hrtime.bigint();
  for (let i = 0; i < rounds; i++) fn(pages[i % pages.length]);
  const ms = Number(process.hrtime.bigint() - start) / 1e6 / rounds;
  console.log(`${name.padEnd(16)} ${ms.toFixed(4)} ms per page`);
}
