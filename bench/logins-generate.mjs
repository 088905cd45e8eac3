// Writes login records straight into security-tracking's read model (not through sign-ins): the shape the consumer
// stores, with places, networks and devices from the real offline enrichment of a pool of addresses, so filters and
// counts see realistic proportions. Used by bench/logins.mjs; runnable alone:
//   node bench/logins-generate.mjs --profile embedded --data-dir DIR --records 1000000 --company <id> --emails a@x,b@x
//   node bench/logins-generate.mjs --profile distributed --mongo-url URL --namespace NS --records 1000000 --company <id> --emails ...
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { seededRandom } from './lib/seeded-random.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const { LoginRecordRepository, toStored } = require(join(root, 'services/security-tracking/dist/login-record/login-record.repository.js'));
const { OfflineEnricher } = require(join(root, 'services/security-tracking/dist/login-risk/login-enrichment.js'));
const { threatLevelOf } = require(join(root, 'services/security-tracking/dist/login-risk/login-risk.js'));

const { rnd, pick } = seededRandom(20261125);

const UAS = [
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0',
  'curl/8.5.0',
];

export async function generateLogins({ store, records, company, emails, companyShare, search = 'index' }) {
  const enricher = OfflineEnricher.load();
  // 3,000 public addresses (plus a few Tor exits), enriched once.
  const pool = [];
  for (let i = 0; i < 3000; i++) {
    const ip = i % 150 === 0 ? `185.220.101.${1 + (i % 250)}` : `${pick([24, 31, 46, 62, 81, 88, 98, 126, 151, 176, 189, 200])}.${Math.floor(rnd() * 256)}.${Math.floor(rnd() * 256)}.${1 + Math.floor(rnd() * 254)}`;
    const ua = pick(UAS);
    pool.push({ ip, ua, e: enricher.enrich(ip, ua) });
  }
  // As the service opens it: the trigram index embedded, none distributed (security-tracking.module.ts).
  const repository = await LoginRecordRepository.open(store, { search });
  const start = Date.parse('2026-01-01T00:00:00Z');
  const span = Date.parse('2026-11-20T00:00:00Z') - start;
  const BATCH = 5000;
  const t0 = Date.now();
  for (let n = 0; n < records; n += BATCH) {
    const batch = [];
    for (let i = n; i < Math.min(records, n + BATCH); i++) {
      const ours = rnd() < companyShare && emails.length;
      const { ip, ua, e } = pick(pool);
      const r = rnd();
      const loginStatus = r < 0.85 ? 'SUCCESS' : r < 0.97 ? 'FAILED' : 'BLOCKED';
      const failureReason = loginStatus === 'SUCCESS' ? '' : loginStatus === 'BLOCKED' ? 'TOO_MANY_ATTEMPTS' : pick(['INVALID_PASSWORD', 'INVALID_PASSWORD', 'UNKNOWN_EMAIL']);
      const factors = [];
      if (loginStatus === 'FAILED') factors.push({ code: 'FAILED_ATTEMPT', points: 15, detail: 'Wrong password' });
      if (loginStatus === 'BLOCKED') factors.push({ code: 'THROTTLED', points: 40, detail: 'Attempt while sign-ins were throttled' });
      if (e.isTor) factors.push({ code: 'TOR', points: 50, detail: 'Tor exit node' });
      if (e.isHosting) factors.push({ code: 'HOSTING', points: 15, detail: 'Hosting provider' });
      if (rnd() < 0.05) factors.push({ code: 'NEW_COUNTRY', points: 30, detail: `First sign-in from ${e.country || 'elsewhere'}` });
      const riskScore = Math.min(100, factors.reduce((s, f) => s + f.points, 0));
      const createdAt = new Date(start + Math.floor((i / records) * span)).toISOString();
      const { isKnownBad: _k, asn: _a, ...place } = e;
      batch.push(
        toStored(
          {
            ...place,
            id: `bench-${String(i).padStart(8, '0')}`,
            userId: ours ? `bench-user-${i % emails.length}` : `other-user-${i % 5000}`,
            companyId: ours ? company : `other-company-${i % 500}`,
            email: ours ? emails[i % emails.length] : `user${i % 5000}@company${i % 500}.example`,
            ipAddress: ip,
            userAgent: ua,
            loginStatus,
            failureReason,
            sessionId: loginStatus === 'SUCCESS' ? `session-${i}` : '',
            isFirstTimeLocation: rnd() < 0.05,
            isFirstTimeDevice: rnd() < 0.05,
            riskScore,
            threatLevel: threatLevelOf(riskScore),
            riskFactors: factors,
            createdAt,
          },
          `${createdAt}#bench`,
        ),
      );
    }
    await repository.recordMany(batch);
    if ((n / BATCH) % 20 === 0) process.stdout.write(`\r[logins] ${n + batch.length} records (${Math.round((n + batch.length) / ((Date.now() - t0) / 1000))}/s)`);
  }
  process.stdout.write('\n');
  return { records, seconds: (Date.now() - t0) / 1000 };
}

export function openStore({ profile, dataDir, mongoUrl, namespace }) {
  if (profile === 'embedded') return new (require(join(root, 'services/libs/infra/dist/embedded/index.js')).SqliteDocumentStore)(join(dataDir, 'security-tracking.db'));
  const { MongoDocumentStore } = require(join(root, 'services/libs/infra/dist/distributed/mongo/index.js'));
  const { serviceDbName } = require(join(root, 'services/libs/infra/dist/profiles/distributed.profile.js'));
  return new MongoDocumentStore({ url: mongoUrl, dbName: serviceDbName('security-tracking', namespace) });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values: args } = parseArgs({
    options: {
      profile: { type: 'string', default: 'embedded' },
      'data-dir': { type: 'string' },
      'mongo-url': { type: 'string' },
      namespace: { type: 'string' },
      records: { type: 'string', default: '1000000' },
      company: { type: 'string' },
      emails: { type: 'string', default: '' },
      'company-share': { type: 'string', default: '0.3' },
    },
  });
  if (!args.company) throw new Error('--company is required');
  const store = openStore({ profile: args.profile, dataDir: args['data-dir'], mongoUrl: args['mongo-url'], namespace: args.namespace });
  const r = await generateLogins({ store, records: Number(args.records), company: args.company, emails: args.emails.split(',').filter(Boolean), companyShare: Number(args['company-share']), search: args.profile === 'embedded' ? 'index' : 'scan' });
  await store.close();
  console.log(JSON.stringify(r));
}
