import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CarrierRecord } from '../../carrier/carrier.model';
import { openFmcsaFile, type IngestedRow } from '../ingest-file';
import { applyUpdate } from '../merge';
import type { CarrierUpdate, CensusUpdate, EquipmentUpdate, InsuranceUpdate, RevocationUpdate, SaferUpdate, SourceKind } from '../updates';
import { MAX_SYNTHETIC_ROWS, SYNTHETIC_FILE_KINDS, SyntheticDataset, generateFiles, isoFromDays, daysFromIso, makeVin, type GeneratedFiles, type SyntheticCarrier } from './generator';
import { Rng, hash32 } from './prng';
import { fmcsaFixture } from '../../../test/fmcsa-fixtures';

// The machine is shared: generous limits, the figures are not what is tested here.
jest.setTimeout(60_000);

const ROWS = 6000;
const SEED = 3;
const AS_OF = '2025-09-15';

async function loadAll(path: string): Promise<{ layout: SourceKind; rows: IngestedRow[] }> {
  const file = await openFmcsaFile(path);
  const rows: IngestedRow[] = [];
  for await (const b of file.batches()) rows.push(...b);
  return { layout: file.layout.id, rows };
}

/** The files of the first generator (the Motus-era files have their own spec: generator.motus.spec.ts). */
const CLASSIC_KINDS: readonly string[] = ['census-147', 'census-42', 'li-actpendins', 'li-insur', 'li-revocation', 'inspection-units', 'safer-snapshot'];

const sha = (path: string) => createHash('sha256').update(readFileSync(path)).digest('hex');

describe('synthetic generator', () => {
  let dir: string;
  let generated: GeneratedFiles;
  let truth: SyntheticCarrier[];
  const parsed = new Map<SourceKind, IngestedRow[]>();

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'synthetic-'));
    generated = await generateFiles({ dir: join(dir, 'a'), rows: ROWS, seed: SEED, asOf: AS_OF });
    const ds = new SyntheticDataset(SEED, ROWS, AS_OF);
    truth = Array.from({ length: ROWS }, (_, i) => ds.carrier(i));
    for (const f of generated.files.filter((g) => CLASSIC_KINDS.includes(g.kind))) {
      const { layout, rows } = await loadAll(f.path);
      expect(layout).toBe(f.kind);
      parsed.set(layout, rows);
    }
  });
  const file = (kind: SourceKind) => generated.files.find((f) => f.kind === kind)!;
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('writes every file in the real formats, dated by asOf, deterministic by seed', async () => {
    expect([...new Set(generated.files.map((f) => f.kind))]).toEqual([...SYNTHETIC_FILE_KINDS]);
    expect(generated.files.filter((f) => CLASSIC_KINDS.includes(f.kind)).map((f) => f.path.replace(/^.*\//, ''))).toEqual([
      'Company_Census_File_2025_09_15.csv',
      'FMCSA_CENSUS1_2025Sep.txt',
      'actpendins_2025_09_15.txt',
      'insur_2025_09_15.txt',
      'revocation_2025_09_15.txt',
      'SMS_Input_Inspection_2025_09_15.csv',
      'SAFER_Company_Snapshot_2025_09_15.csv',
    ]);
    // Before the Motus cutover the legacy files are the live ones (dated asOf) and Motus holds nothing yet.
    expect(generated.files.filter((f) => f.kind.startsWith('li-')).every((f) => f.asOf === AS_OF)).toBe(true);
    const motus = generated.files.filter((f) => f.kind.startsWith('motus-'));
    expect(motus).toHaveLength(24);
    expect(motus.every((f) => f.rows === 0)).toBe(true);
    for (const f of motus) expect(readFileSync(f.path, 'utf8')).toMatch(f.daily ? /^\[\]\n$/ : /^[A-Z0-9_,]+\n$/);
    const again = await generateFiles({ dir: join(dir, 'b'), rows: ROWS, seed: SEED, asOf: AS_OF });
    expect(again.files.map((f) => sha(f.path))).toEqual(generated.files.map((f) => sha(f.path)));
    const other = await generateFiles({ dir: join(dir, 'c'), rows: ROWS, seed: SEED + 1, asOf: AS_OF, files: ['census-42'] });
    expect(sha(other.files[0].path)).not.toBe(sha(file('census-42').path));
    expect(readFileSync(generated.files[1].path, 'latin1').slice(0, 40)).toBe('DOT_NUMBER,LEGAL_NAME,DBA_NAME,CARRIER_O');
    expect(readFileSync(generated.files[2].path, 'latin1')).toMatch(/^"MC\d+","\d{8}","91X","BIPD\/Primary",/);
    // The SAFER snapshot has the header of the real fmcsa_on_off.csv.
    expect(readFileSync(generated.files[6].path, 'latin1').split('\n')[0]).toBe(readFileSync(fmcsaFixture('fmcsa_on_off.csv'), 'latin1').split(/\r?\n/)[0]);
  });

  it('rejects sizes outside 1 .. 3,000,000', async () => {
    await expect(generateFiles({ dir: join(dir, 'x'), rows: 0 })).rejects.toThrow(/rows must be/);
    await expect(generateFiles({ dir: join(dir, 'x'), rows: MAX_SYNTHETIC_ROWS + 1 })).rejects.toThrow(/rows must be/);
  });

  it('every file parses back with zero errors and zero warnings, row counts match', () => {
    for (const f of generated.files.filter((g) => CLASSIC_KINDS.includes(g.kind))) {
      const rows = parsed.get(f.kind as SourceKind)!;
      expect({ kind: f.kind, rows: rows.length }).toEqual({ kind: f.kind, rows: f.rows });
      expect(rows.filter((r) => r.result?.kind === 'error').map((r) => r.result)).toEqual([]);
      expect(rows.filter((r) => r.result && 'warnings' in r.result && r.result.warnings).map((r) => r.result)).toEqual([]);
    }
    expect(parsed.get('census-42')).toHaveLength(ROWS);
  });

  it('census rows round-trip to the generated values (147 and 42 columns agree)', () => {
    const c147 = parsed.get('census-147')!.map((r) => r.result as CensusUpdate);
    const c42 = parsed.get('census-42')!.map((r) => r.result as CensusUpdate);
    truth.forEach((c, i) => {
      const expected = {
        legalName: c.legalName,
        dbaName: c.dbaName,
        carrierOperation: c.carrierOperation,
        classifications: [...c.classifications].sort(),
        hazmat: c.hazmat,
        physicalAddress: c.phy,
        mailingAddress: c.mail,
        phone: c.phone,
        fax: c.fax,
        email: c.email.toLowerCase(),
        powerUnits: c.powerUnits,
        drivers: c.drivers,
        addDate: c.addDate,
        mcs150Date: c.mcs150Date,
        mcs150Mileage: c.mileage,
        mcs150MileageYear: c.mileageYear,
      };
      expect(c42[i].dotNumber).toBe(c.dot);
      // toMatchObject: fields the layouts add beyond what the generator writes do not matter here.
      expect(c42[i].fields).toMatchObject({ ...expected, passengerCarrier: c.passenger });
      expect(c147[i].dotNumber).toBe(c.dot);
      expect(c147[i].fields).toMatchObject({
        ...expected,
        officers: c.officers,
        safetyRating: ({ S: 'SATISFACTORY', C: 'CONDITIONAL', U: 'UNSATISFACTORY', '': '' } as const)[c.safetyRating],
        safetyRatingDate: c.safetyRatingDate,
        priorRevokeDotNumber: c.priorRevokeDot,
      });
      expect(c147[i].dockets).toEqual(c.dockets.slice(0, 3));
      expect(c147[i].extras.cellPhone).toBe(c.cellPhone);
    });
  });

  it('odd encodings: latin1 rows of the 42-column file read back as the same names', () => {
    const latin1 = truth.filter((c) => c.latin1);
    expect(latin1.length).toBeGreaterThan(0);
    const rows = parsed.get('census-42')!;
    for (const c of latin1) {
      expect(rows[c.index].result).toMatchObject({ fields: { legalName: c.legalName } });
      expect(c.legalName).toMatch(/[ÑÁÓÉ]/);
    }
    // The same names are valid UTF-8 in the 147-column file.
    const c147 = parsed.get('census-147')!;
    for (const c of latin1) expect((c147[c.index].result as CensusUpdate).fields.legalName).toBe(c.legalName);
  });

  it('L&I rows round-trip: policies (thousands → dollars), revocations, zero rows', () => {
    const ds = new SyntheticDataset(SEED, ROWS, AS_OF);
    // Before the cutover the legacy files hold what is on file at asOf.
    expect(truth.every((c) => ds.legacyPolicies(c).length === ds.activePolicies(c).length && ds.legacyRevocations(c) === c.revocations)).toBe(true);
    const active = truth.flatMap((c) => ds.activePolicies(c).map((p) => ({ c, p })));
    const act = parsed.get('li-actpendins')!.map((r) => r.result as InsuranceUpdate);
    expect(act).toHaveLength(active.length);
    act.forEach((u, k) => {
      const { c, p } = active[k];
      expect(u.dotNumber).toBe(c.dot);
      expect(u.policy).toMatchObject({
        docket: p.docket,
        coverageType: p.coverageType,
        policyNumber: p.policyNumber,
        layer: p.layer,
        insurer: p.insurer,
        coverageAmount: p.maxThousands * 1000,
        underlyingAmount: p.underlyingThousands * 1000,
        postedDate: p.postedDate,
        effectiveDate: p.effectiveDate,
        cancelEffectiveDate: p.cancelEffectiveDate,
        formCode: p.formCode,
      });
    });
    const insur = parsed.get('li-insur')!.map((r) => r.result as InsuranceUpdate);
    expect(insur.filter((u) => u.policy).map((u) => [u.docket, u.policy!.policyNumber, u.policy!.coverageAmount])).toEqual(active.map(({ p }) => [p.docket, p.policyNumber, p.maxThousands * 1000]));
    const zeroDockets = insur.filter((u) => u.policy === null).map((u) => u.docket);
    expect(zeroDockets).toEqual(truth.filter((c) => c.revocations.length && ds.activePolicies(c).length === 0).map((c) => c.revocations[0].docket));
    const revs = parsed.get('li-revocation')!.map((r) => r.result as RevocationUpdate);
    const expected = truth.flatMap((c) => c.revocations.map((v) => ({ c, v })));
    expect(revs.map((u) => [u.dotNumber, u.revocation])).toMatchObject(
      expected.map(({ c, v }) => [v.dotMissing ? '' : c.dot, { docket: v.docket, authorityType: v.authorityType, revocationType: v.revocationType, serveDate: v.serveDate, effectiveDate: v.effectiveDate }]),
    );
    // Brokers', dual broker-carriers' and forwarders' security is a $75,000 bond (84) or trust fund (85), never BI&PD.
    const security = act.filter((u) => u.policy?.formCode === '84' || u.policy?.formCode === '85');
    expect(new Set(security.map((u) => u.policy!.coverageType))).toEqual(new Set(['BOND', 'TRUST_FUND']));
    expect(security.every((u) => u.policy!.coverageAmount === 75_000)).toBe(true);
    expect(act.filter((u) => u.policy?.coverageType === 'BIPD').every((u) => u.policy!.formCode === '91X')).toBe(true);
    for (const prefix of ['FF', 'MX']) expect(act.some((u) => u.docket.startsWith(prefix))).toBe(true);
    expect(security.filter((u) => truth.find((c) => c.dot === u.dotNumber)!.entityType === 'CARRIER/BROKER').length).toBeGreaterThan(5);
  });

  it('inspection rows round-trip to vehicles with valid VINs', () => {
    const units = parsed.get('inspection-units')!.map((r) => r.result as EquipmentUpdate);
    const expected = truth.flatMap((c) => c.inspections.map((x) => ({ c, x })));
    expect(units).toHaveLength(expected.length);
    units.forEach((u, k) => {
      const { c, x } = expected[k];
      expect(u.dotNumber).toBe(c.dot);
      expect(u.equipment.map((e) => [e.vehicleVin, e.licensePlate, e.equipmentType, e.inspectionDate, e.inspectionId])).toEqual(x.units.map((v) => [v.vin, v.plate, v.type, x.date, x.id]));
    });
    const vins = units.flatMap((u) => u.equipment.map((e) => e.vehicleVin));
    expect(vins.every((v) => v.length === 17 && makeVin(v.slice(0, 3), v.slice(3, 8), 1980 + 'ABCDEFGHJKLMNPRSTVWXY123456789'.indexOf(v[9]), v[10], v.slice(11)) === v)).toBe(true);
    expect(units.flatMap((u) => u.equipment).every((e) => e.equipmentYear !== null && e.equipmentYear >= 2010 && e.equipmentYear <= 2026)).toBe(true);
  });

  it('has realistic distributions and chameleon patterns', () => {
    const n = truth.length;
    const share = (p: (c: SyntheticCarrier) => boolean) => truth.filter(p).length / n;
    // Shares against the real samples: market.spec.ts. Here, that the model hangs together.
    const mc = (c: SyntheticCarrier) => c.dockets.some((d) => d.startsWith('MC'));
    expect(share(mc)).toBeGreaterThan(0.25);
    expect(share(mc)).toBeLessThan(0.4);
    expect(truth.filter((c) => c.standing !== null).every(mc)).toBe(true);
    expect(truth.filter(mc).every((c) => c.standing !== null)).toBe(true);
    expect(share((c) => c.revocations.length > 0)).toBeGreaterThan(0.04);
    expect(share((c) => c.revocations.length > 0)).toBeLessThan(0.1);
    const active = truth.filter((c) => c.standing === 'active' && !c.broker);
    expect(active.filter((c) => c.policies.some((p) => p.coverageType === 'BIPD')).length / active.length).toBeGreaterThan(0.95);
    expect(truth.some((c) => c.policies.some((p) => p.cancelEffectiveDate > AS_OF))).toBe(true);
    expect(share((c) => /\b(LLC|INC|CORP|L\.L\.C\.)\b/.test(c.legalName))).toBeGreaterThan(0.4);
    // States weighted: Texas and California lead.
    const states = new Map<string, number>();
    for (const c of truth) states.set(c.phy.state, (states.get(c.phy.state) ?? 0) + 1);
    const top = [...states.entries()].sort((a, b) => b[1] - a[1]).slice(0, 2).map(([s]) => s);
    expect(top.sort()).toEqual(['CA', 'TX']);
    // Phones shared across carriers; filing services on many carriers.
    const phones = new Map<string, number>();
    for (const c of truth) if (c.phone) phones.set(c.phone, (phones.get(c.phone) ?? 0) + 1);
    expect([...phones.values()].filter((k) => k >= 2).length).toBeGreaterThan(20);
    expect(Math.max(...phones.values())).toBeGreaterThan(10);
    // Chameleons: ~1.5%, re-using the source's officer, address and trucks; source revoked.
    const chameleons = truth.filter((c) => c.chameleonOf >= 0);
    expect(chameleons.length / n).toBeGreaterThan(0.01);
    expect(chameleons.length / n).toBeLessThan(0.02);
    for (const c of chameleons) {
      const src = truth[c.chameleonOf];
      expect(src.chameleonSource).toBe(true);
      expect(src.revocations.length).toBeGreaterThan(0);
      expect(c.officers[0]).toBe(src.officers[0]);
      expect(c.phy).toEqual(src.phy);
      if (c.priorRevokeDot) expect(c.priorRevokeDot).toBe(src.dot);
      expect(src.addDate <= c.addDate).toBe(true);
    }
    expect(chameleons.filter((c) => c.priorRevokeDot).length).toBeGreaterThan(chameleons.length * 0.3);
    const vinOwners = new Map<string, Set<string>>();
    for (const c of truth) for (const x of c.inspections) for (const u of x.units) vinOwners.set(u.vin, (vinOwners.get(u.vin) ?? new Set()).add(c.dot));
    expect([...vinOwners.values()].filter((s) => s.size > 1).length).toBeGreaterThan(5);
  });

  it('merges into records: chameleon links and revoked sources', () => {
    const records = new Map<string, CarrierRecord>();
    const dotByDocket = new Map<string, string>();
    for (const kind of ['census-147', 'census-42', 'safer-snapshot', 'li-actpendins', 'li-revocation', 'li-insur'] as SourceKind[]) {
      for (const row of parsed.get(kind)!) {
        const u = row.result as CarrierUpdate;
        const dot = u.dotNumber || dotByDocket.get((u as InsuranceUpdate).docket) || '';
        expect(dot).not.toBe('');
        const next = applyUpdate(records.get(dot) ?? null, { ...u, dotNumber: dot }, { today: AS_OF });
        next.dockets.forEach((d) => dotByDocket.set(d, dot));
        records.set(dot, next);
      }
    }
    expect(records.size).toBe(ROWS);
    for (const c of truth.filter((t) => t.chameleonOf >= 0 && t.priorRevokeDot)) {
      expect(records.get(c.dot)!.priorRevokeDotNumber).toBe(truth[c.chameleonOf].dot);
      const src = records.get(truth[c.chameleonOf].dot)!;
      // Revoked, or inactive when SAFER's NOT AUTHORIZED of asOf is the newer fact: never active.
      if (src.revocations.some((v) => v.effectiveDate && v.effectiveDate <= AS_OF)) expect(['REVOKED', 'INACTIVE']).toContain(src.authorityStatus);
    }
  });

  it('SAFER snapshot rows round-trip: dockets, entity type, operating status, out of service', () => {
    const rows = parsed.get('safer-snapshot')!.map((r) => r.result as SaferUpdate);
    expect(rows).toHaveLength(ROWS);
    truth.forEach((c, i) => {
      expect(rows[i]).toMatchObject({ dotNumber: c.dot, entityType: c.entityType, operatingStatus: c.operatingStatus, outOfService: c.operatingStatus === 'OUT-OF-SERVICE', outOfServiceDate: c.outOfServiceDate });
      expect([...rows[i].dockets].sort()).toEqual([...c.dockets].sort());
      expect(rows[i].fields).toMatchObject({ legalName: c.legalName, carrierOperation: c.carrierOperation, phone: c.phone, physicalAddress: c.phy });
    });
    const statuses = new Set(rows.map((u) => u.operatingStatus.replace(/ FOR .*$/, '')));
    expect([...statuses].sort()).toEqual(['ACTIVE', 'AUTHORIZED', 'Inactive USDOT Number per 49 CFR 390.19(b)(4); Biennial update of MCS-150 data not completed', 'NOT AUTHORIZED', 'OUT-OF-SERVICE']);
  });

  it('helpers: dates, PRNG', () => {
    expect(isoFromDays(0)).toBe('1970-01-01');
    expect(isoFromDays(daysFromIso('2024-02-29'))).toBe('2024-02-29');
    expect(isoFromDays(daysFromIso('1974-06-01'))).toBe('1974-06-01');
    const a = new Rng(hash32(1, 5));
    const b = new Rng(hash32(1, 5));
    expect(Array.from({ length: 5 }, () => a.next())).toEqual(Array.from({ length: 5 }, () => b.next()));
    expect(hash32(1, 5)).not.toBe(hash32(2, 5));
  });
});
