/**
 * Today's FMCSA data as a broker meets it: the legacy L&I snapshot of the Motus cutover, the Motus baselines (CSV
 * exports) and a day of Motus differences (the portal's JSON), imported with the pipeline the CLI runs into the
 * embedded store. What the carrier answer shows must match the rows: authority per kind and status, insurance by form
 * and amount, dockets as aliases, the newer fact winning, deletions applied, a repeated day changing nothing.
 */
import { copyFileSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EmbeddedInfrastructure } from '@logiscope/infra';
import { SqliteCarrierStore } from '../carrier/sqlite-carrier.store';
import { toCarrierView } from '../intelligence/carrier-view';
import { importRunsOf } from './import-run.repository';
import { runImport } from './import.pipeline';

const FIXTURES = join(__dirname, '..', '..', 'test', 'fixtures', 'motus');
const NOW = new Date('2026-12-06T15:00:00Z');
const LEGACY = ['FMCSA_CENSUS1_2026Dec.csv', 'Carrier_All_With_History_2026_05_14.csv', 'actpendins_2026_05_14.txt'];
const BASELINES = readdirSync(FIXTURES).filter((f) => f.includes('All_With_History_') && f.startsWith('Motus_'));
const DAILIES = readdirSync(FIXTURES).filter((f) => f.includes('_Daily_'));

describe('importing legacy L&I and Motus data sets', () => {
  let dir: string;
  let infra: EmbeddedInfrastructure;
  let store: SqliteCarrierStore;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'logiscope-motus-'));
    infra = new EmbeddedInfrastructure(dir);
    store = new SqliteCarrierStore(join(dir, 'store.db'), { cacheMb: 8 });
    for (const f of [...LEGACY, ...BASELINES, ...DAILIES]) copyFileSync(join(FIXTURES, f), join(dir, f));
  });
  afterAll(async () => {
    await store.close();
    await infra.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const importFiles = async (files: string[]) => {
    const { events } = infra.runtimeFor('carrier-data');
    return runImport({ files: files.map((f) => join(dir, f)), store, events, runs: await importRunsOf(infra.runtimeFor('carrier-data').documents), now: () => NOW });
  };
  const view = async (dot: string) => {
    const record = await store.get(dot);
    if (!record) throw new Error(`DOT ${dot} not imported`);
    return toCarrierView(record, { now: NOW });
  };

  it('imports Motus first and the legacy snapshot after, and still lets the newer fact win', async () => {
    // Motus before legacy on purpose: never the order of the imports, always the date of the facts.
    const motus = await importFiles([...BASELINES, ...DAILIES]);
    expect(motus).toMatchObject({ status: 'completed', rowErrors: 0 });
    expect(motus.files.filter((f) => f.daily).map((f) => f.name).sort()).toEqual([...DAILIES].sort());
    const legacy = await importFiles(LEGACY);
    expect(legacy).toMatchObject({ status: 'completed', rowErrors: 0 });
    expect(legacy.files.find((f) => f.layout === 'li-carrier')).toMatchObject({ asOf: '2026-05-14', done: true });

    // ACME: active in the legacy snapshot, revoked in Motus AuthHist on 2026-09-30, "Inactive" in Motus Carrier since:
    // revoked, from that day.
    const acme = await view('3300001');
    expect(acme.authorityStatus).toBe('REVOKED');
    expect(acme.verdict.outcome).toBe('FAIL');
    expect(acme.verdict.checks[0]).toMatchObject({ rule: 'operating-authority', outcome: 'FAIL' });
    expect(acme.authorities).toEqual([expect.objectContaining({ docket: 'MC1234567', kind: 'CARRIER_PROPERTY', status: 'REVOKED', since: '2026-09-30', source: 'Motus Carrier', asOf: '2026-12-03' })]);
    expect(acme.verdict.checks[0]).toMatchObject({ key: 'verdict.authority.revoked', params: { docket: 'MC1234567', date: '2026-09-30' } });
    expect(acme.authorityHistory.map((e) => [e.date, e.action])).toEqual([
      ['2010-07-20', 'GRANTED'],
      ['2026-09-30', 'Revoked'],
    ]);
    // The census' legal name stays; Motus' spelling ("ACME FREIGHT, LLC") only fills what is empty.
    expect(acme.legalName).toBe('ACME FREIGHT LLC');
  });

  it('fails a broker as a carrier, its bond shown apart and never as liability', async () => {
    const broker = await view('3300002');
    expect(broker.authorityStatus).toBe('NONE');
    expect(broker.authorities).toEqual([expect.objectContaining({ kind: 'BROKER', status: 'ACTIVE', source: 'L&I Carrier (legacy)' }), expect.objectContaining({ kind: 'CARRIER_PROPERTY', status: 'NONE' })]);
    expect(broker.insuranceStatus).toBe('NONE');
    expect(broker.bondOnFile).toBe(75_000);
    expect(broker.isRecommended).toBe(false);
    expect(broker.verdict.checks.find((c) => c.rule === 'operating-authority')).toMatchObject({ outcome: 'FAIL', key: 'verdict.authority.broker-only' });
    expect(broker.verdict.checks.find((c) => c.rule === 'liability-insurance')).toMatchObject({ outcome: 'FAIL', key: 'verdict.insurance.bond-not-liability' });
  });

  it('creates a company Motus knows before the census does, from its Motus rows', async () => {
    const fresh = await view('3300003');
    expect(fresh).toMatchObject({ legalName: 'NEW ROAD LLC', city: 'AMARILLO', state: 'TX', mcNumbers: ['3456789'], authorityStatus: 'ACTIVE', insuranceStatus: 'VALID' });
    expect(fresh.insurancePolicies).toEqual([expect.objectContaining({ formCode: '91X', coverageType: 'BIPD', coverageAmount: 750_000, insurer: 'Great West Casualty Company', source: 'Motus' })]);
    // Census facts (classification, registration date) are not there yet: the verdict does not pass what it cannot know.
    expect(fresh.verdict.outcome).not.toBe('PASS');
  });

  it('keeps every docket as an alias (MC, FF) and every authority of a dual company apart', async () => {
    const byFf = await store.search({ text: 'FF-000031' }, { offset: 0, limit: 5 });
    expect(byFf.hits.map((h) => h.carrier.dotNumber)).toEqual(['3300004']);
    const byMc = await store.search({ text: 'MC 4567890' }, { offset: 0, limit: 5 });
    expect(byMc.hits.map((h) => h.carrier.dotNumber)).toEqual(['3300004']);
    const dual = await view('3300004');
    expect(dual.authorities.map((a) => `${a.docket} ${a.kind} ${a.status}`)).toEqual(['FF31 FREIGHT_FORWARDER ACTIVE', 'MC4567890 BROKER ACTIVE', 'MC4567890 CARRIER_PROPERTY ACTIVE']);
    // The daily Insur row blank apart from its key ended the docket's filings on that day.
    expect(dual.insurancePolicies.every((p) => p.cancelEffectiveDate === '2026-12-04' && p.endReason === 'REMOVED')).toBe(true);
    expect(dual.insuranceStatus).toBe('EXPIRED');
    expect(dual.verdict.checks.find((c) => c.rule === 'liability-insurance')).toMatchObject({ outcome: 'FAIL' });
    // A suspension served and not yet in effect asks for review.
    expect(dual.verdict.checks.find((c) => c.rule === 'revocation-pending')).toMatchObject({ outcome: 'REVIEW', key: 'verdict.revocation.suspension-pending', params: { date: '2026-12-31' } });
    expect(dual.processAgents).toEqual([{ docket: 'MC4567890', name: 'PROCESS AGENTS OF AMERICA', city: 'Austin', state: 'TX' }]);
  });

  it('ends a legacy filing that Motus InsHist shows cancelled since the cutover', async () => {
    const lapsed = await view('3300005');
    expect(lapsed.insuranceStatus).toBe('EXPIRED');
    expect(lapsed.insurancePolicies).toEqual([expect.objectContaining({ policyNumber: 'PC-900', cancelEffectiveDate: '2026-10-15', endReason: 'CANCEL', source: 'Motus' })]);
    expect(lapsed.verdict.checks.find((c) => c.rule === 'liability-insurance')).toMatchObject({ outcome: 'FAIL', key: 'verdict.insurance.none' });
  });

  it('takes a day with no difference (the portal answers an empty array) as applied, naming the data set by its id', async () => {
    writeFileSync(join(dir, 'Motus_InsHist_Daily_xe5s-wca7_2026-12-04.json'), '[]\n');
    const empty = await importFiles(['Motus_InsHist_Daily_xe5s-wca7_2026-12-04.json']);
    expect(empty).toMatchObject({ status: 'completed', rowsRead: 0, changed: 0 });
    expect(empty.files[0]).toMatchObject({ layout: 'motus-inshist', daily: true, asOf: '2026-12-04', done: true });
  });

  it('applies a day of deletions only, its data set named by the portal id (the keys alone do not tell it)', async () => {
    writeFileSync(join(dir, 'Motus_BOC3_Daily_mhr5-hjyc_2026-12-05.json'), JSON.stringify([{ docket_number: 'MC4567890', usdot_number: '3300004' }]));
    const deletions = await importFiles(['Motus_BOC3_Daily_mhr5-hjyc_2026-12-05.json']);
    expect(deletions).toMatchObject({ status: 'completed', rowErrors: 0, changed: 0 });
    expect(deletions.files[0]).toMatchObject({ layout: 'motus-boc3', daily: true });
    expect((await view('3300004')).processAgents).toEqual([]);
  });

  it('changes nothing and emits nothing when the same day is applied again', async () => {
    const again = await importFiles(DAILIES);
    expect(again).toMatchObject({ status: 'completed', created: 0, changed: 0 });
  });
});
