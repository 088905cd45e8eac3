/**
 * The synthetic market against the real samples: the same layouts read the real fixture files and the generated
 * files, the same measures run on both, and each generated share must lie within the stated tolerance of the real
 * one. Tolerance = 3 standard errors of the real share (its sample size) + 3 of the generated one (5,000 carriers),
 * so a share is compared as precisely as the real samples allow and no closer.
 *
 * Shares the real samples cannot give, asserted on the generated data as product expectations instead:
 * - insured among carriers with active authority: no carrier is in both the SAFER and the L&I samples;
 * - new carriers (registered < 90 days): the census samples hold no recent registration (the newest is 2016);
 * - revoked carriers: the revocation file is a daily list without the population it is drawn from.
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fmcsaFixture } from '../../../test/fmcsa-fixtures';
import type { CarrierRecord } from '../../carrier/carrier.model';
import { forHireNeed } from '../../verdict/for-hire';
import { openFmcsaFile } from '../ingest-file';
import { applyUpdate } from '../merge';
import type { CarrierUpdate, CensusUpdate, InsuranceUpdate, IngestUpdate, RevocationUpdate, SaferUpdate, SourceKind } from '../updates';
import { MOTUS_SETS, daysFromIso, generateFiles, isoFromDays, type GeneratedFiles } from './generator';
import type { MotusSetName } from './motus-dataset';
import { fileOf, motusState, readCsv, readFields, readJson } from './written-files.fixtures';

jest.setTimeout(120_000);

const ROWS = 5000;
const SEED = 1;
/** Not the generator's default: every date in the data follows the asOf it is given. */
const AS_OF = '2026-03-02';

async function updatesOf(path: string): Promise<{ layout: SourceKind; asOf: string; updates: IngestUpdate[] }> {
  const file = await openFmcsaFile(path);
  const updates: IngestUpdate[] = [];
  for await (const batch of file.batches()) for (const row of batch) if (row.result && row.result.kind !== 'error') updates.push(row.result);
  return { layout: file.layout.id, asOf: file.asOf, updates };
}

interface Share {
  hits: number;
  of: number;
}
const share = <T>(items: readonly T[], where: (t: T) => boolean, hit: (t: T) => boolean): Share => {
  const pool = items.filter(where);
  return { hits: pool.filter(hit).length, of: pool.length };
};
const all = () => true;

type Census = CensusUpdate['fields'];
const has = (f: Census, code: string) => (f.classifications ?? []).includes(code);
const GOVERNMENT = ['FEDERAL_GOVERNMENT', 'STATE_GOVERNMENT', 'LOCAL_GOVERNMENT', 'INDIAN_TRIBE', 'US_MAIL', 'MIGRANT'];
const authorityStated = (u: SaferUpdate) => /^(NOT )?AUTHORIZED/i.test(u.operatingStatus);

/** The measures, each from one kind of file: census rows, SAFER rows, actpendins rows, revocation rows. */
function measures(census: Census[], safer: SaferUpdate[], policies: InsuranceUpdate[], revocations: RevocationUpdate[]): Record<string, Share> {
  return {
    'census: interstate (A)': share(census, all, (f) => f.carrierOperation === 'A'),
    'census: authorized for hire': share(census, all, (f) => has(f, 'AUTHORIZED_FOR_HIRE')),
    'census: authorized for hire among interstate': share(census, (f) => f.carrierOperation === 'A', (f) => has(f, 'AUTHORIZED_FOR_HIRE')),
    'census: authorized for hire among intrastate': share(census, (f) => f.carrierOperation !== 'A', (f) => has(f, 'AUTHORIZED_FOR_HIRE')),
    'census: exempt for hire': share(census, all, (f) => has(f, 'EXEMPT_FOR_HIRE')),
    'census: private only': share(census, all, (f) => !has(f, 'AUTHORIZED_FOR_HIRE') && !has(f, 'EXEMPT_FOR_HIRE') && (f.classifications ?? []).some((c) => c.startsWith('PRIVATE'))),
    'census: government, mail, tribe, migrant': share(census, all, (f) => GOVERNMENT.some((g) => has(f, g))),
    'census: other': share(census, all, (f) => has(f, 'OTHER')),
    'census: hazmat': share(census, all, (f) => f.hazmat === true),
    'census: passenger carrier': share(census, all, (f) => f.passengerCarrier === true),
    'SAFER: docket among interstate': share(safer, (u) => u.fields.carrierOperation === 'A', (u) => u.dockets.length > 0),
    'SAFER: authorized among docketed with an authority status': share(safer, (u) => u.dockets.length > 0 && authorityStated(u), (u) => /^AUTHORIZED/i.test(u.operatingStatus)),
    'SAFER: broker among docketed': share(safer, (u) => u.dockets.length > 0, (u) => u.entityType.includes('BROKER')),
    'SAFER: out of service': share(safer, all, (u) => u.outOfService),
    'L&I: pending cancellation among BI&PD filings': share(policies, (u) => u.policy?.coverageType === 'BIPD', (u) => (u.policy?.cancelEffectiveDate ?? '') > u.asOf),
    'L&I: involuntary among revocations': share(revocations, all, (u) => u.revocation.revocationType === 'INVOLUNTARY'),
  };
}

function measureFiles(files: { layout: SourceKind; updates: IngestUpdate[] }[]): Record<string, Share> {
  const of = <T extends IngestUpdate>(layout: SourceKind) => files.filter((f) => f.layout === layout).flatMap((f) => f.updates as T[]);
  return measures(
    of<CensusUpdate>('census-42').map((u) => u.fields),
    of<SaferUpdate>('safer-snapshot'),
    of<InsuranceUpdate>('li-actpendins'),
    of<RevocationUpdate>('li-revocation'),
  );
}

/** Imports the generated files in memory the way the import pipeline does: census, SAFER, L&I, revocations. */
function importInMemory(files: { layout: SourceKind; updates: IngestUpdate[] }[], today: string): Map<string, CarrierRecord> {
  const order: SourceKind[] = ['census-147', 'safer-snapshot', 'li-actpendins', 'li-insur', 'li-revocation'];
  const records = new Map<string, CarrierRecord>();
  const dotByDocket = new Map<string, string>();
  for (const layout of order) {
    for (const u of files.find((f) => f.layout === layout)!.updates as CarrierUpdate[]) {
      const dot = u.dotNumber || dotByDocket.get('docket' in u ? u.docket : '') || '';
      if (!dot) throw new Error(`${u.source} line ${u.line}: no carrier for the docket`);
      const next = applyUpdate(records.get(dot) ?? null, { ...u, dotNumber: dot }, { today });
      for (const d of next.dockets) dotByDocket.set(d, dot);
      records.set(dot, next);
    }
  }
  return records;
}

describe('the synthetic market', () => {
  let dir: string;
  let generated: GeneratedFiles;
  let real: Record<string, Share>;
  let synthetic: Record<string, Share>;
  let parsed: { layout: SourceKind; asOf: string; updates: IngestUpdate[] }[];

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'market-'));
    generated = await generateFiles({ dir, rows: ROWS, seed: SEED, asOf: AS_OF, files: ['census-147', 'census-42', 'li-actpendins', 'li-insur', 'li-revocation', 'inspection-units', 'safer-snapshot'] });
    parsed = await Promise.all(generated.files.map((f) => updatesOf(f.path)));
    const realFiles = ['FMCSA_CENSUS1_sample.csv', 'fmcsa_on_off.csv', 'FMSCA_records.csv', 'safer_online.csv', 'actpendins_2025_09_03.txt', 'actpendins_2025_10_08.txt', ...readdirSync(fmcsaFixture('.')).filter((n) => n.startsWith('revocation_'))];
    real = measureFiles(await Promise.all(realFiles.map((n) => updatesOf(fmcsaFixture(n)))));
    synthetic = measureFiles(parsed);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('every share lies within 3 standard errors (real sample + generated) of the real samples', () => {
    const rows = Object.keys(real).map((name) => {
      const r = real[name];
      const g = synthetic[name];
      const p = r.hits / r.of;
      // A share the real samples put at 0 is compared as if it were one case in the sample.
      const q = Math.max(p, 1 / r.of);
      const tolerance = 3 * Math.sqrt((q * (1 - q)) / r.of) + 3 * Math.sqrt((q * (1 - q)) / g.of);
      const generatedShare = g.hits / g.of;
      return { name, real: `${r.hits}/${r.of} = ${p.toFixed(3)}`, generated: `${g.hits}/${g.of} = ${generatedShare.toFixed(3)}`, tolerance: Number(tolerance.toFixed(3)), within: Math.abs(generatedShare - p) <= tolerance };
    });
    // The real samples are large enough to say something: at least 100 cases behind every share.
    for (const name of Object.keys(real)) expect({ name, of: real[name].of >= 100 }).toEqual({ name, of: true });
    expect(rows.filter((r) => !r.within)).toEqual([]);
    expect(rows).toHaveLength(16);
  });

  it('imported as the first start imports it, the demo looks like the market relative to its date', () => {
    const today = AS_OF;
    const records = [...importInMemory(parsed, today).values()];
    expect(records).toHaveLength(ROWS);
    const count = (p: (r: CarrierRecord) => boolean) => records.filter(p).length;
    const inForce = (r: CarrierRecord) => r.insurance.some((p) => p.coverageType === 'BIPD' && (!p.effectiveDate || p.effectiveDate <= today) && (!p.cancelEffectiveDate || p.cancelEffectiveDate > today));
    const required = records.filter((r) => forHireNeed(r) === 'required');
    const active = required.filter((r) => r.authorityStatus === 'ACTIVE' && !r.authorityTypes.every((t) => t === 'BROKER'));

    // Most for-hire interstate carriers are authorised, and nearly all of those insured.
    expect(required.filter((r) => r.authorityStatus === 'ACTIVE').length / required.length).toBeGreaterThan(0.6);
    expect(active.filter(inForce).length / active.length).toBeGreaterThan(0.95);
    // Some of everything a broker must see.
    const soon = isoFromDays(daysFromIso(today) + 30);
    // Revoked: a revocation in effect, whether the record says REVOKED or SAFER's newer NOT AUTHORIZED (INACTIVE) wins.
    const revokedNow = (r: CarrierRecord) => r.authorityStatus === 'REVOKED' || (r.authorityStatus === 'INACTIVE' && r.revocations.some((v) => v.effectiveDate && v.effectiveDate <= today));
    const sample = {
      revoked: count(revokedNow),
      inactive: count((r) => r.authorityStatus === 'INACTIVE'),
      outOfService: count((r) => r.outOfService),
      newRegistrations: count((r) => r.addDate > isoFromDays(daysFromIso(today) - 90)),
      cancellingWithin30Days: count((r) => r.authorityStatus === 'ACTIVE' && r.insurance.some((p) => p.cancelEffectiveDate > today && p.cancelEffectiveDate <= soon)),
      revocationPending: count((r) => r.authorityStatus === 'ACTIVE' && r.revocations.some((v) => v.effectiveDate > today)),
      private: count((r) => forHireNeed(r) === 'private'),
      exempt: count((r) => forHireNeed(r) === 'exempt'),
      intrastate: count((r) => forHireNeed(r) === 'intrastate'),
    };
    for (const [what, n] of Object.entries(sample)) expect({ what, some: n >= 10 }).toEqual({ what, some: true });
    expect(sample.newRegistrations / ROWS).toBeLessThan(0.1);
    expect(sample.outOfService / ROWS).toBeLessThan(0.02);

    // Chameleon clusters: active carriers sharing a phone, e-mail, address or officer with a revoked one.
    const revoked = records.filter(revokedNow);
    const keys = (r: CarrierRecord) => [r.phone && `p:${r.phone}`, r.email && `e:${r.email}`, `a:${r.physicalAddress.street}|${r.physicalAddress.zip}`, ...r.officers.map((o) => `o:${o}`)].filter(Boolean);
    const revokedKeys = new Set(revoked.flatMap(keys));
    const sharing = records.filter((r) => r.authorityStatus === 'ACTIVE' && keys(r).some((k) => revokedKeys.has(k)));
    expect(sharing.length).toBeGreaterThan(20);
    expect(records.filter((r) => r.priorRevokeDotNumber && revoked.some((v) => v.dotNumber === r.priorRevokeDotNumber)).length).toBeGreaterThan(10);

    // Every record names its data sets with the date of the data, the file names' date.
    expect(new Set(records.flatMap((r) => r.sources))).toEqual(new Set(['census-147', 'safer-snapshot', 'li-actpendins', 'li-insur', 'li-revocation'].map((s) => `${s}@${AS_OF}`)));
    expect(records.every((r) => r.sources.includes(`census-147@${AS_OF}`) && r.sources.includes(`safer-snapshot@${AS_OF}`))).toBe(true);
    expect(parsed.every((f) => f.asOf.startsWith(AS_OF.slice(0, 7)))).toBe(true);
  });
});

/**
 * The market a broker meets after the Motus cutover (2026-05-14), from the written files alone (csv-reader and
 * JSON.parse, no import layout): the legacy L&I files frozen on the cutover, Motus holding the companies that
 * transacted since (MOTUS.md: ~5.5 % of the legacy rows three months on), and what changed in between.
 */
describe('the synthetic market after the Motus cutover', () => {
  const MOTUS_AS_OF = '2026-09-15';
  const CUTOVER = '20260514';
  let dir: string;
  let generated: GeneratedFiles;
  let census: Record<string, string>[];
  let legacy: Record<string, string>[];
  let motus: Record<MotusSetName, Record<string, string>[]>;
  let inMotus: Set<string>;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'market-motus-'));
    generated = await generateFiles({ dir, rows: ROWS, seed: SEED, asOf: MOTUS_AS_OF, files: ['census-147', 'li-actpendins', 'li-carrier', ...MOTUS_SETS.map((s) => s.kind)] });
    census = (await readCsv(fileOf(generated, 'census-147').path)).rows;
    legacy = (await readCsv(fileOf(generated, 'li-carrier').path)).rows;
    motus = Object.fromEntries(await Promise.all(MOTUS_SETS.map(async (s) => [s.set, await motusState(generated, s.set)]))) as typeof motus;
    // Every USDOT any Motus file names, baseline or daily (a company removed since was in Motus too).
    inMotus = new Set<string>();
    for (const f of generated.files.filter((g) => g.kind.startsWith('motus-'))) {
      const rows = f.daily ? readJson(f.path) : (await readCsv(f.path)).rows.map((r) => ({ usdot_number: r.USDOT_NUMBER }));
      for (const r of rows) inMotus.add(r.usdot_number);
    }
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const docketed = (r: Record<string, string>) => r.DOCKET1PREFIX !== '';
  const dotOfLegacy = (r: Record<string, string>) => String(Number(r.DOT_NUMBER));
  const docketKey = (d: string) => d.replace(/^(MC|FF|MX)-?0*/, '$1');

  it('Motus holds a minority of the docketed companies registered before the cutover, and every registration since', () => {
    const before = census.filter((r) => docketed(r) && r.ADD_DATE <= CUTOVER);
    const share = before.filter((r) => inMotus.has(r.DOT_NUMBER)).length / before.length;
    expect(share).toBeGreaterThan(0.04);
    expect(share).toBeLessThan(0.1);
    const since = census.filter((r) => docketed(r) && r.ADD_DATE > CUTOVER);
    expect(since.length).toBeGreaterThan(50);
    expect(since.filter((r) => inMotus.has(r.DOT_NUMBER)).length / since.length).toBeGreaterThan(0.95);
    const legacyDots = new Set(legacy.map(dotOfLegacy));
    expect(since.some((r) => legacyDots.has(r.DOT_NUMBER))).toBe(false);
    // New authorities: pending and granted since the cutover.
    const statuses = new Set(motus.Carrier.filter((r) => since.some((c) => c.DOT_NUMBER === r.usdot_number)).map((r) => r.op_auth_status));
    for (const s of ['Pending', 'Active']) expect(statuses).toContain(s);
    // Registrations Motus holds before the census does: USDOTs after the census's last, pending.
    const censusDots = new Set(census.map((r) => r.DOT_NUMBER));
    const motusOnly = [...new Set(motus.Carrier.map((r) => r.usdot_number))].filter((d) => !censusDots.has(d));
    expect(motusOnly.length).toBeGreaterThanOrEqual(3);
    expect(motusOnly.every((d) => Number(d) > Math.max(...census.map((r) => Number(r.DOT_NUMBER))))).toBe(true);
    expect(motus.Carrier.filter((r) => motusOnly.includes(r.usdot_number)).every((r) => r.op_auth_status === 'Pending' || r.op_auth_status === 'Withdrawn')).toBe(true);
  });

  it('shows what changed since the cutover: suspensions and revocations, lapsed insurance, pending orders', async () => {
    const activeOnCutover = new Set(legacy.filter((r) => r.COMMON_STAT === 'A' || r.CONTRACT_STAT === 'A').map((r) => `${dotOfLegacy(r)}|${docketKey(r.DOCKET_NUMBER)}`));
    const ended = new Set(motus.AuthHist.filter((r) => r.status_change_date > CUTOVER && /^(Revoked|Involuntary Suspension)/.test(r.reason)).map((r) => r.usdot_number));
    const inactiveNow = motus.Carrier.filter((r) => r.op_auth_status === 'Inactive' && r.op_auth_type.startsWith('Motor Carrier') && activeOnCutover.has(`${r.usdot_number}|${docketKey(r.docket_number)}`));
    const revokedSince = new Set(inactiveNow.filter((r) => ended.has(r.usdot_number)).map((r) => r.usdot_number));
    expect(revokedSince.size).toBeGreaterThanOrEqual(10);
    // Insurance in force on the cutover (legacy actpendins), cancelled since (InsHist), gone from Motus Insur.
    const legacyPolicies = new Set((await readFields(fileOf(generated, 'li-actpendins').path)).map((f) => f[5]));
    const inForce = new Set(motus.Insur.map((r) => r.policy_no));
    const lapsed = motus.InsHist.filter((r) => r.filing_status_reason === 'CANCEL' && r.cancl_effective_date > CUTOVER && legacyPolicies.has(r.policy_no) && !inForce.has(r.policy_no));
    expect(new Set(lapsed.map((r) => r.usdot_number)).size).toBeGreaterThanOrEqual(10);
    // Replaced filings: the earlier one ended TERM/REPL (or NAMECHG) since the cutover.
    expect(motus.InsHist.filter((r) => /^(TERM\/REPL|NAMECHG)$/.test(r.filing_status_reason) && r.cancl_effective_date > CUTOVER).length).toBeGreaterThanOrEqual(10);
    // Suspension notices served, taking effect after asOf, about 30 days after service.
    const pending = motus.RevokeSuspend.filter((r) => r.order1_effective_date > MOTUS_AS_OF.replace(/-/g, ''));
    expect(new Set(pending.map((r) => r.usdot_number)).size).toBeGreaterThanOrEqual(10);
    for (const r of pending) expect(daysFromIso(isoOf(r.order1_effective_date)) - daysFromIso(isoOf(r.order1_serve_date))).toBeGreaterThanOrEqual(28);
  });

  it('keeps the mix a broker meets: private, exempt and intrastate fleets, brokers, dual companies, passengers, movers, Mexico-domiciled, forwarders', async () => {
    const share = (p: (r: Record<string, string>) => boolean) => census.filter(p).length / census.length;
    expect(share((r) => !docketed(r) && r.CLASSDEF.includes('PRIVATE PROPERTY') && !r.CLASSDEF.includes('AUTHORIZED FOR HIRE'))).toBeGreaterThan(0.2);
    expect(share((r) => r.CLASSDEF.includes('EXEMPT FOR HIRE'))).toBeGreaterThan(0.02);
    expect(share((r) => r.CARRIER_OPERATION !== 'A')).toBeGreaterThan(0.3);
    const count = (p: (r: Record<string, string>) => boolean) => legacy.filter(p).length;
    const brokers = legacy.filter((r) => r.BROKER_STAT === 'A' && r.COMMON_STAT === 'N' && r.CONTRACT_STAT === 'N');
    expect(brokers.length).toBeGreaterThanOrEqual(10);
    // A broker's security is a $75,000 bond (84) or trust fund (85), never BI&PD.
    const filings = await readFields(fileOf(generated, 'li-actpendins').path);
    const brokerDockets = new Set(brokers.map((r) => r.DOCKET_NUMBER));
    const brokerFilings = filings.filter((f) => brokerDockets.has(f[0]));
    expect(brokerFilings.length).toBeGreaterThan(5);
    expect(brokerFilings.every((f) => (f[2] === '84' || f[2] === '85') && f[8] === '75')).toBe(true);
    expect(count((r) => r.BROKER_STAT === 'A' && r.COMMON_STAT === 'A')).toBeGreaterThanOrEqual(10);
    expect(count((r) => r.PASSENGER_CHK === 'Y')).toBeGreaterThanOrEqual(10);
    expect(count((r) => r.HHG_CHK === 'Y' && r.PROPERTY_CHK === 'N')).toBeGreaterThanOrEqual(5);
    expect(count((r) => r.DOCKET_NUMBER.startsWith('MX') && r.RFC_NUMBER !== '')).toBeGreaterThanOrEqual(10);
    expect(count((r) => r.DOCKET_NUMBER.startsWith('FF'))).toBeGreaterThanOrEqual(10);
    // Motus names the same kinds in full text.
    const types = new Set(motus.Carrier.map((r) => r.op_auth_type));
    for (const t of ['Broker of Property (Except Household Goods)', 'Motor Carrier of Passengers', 'Motor Carrier of Household Goods', 'Freight Forwarder of Property (Except Household Goods)']) expect(types).toContain(t);
  });
});

const isoOf = (ymd: string) => `${ymd.slice(0, 4)}-${ymd.slice(4, 6)}-${ymd.slice(6, 8)}`;
