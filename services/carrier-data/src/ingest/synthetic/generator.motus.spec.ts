/**
 * The generator after the Motus cutover: the legacy L&I files frozen on 2026-05-14 (Carrier and AuthHist exports, and
 * the insurance and revocation files), and the six Motus data sets as a baseline CSV export (asOf - 3) and three daily
 * differences as the portal's JSON answers. Read back without the import layouts (csv-reader, JSON.parse); the last
 * test only checks that the layouts read every file without an error.
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openFmcsaFile } from '../ingest-file';
import { authorityStateOn } from './authority';
import { MOTUS_COLUMNS, MOTUS_CUTOVER, MOTUS_SETS, MotusView, SYNTHETIC_FILE_KINDS, SyntheticDataset, generateFiles, type GeneratedFiles, type SyntheticCarrier } from './generator';
import { LI_AUTHHIST_HEADER, LI_CARRIER_HEADER } from './li-rows';
import { fileOf, isDeletion, motusFiles, motusKeyOf as keyOf, motusState, readCsv, readFields, readJson } from './written-files.fixtures';

jest.setTimeout(120_000);

const ROWS = 6000;
const SEED = 3;
const AS_OF = '2026-09-15';
const DAYS = ['2026-09-12', '2026-09-13', '2026-09-14', '2026-09-15'];
const ymd = (iso: string) => iso.replace(/-/g, '');

const mdyToIso = (s: string) => (s ? `${s.slice(6)}-${s.slice(0, 2)}-${s.slice(3, 5)}` : '');

describe('synthetic generator after the Motus cutover', () => {
  let dir: string;
  let generated: GeneratedFiles;
  let ds: SyntheticDataset;
  let truth: SyntheticCarrier[];
  let applicants: SyntheticCarrier[];

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'synthetic-motus-'));
    generated = await generateFiles({ dir: join(dir, 'a'), rows: ROWS, seed: SEED, asOf: AS_OF });
    ds = new SyntheticDataset(SEED, ROWS, AS_OF);
    truth = Array.from({ length: ROWS }, (_, i) => ds.carrier(i));
    applicants = Array.from({ length: ds.motusOnlyCount }, (_, k) => ds.applicant(k));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('dates the legacy files by the cutover, the Motus baseline by asOf - 3 and a daily difference a day up to asOf; deterministic by seed', async () => {
    const names = generated.files.map((f) => `${f.path.replace(/^.*\//, '')} ${f.asOf}${f.daily ? ' daily' : ''}`);
    expect(names).toEqual(
      expect.arrayContaining([
        'Company_Census_File_2026_09_15.csv 2026-09-15',
        'SAFER_Company_Snapshot_2026_09_15.csv 2026-09-15',
        'actpendins_2026_05_14.txt 2026-05-14',
        'insur_2026_05_14.txt 2026-05-14',
        'revocation_2026_05_14.txt 2026-05-14',
        'Carrier_All_With_History_2026_05_14.csv 2026-05-14',
        'AuthHist_All_With_History_2026_05_14.csv 2026-05-14',
      ]),
    );
    expect(names.filter((n) => n.startsWith('Motus_'))).toEqual(
      MOTUS_SETS.flatMap((s) => [
        `Motus_${s.set}_All_With_History_${s.baselineId}_2026-09-12.csv 2026-09-12`,
        ...DAYS.slice(1).map((d) => `Motus_${s.set}_Daily_${s.dailyId}_${d}.json ${d} daily`),
      ]),
    );
    expect(MOTUS_SETS.map((s) => [s.set, s.baselineId, s.dailyId])).toEqual([
      ['Carrier', 'inys-ebih', 'nakq-58th'],
      ['Insur', 'c5y8-a4uz', 'x96h-evps'],
      ['InsHist', '3uet-3z4i', 'xe5s-wca7'],
      ['AuthHist', 'yu5v-wbh6', 'dm5j-zc6c'],
      ['RevokeSuspend', 'wb4f-neki', 'e67p-xyd5'],
      ['BOC3', '6snj-ed7q', 'mhr5-hjyc'],
    ]);
    const sha = (p: string) => createHash('sha256').update(readFileSync(p)).digest('hex');
    const again = await generateFiles({ dir: join(dir, 'b'), rows: ROWS, seed: SEED, asOf: AS_OF, files: SYNTHETIC_FILE_KINDS.filter((k) => k.startsWith('motus-') || k.startsWith('li-')) });
    const mine = new Map(generated.files.map((f) => [f.path.replace(/^.*\//, ''), sha(f.path)]));
    for (const f of again.files) expect(sha(f.path)).toBe(mine.get(f.path.replace(/^.*\//, '')));
    const other = await generateFiles({ dir: join(dir, 'c'), rows: ROWS, seed: SEED + 1, asOf: AS_OF, files: ['motus-carrier'] });
    expect(sha(other.files[0].path)).not.toBe(sha(motusFiles(generated, 'motus-carrier').baseline.path));
  });

  it('legacy L&I Carrier: one row per docket held on the cutover, in L&I formats', async () => {
    const { header, rows } = await readCsv(fileOf(generated, 'li-carrier').path);
    expect(header).toEqual([...LI_CARRIER_HEADER]);
    const expected = truth.flatMap((c) => c.authorities.filter((a) => a.applied <= MOTUS_CUTOVER).map((a) => ({ c, a })));
    expect(rows).toHaveLength(expected.length);
    rows.forEach((row, k) => {
      const { c, a } = expected[k];
      expect(row.DOCKET_NUMBER).toMatch(a.docket.startsWith('MC') ? /^MC\d{6,}$/ : /^(FF|MX)\d{6}$/);
      expect(row.DOT_NUMBER).toBe(c.dot.padStart(8, '0'));
      const state = authorityStateOn(a, MOTUS_CUTOVER);
      const stat = state === 'active' ? 'A' : state === 'inactive' ? 'I' : 'N';
      expect([row.COMMON_STAT, row.CONTRACT_STAT, row.BROKER_STAT]).toEqual((['COMMON', 'CONTRACT', 'BROKER'] as const).map((t) => (a.legacyTypes.includes(t) ? stat : 'N')));
      for (const col of LI_CARRIER_HEADER.filter((h) => /_(APP|REV)_PEND$|_CHK$|_REQ$|^(CARGO|BOND)_FILE$|^UNDELIVERABLE_MAIL$/.test(h))) expect(row[col]).toMatch(/^[YN]$/);
      expect([row.MIN_COV_AMOUNT, row.BIPD_FILE]).toEqual([expect.stringMatching(/^\d{5}$/), expect.stringMatching(/^\d{5}$/)]);
      expect(row.LEGAL_NAME).toBe(c.legalName);
      expect(row.BUS_TELNO).toMatch(/^(\(\d{3}\) \d{3}-\d{4})?$/);
      expect(row.RFC_NUMBER !== '').toBe(a.docket.startsWith('MX'));
    });
    // Brokers: broker authority alone, a bond required; none of them owes BI&PD.
    expect(rows.filter((r) => r.ENTERPRISE_CHK === 'Y').length).toBeGreaterThan(0);
    const brokers = rows.filter((r) => r.BROKER_STAT === 'A' && r.COMMON_STAT === 'N' && r.CONTRACT_STAT === 'N');
    expect(brokers.length).toBeGreaterThan(10);
    expect(brokers.every((r) => r.BOND_REQ === 'Y' && r.MIN_COV_AMOUNT === '00000')).toBe(true);
    expect(rows.filter((r) => r.BROKER_STAT === 'A' && r.COMMON_STAT === 'A').length).toBeGreaterThan(10);
    // Registered after the cutover: not in the frozen files.
    const newDots = new Set(truth.filter((c) => c.addDate > MOTUS_CUTOVER).map((c) => c.dot.padStart(8, '0')));
    expect(rows.some((r) => newDots.has(r.DOT_NUMBER))).toBe(false);
  });

  it('legacy AuthHist: grants and their dispositions up to the cutover, MM/DD/YYYY', async () => {
    const { header, rows } = await readCsv(fileOf(generated, 'li-authhist').path);
    expect(header).toEqual([...LI_AUTHHIST_HEADER]);
    expect(rows.length).toBeGreaterThan(1000);
    for (const r of rows) {
      expect(r.DOT_NUMBER).toMatch(/^\d{8}$/);
      expect(r.OP_AUTH_TYPE).toMatch(/^(COMMON|CONTRACT|BROKER)$/);
      expect(r.ORIGINAL_ACTION_DESC).toMatch(/^(GRANTED|REINSTATED)$/);
      expect(r.DISP_ACTION_DESC).toMatch(/^(REVOKED|WITHDRAWN|)$/);
      for (const d of [r.ORIG_SERVED_DATE, r.DISP_DECIDED_DATE]) {
        expect(d).toMatch(/^(\d{2}\/\d{2}\/\d{4})?$/);
        expect(mdyToIso(d) <= MOTUS_CUTOVER).toBe(true);
      }
    }
    expect(new Set(rows.map((r) => r.DISP_ACTION_DESC))).toEqual(new Set(['', 'REVOKED', 'WITHDRAWN']));
  });

  it('the legacy insurance and revocation files hold what L&I had on the cutover', async () => {
    // actpendins: no header; docket, DOT, form, type, insurer, policy, posted, underlying, max, effective, cancel.
    const act = await readFields(fileOf(generated, 'li-actpendins').path);
    expect(act.length).toBeGreaterThan(1000);
    expect(act.every((f) => mdyToIso(f[6]) <= MOTUS_CUTOVER)).toBe(true);
    const newDots = new Set(truth.filter((c) => c.addDate > MOTUS_CUTOVER).map((c) => c.dot.padStart(8, '0')));
    expect(act.some((f) => newDots.has(f[1]))).toBe(false);
    const rev = await readCsv(fileOf(generated, 'li-revocation').path);
    expect(rev.rows.length).toBeGreaterThan(100);
    expect(rev.rows.every((r) => mdyToIso(r.SERVE_DATE) <= MOTUS_CUTOVER)).toBe(true);
    // Filings replaced since: the legacy file still lists the earlier one, with no cancellation date.
    const replaced = truth.flatMap((c) => c.policies.filter((p) => p.endReason && p.cancelEffectiveDate > MOTUS_CUTOVER));
    expect(replaced.length).toBeGreaterThan(10);
    const listed = new Map(act.map((f) => [f[5], f[10]]));
    expect(replaced.filter((p) => p.postedDate <= MOTUS_CUTOVER).map((p) => listed.get(p.policyNumber))).toEqual(replaced.filter((p) => p.postedDate <= MOTUS_CUTOVER).map(() => ''));
  });

  it('Motus baselines: the portal field names upper-case, Motus formats, dockets in three spellings', async () => {
    const spellings = new Set<string>();
    for (const s of MOTUS_SETS) {
      const { header, rows } = await readCsv(motusFiles(generated, s.kind).baseline.path);
      expect(header).toEqual(MOTUS_COLUMNS[s.set].map((c) => c.toUpperCase()));
      expect(rows.length).toBeGreaterThan(50);
      for (const r of rows) {
        expect(r.USDOT_NUMBER).toMatch(/^[1-9]\d*$/);
        expect(r.DOCKET_NUMBER).toMatch(/^(MC|FF|MX)(-\d{6}|\d{10}|[1-9]\d*)$/);
        spellings.add(r.DOCKET_NUMBER.includes('-') ? 'dash' : r.DOCKET_NUMBER.length === 12 ? 'padded' : 'plain');
        for (const [col, v] of Object.entries(r)) {
          if (/_DATE$/.test(col) && v) expect(v).toMatch(/^20\d{6}|19\d{6}$/);
          if (/_AMOUNT$|^BIPD_FILE$/.test(col)) expect(v).toMatch(/^\d+\.00$/);
        }
      }
      if (s.set === 'Carrier') {
        const dailies = motusFiles(generated, s.kind).dailies.flatMap((f) => readJson(f.path));
        expect(new Set([...rows.map((r) => r.OP_AUTH_STATUS), ...dailies.map((o) => o.op_auth_status).filter(Boolean)])).toEqual(new Set(['Active', 'Pending', 'Inactive', 'Withdrawn']));
        // Enterprise authority is rare (legacy ENTERPRISE_CHK below): not always among the companies in Motus.
        const all = ['Motor Carrier of Property (Except Household Goods)', 'Broker of Property (Except Household Goods)', 'Motor Carrier of Household Goods', 'Motor Carrier of Passengers', 'Freight Forwarder of Property (Except Household Goods)', 'Mexico Domiciled Motor Carrier of Property (Except Household Goods)', 'Enterprise Motor Carrier of Property'];
        const types = new Set([...rows.map((r) => r.OP_AUTH_TYPE), ...dailies.map((o) => o.op_auth_type)]);
        for (const t of all.filter((x) => !x.startsWith('Enterprise'))) expect(types).toContain(t);
        expect([...types].every((t) => all.includes(t))).toBe(true);
      }
      if (s.set === 'Insur') {
        // A bond (84) or trust fund (85) is type 3 or 4 for $75,000; BI&PD is 91X, type 1.
        for (const r of rows) {
          expect(r.INS_FORM_CODE).toMatch(/^BMC-(91X|34|84|85)$/);
          if (/BMC-8[45]/.test(r.INS_FORM_CODE)) expect([r.INS_TYPE_CODE, r.MAX_COV_AMOUNT]).toEqual([r.INS_FORM_CODE === 'BMC-84' ? '3' : '4', '75000.00']);
          if (r.INS_TYPE_CODE === '1') expect([r.INS_FORM_CODE, r.INS_CLASS_CODE]).toEqual(['BMC-91X', expect.stringMatching(/^[PE]$/)]);
        }
        expect(new Set(rows.map((r) => r.INS_TYPE_CODE))).toEqual(new Set(['1', '2', '3', '4']));
      }
      if (s.set === 'AuthHist') {
        const reasons = new Set(rows.map((r) => r.REASON));
        for (const reason of ['GRANTED', 'Granted', 'Pending', 'Revoked', 'Involuntary Suspension - insurance cancellation effective; no active insurance meeting minimum coverage on file']) expect(reasons).toContain(reason);
      }
      if (s.set === 'RevokeSuspend') {
        for (const r of rows) expect(r.ORDER1_TYPE_DESC).toMatch(/^Operating Authority (Involuntary Suspension|Voluntary Revocation) Notice$/);
        expect(rows.some((r) => r.ORDER1_EFFECTIVE_DATE > ymd(AS_OF))).toBe(true);
      }
    }
    expect([...spellings].sort()).toEqual(['dash', 'padded', 'plain']);
  });

  it('Motus dailies: JSON arrays, lower-case keys, blank keys omitted, new / changed / deleted records', async () => {
    let longAmounts = 0;
    for (const s of MOTUS_SETS) {
      const { baseline, dailies } = motusFiles(generated, s.kind);
      const before = new Map((await readCsv(baseline.path)).rows.map((r) => [keyOf(s.set, Object.fromEntries(Object.entries(r).map(([k, v]) => [k.toLowerCase(), v]))), r]));
      let changed = 0;
      let added = 0;
      let deleted = 0;
      for (const f of dailies) {
        const objects = readJson(f.path);
        expect(objects).toHaveLength(f.rows);
        for (const o of objects) {
          const keys = Object.keys(o);
          expect(keys.every((k) => MOTUS_COLUMNS[s.set].includes(k))).toBe(true);
          expect(keys).toEqual(MOTUS_COLUMNS[s.set].filter((c) => keys.includes(c)));
          expect(Object.values(o).every((v) => typeof v === 'string' && v.trim() !== '')).toBe(true);
          if (Object.values(o).some((v) => /\.0{18}$/.test(v))) longAmounts++;
          if (isDeletion(s.set, o)) {
            deleted++;
            expect(o.docket_number).toBeTruthy();
            expect(o.usdot_number).toMatch(/^[1-9]\d*$/);
          } else if (before.has(keyOf(s.set, o))) changed++;
          else added++;
        }
      }
      expect({ set: s.set, added: added > 0 }).toEqual({ set: s.set, added: true });
      // A filing's record does not change (a new filing is a new record); a company's authority and agent do.
      if (s.set === 'Carrier' || s.set === 'BOC3') expect({ set: s.set, changed: changed > 0 }).toEqual({ set: s.set, changed: true });
      if (s.set === 'Carrier' || s.set === 'Insur' || s.set === 'RevokeSuspend' || s.set === 'BOC3') expect({ set: s.set, deleted: deleted > 0 }).toEqual({ set: s.set, deleted: true });
      if (s.set === 'InsHist' || s.set === 'AuthHist') expect(deleted).toBe(0);
    }
    expect(longAmounts).toBeGreaterThan(0);
    // An Insur docket with no filing left is a row with the docket and USDOT alone.
    const insur = motusFiles(generated, 'motus-insur').dailies.flatMap((f) => readJson(f.path));
    expect(insur.filter((o) => Object.keys(o).join() === 'docket_number,usdot_number').length).toBeGreaterThan(0);
    const carrier = motusFiles(generated, 'motus-carrier').dailies.flatMap((f) => readJson(f.path));
    expect(carrier.filter((o) => Object.keys(o).join() === 'docket_number,usdot_number,op_auth_type').length).toBeGreaterThan(0);
  });

  it('the baseline with the dailies applied is Motus on asOf', async () => {
    const view = new MotusView(ds);
    for (const s of MOTUS_SETS) {
      const replayed = (await motusState(generated, s.set)).map((row) => MOTUS_COLUMNS[s.set].map((c) => row[c]).join('|')).sort();
      const expected = [...truth, ...applicants]
        .filter((c) => view.firstDay(c))
        .flatMap((c) => view.records(c, s.set, AS_OF))
        .map((r) => r.cells.join('|'))
        .sort();
      expect({ set: s.set, rows: replayed.length }).toEqual({ set: s.set, rows: expected.length });
      expect(replayed).toEqual(expected);
    }
  });

  it('the import layouts read every file without an error', async () => {
    for (const f of generated.files) {
      const file = await openFmcsaFile(f.path, { daily: f.daily });
      expect({ file: f.path.replace(/^.*\//, ''), layout: file.layout.id as string }).toEqual({ file: f.path.replace(/^.*\//, ''), layout: f.kind });
      for await (const batch of file.batches()) for (const row of batch) if (row.result?.kind === 'error') throw new Error(`${f.path}:${row.line}: ${row.result.reason}`);
    }
  });
});
