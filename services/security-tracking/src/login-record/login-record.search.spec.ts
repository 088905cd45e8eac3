import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SqliteDocumentStore } from '@logiscope/infra';
import type { LoginRecordFilters, LoginRecordView, LoginScope } from '../security-tracking.api';
import { LoginRecordRepository, LOGIN_TEXT_INDEX } from './login-record.repository';
import { SEARCH_LIMITS, searchLoginRecords } from './login-record.search';
import { toStored, type StoredLoginRecord } from './login-record.stored';

// A varied, deterministic set: mixed-case e-mails, accented and multi-word places, IPv4 and IPv6, three companies and
// the unknown e-mails' '' company, every status and threat level, some records sharing a time.
const EMAILS = ['Ann.Lee@Acme.io', 'bob@acme.io', 'carol+ops@Trucking.example', 'dave@zürich-freight.ch', 'eve1@acme.io', 'eve12@acme.io', 'unknown@nowhere.test'];
const PLACES = [
  ['Dallas', 'United States'],
  ['São Paulo', 'Brazil'],
  ['Zürich', 'Switzerland'],
  ['Frankfurt am Main', 'Germany'],
  ['', ''],
  ['Tōkyō', 'Japan'],
] as const;
const IPS = ['185.220.101.7', '10.0.0.12', '2001:db8::1', '81.2.69.142', '192.168.1.120', '203.0.113.45'];
const STATUSES = ['SUCCESS', 'SUCCESS', 'FAILED', 'BLOCKED'] as const;
const THREATS = ['LOW', 'MEDIUM', 'HIGH', 'CRITICAL'] as const;
const COMPANIES = ['c1', 'c2', 'c3', ''];

/** A fixed pseudo-random sequence (mulberry32), so fields vary independently and the set is the same every run. */
let seed = 20261201;
function rnd(): number {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}
const pick = <T>(list: readonly T[]): T => list[Math.floor(rnd() * list.length)]!;

function record(i: number): StoredLoginRecord {
  const [city, country] = pick(PLACES);
  const view = {
    id: `r${String(i).padStart(4, '0')}`,
    companyId: pick(COMPANIES),
    email: pick(EMAILS),
    ipAddress: pick(IPS),
    city,
    country,
    loginStatus: pick(STATUSES),
    threatLevel: pick(THREATS),
    isVpn: rnd() < 0.1,
    isProxy: false,
    isTor: false,
    riskScore: Math.floor(rnd() * 101),
    // Every fifth record shares its time with the one before.
    createdAt: new Date(Date.UTC(2026, 10, 1) + (i - (i % 5 === 4 ? 1 : 0)) * 60_000).toISOString(),
  } as LoginRecordView;
  return toStored(view, `${view.createdAt}#${i}`);
}

const RECORDS = Array.from({ length: 240 }, (_, i) => record(i));
const admin = (companyId: string): LoginScope => ({ companyId, allCompanies: false });
const operator: LoginScope = { companyId: '', allCompanies: true };
const filters = (search: string, status: LoginRecordFilters['status'] = '', threatLevel: LoginRecordFilters['threatLevel'] = ''): LoginRecordFilters => ({ search, status, threatLevel });

/** What the screen must show: a plain case-insensitive substring scan of every record in scope, newest first. */
function expected(scope: LoginScope, f: LoginRecordFilters): string[] {
  const q = f.search.trim().toLowerCase();
  return RECORDS.filter((r) => (scope.allCompanies || r.companyId === scope.companyId) && (!f.status || r.loginStatus === f.status) && (!f.threatLevel || r.threatLevel === f.threatLevel))
    .filter((r) => [r.email, r.city, r.country, r.ipAddress].join(' ').toLowerCase().includes(q))
    .map((r) => r.id)
    .sort((a, b) => TIME.get(b)!.localeCompare(TIME.get(a)!) || a.localeCompare(b));
}

const TIME = new Map(RECORDS.map((r) => [r.id, r.createdAt]));
/** Records of one time come in an order of the engine's: ids in time order, ties by id, to compare. */
const canonical = (ids: string[]) => [...ids].sort((a, b) => TIME.get(b)!.localeCompare(TIME.get(a)!) || a.localeCompare(b));
const times = (ids: string[]) => ids.map((id) => TIME.get(id));

const QUERIES = [
  'acme', 'ACME.IO', 'ann.lee', 'Eve1', 'eve12@', 've1', 'trucking.example', 'carol+ops', 'zürich', 'ZÜRICH-FREIGHT', 'são paulo', 'SÃO',
  'tōkyō', 'united states', 'switz', 'main', '185.220', '.1.120', '2001:db8', '::1', '0.0.1', 'es 185', 'nowhere', 'x@y', '  Dallas  ', 'io',
  'Dá', '1', 'zz', 'é', 'brazil 10.0', 'not-there-at-all',
  // Every trigram of these is in '10.0.0.12', the text is not: the index's candidates must be checked.
  '0.0.0.1', '10.0.0.0.12',
];

describe('login record search (SQLite document store, text index)', () => {
  let dir: string;
  let store: SqliteDocumentStore;
  let repo: LoginRecordRepository;
  /** Through the trigram index whatever the filters leave (the few records' own index is never chosen). */
  let trigrams: LoginRecordRepository;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'login-search-'));
    store = new SqliteDocumentStore(join(dir, 'security-tracking.db'));
    repo = await LoginRecordRepository.open(store);
    await repo.filled();
    await repo.recordMany(RECORDS.slice(0, 100));
    for (const r of RECORDS.slice(100)) expect(await repo.record(r)).toBe(true);
    trigrams = await LoginRecordRepository.open(store, { searchLimits: { ...SEARCH_LIMITS, fewRecords: 0 } });
  });

  afterAll(async () => {
    repo.close();
    trigrams.close();
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('should find exactly what a substring scan finds, on e-mail, city, country and IP, in any case, with the filters', async () => {
    const scopes = [admin('c1'), admin('c2'), admin(''), operator];
    const combos = [filters(''), filters('', 'FAILED'), filters('', '', 'HIGH'), filters('', 'SUCCESS', 'LOW'), filters('', 'BLOCKED', 'CRITICAL')];
    let compared = 0;
    for (const repository of [repo, trigrams]) {
      for (const scope of scopes) {
        for (const combo of combos) {
          for (const search of QUERIES) {
            const f = { ...combo, search };
            const want = expected(scope, f);
            const reply = await repository.list(scope, f, 500);
            const ids = reply.records.map((r) => r.id);
            expect({ scope, f, ids: canonical(ids), times: times(ids), total: reply.total, exact: reply.totalExact }).toEqual({ scope, f, ids: want, times: times(want), total: want.length, exact: true });
            compared += want.length;
          }
        }
      }
    }
    // The set is not trivially empty.
    expect(compared).toBeGreaterThan(4_000);
  });

  it('should keep the page newest first and the four cards over the whole scope, whatever the search', async () => {
    const reply = await repo.list(admin('c1'), filters('acme', 'FAILED'), 3);
    const want = expected(admin('c1'), filters('acme', 'FAILED'));
    expect(times(reply.records.map((r) => r.id))).toEqual(times(want.slice(0, 3)));
    expect(reply.total).toBe(want.length);
    const ours = RECORDS.filter((r) => r.companyId === 'c1');
    expect(reply.counts).toEqual({
      suspicious: ours.filter((r) => r.riskScore >= 50).length,
      vpnProxy: ours.filter((r) => r.isVpn).length,
      failed: ours.filter((r) => r.loginStatus === 'FAILED').length,
      blocked: ours.filter((r) => r.loginStatus === 'BLOCKED').length,
    });
    expect(reply.records[0]).not.toHaveProperty('searchText');
  });

  it('should estimate the total past its bounds and say so, the page still exact', async () => {
    const records = await store.collection<StoredLoginRecord>('login_records');
    const text = await store.textIndex(LOGIN_TEXT_INDEX);
    const small = { text: { chunk: 5, estimateAfter: 5, scan: 40, exactCount: 3 }, shortScan: 20, fewRecords: 0 };
    for (const [scope, search] of [[operator, 'acme'], [admin('c1'), 'acme.io'], [operator, 'o'], [admin('c2'), 'io']] as const) {
      const filter = scope.allCompanies ? {} : { companyId: scope.companyId };
      const want = expected(scope, filters(search));
      const page = await searchLoginRecords(records, text, { scope, filter, status: '', threatLevel: '', search, limit: 4 }, small);
      expect(times(page.records.map((r) => r.id))).toEqual(times(want.slice(0, 4)));
      expect(page.exact).toBe(false);
      // An estimate from the share that passed: near the real number, never below what was seen.
      expect(page.total).toBeGreaterThanOrEqual(4);
      expect(Math.abs(page.total - want.length)).toBeLessThanOrEqual(want.length * 0.5);
    }
    // Few candidates: read to the end, exact.
    const rare = await searchLoginRecords(records, text, { scope: operator, filter: {}, status: '', threatLevel: '', search: 'carol+ops', limit: 100 }, small);
    expect(rare.exact).toBe(true);
    expect(rare.total).toBe(expected(operator, filters('carol+ops')).length);
  });

  it('should answer the same without the index (the distributed profile scans)', async () => {
    const scanning = await LoginRecordRepository.open(store, { search: 'scan' });
    for (const [scope, search] of [[operator, 'ACME'], [admin('c2'), '10.0.0.0.12'], [admin('c1'), 'zü']] as const) {
      const reply = await scanning.list(scope, filters(search, 'SUCCESS'), 500);
      expect({ ids: canonical(reply.records.map((r) => r.id)), total: reply.total, exact: reply.totalExact }).toEqual({ ids: expected(scope, filters(search, 'SUCCESS')), total: expected(scope, filters(search, 'SUCCESS')).length, exact: true });
    }
  });

  it('should store a redelivered record once and still put its search entry', async () => {
    const again = RECORDS[7]!;
    expect(await repo.record(again)).toBe(false);
    expect((await repo.list(operator, filters(again.email), 500)).total).toBe(expected(operator, filters(again.email)).length);
  });
});

describe('login record search index of an existing data directory', () => {
  it('should fill the index once, in batches, resuming after a stop, and answer searches exactly meanwhile', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'login-fill-'));
    const file = join(dir, 'security-tracking.db');
    try {
      // An earlier version's data: records, no text index.
      const old = new SqliteDocumentStore(file);
      await (await old.collection<StoredLoginRecord>('login_records')).insertMany(RECORDS);
      await old.close();

      const store = new SqliteDocumentStore(file);
      const first = await LoginRecordRepository.open(store, { fillBatch: 7 });
      first.close();
      // Stopped after its first batch: searches still scan every record, exactly.
      const meanwhile = await first.list(operator, filters('acme'), 500);
      expect(canonical(meanwhile.records.map((r) => r.id))).toEqual(expected(operator, filters('acme')));
      await first.filled();
      const text = await store.textIndex(LOGIN_TEXT_INDEX);
      const afterStop = await text.termCount('acm');
      expect(afterStop).toBeGreaterThan(0);
      expect(afterStop).toBeLessThan(RECORDS.filter((r) => r.searchText.includes('acm')).length);

      const second = await LoginRecordRepository.open(store, { fillBatch: 7 });
      await second.filled();
      // Every record once: batches never split records of one time, and nothing was skipped.
      expect(await text.termCount('acm')).toBe(RECORDS.filter((r) => r.searchText.includes('acm')).length);
      for (const [scope, search] of [[operator, 'acme'], [admin('c3'), '185.2'], [admin('c1'), 'zürich']] as const) {
        const reply = await second.list(scope, filters(search), 500);
        expect(canonical(reply.records.map((r) => r.id))).toEqual(expected(scope, filters(search)));
      }
      second.close();
      await store.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
