/**
 * The layouts and the merge on REAL FMCSA data: the public census, L&I and SAFER samples, cut down and copied to
 * services/carrier-data/test/fixtures/fmcsa (its README says what each file is and which rows were kept).
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fmcsaFixture, MC368053_REVOCATION } from '../../test/fmcsa-fixtures';
import { authorityPicture } from '../carrier/authority-picture';
import type { CarrierRecord } from '../carrier/carrier.model';
import { openFmcsaFile, type IngestedRow } from './ingest-file';
import { applyUpdate } from './merge';
import { mcNumberOf } from './normalize';
import type { CarrierUpdate, CensusUpdate, DocketUpdate, InsuranceUpdate, MapResult, RevocationUpdate, SaferUpdate, SourceKind } from './updates';

async function load(name: string): Promise<{ layout: SourceKind; rows: IngestedRow[] }> {
  const file = await openFmcsaFile(fmcsaFixture(name));
  const rows: IngestedRow[] = [];
  for await (const batch of file.batches()) rows.push(...batch);
  return { layout: file.layout.id, rows };
}

const results = (rows: IngestedRow[]) => rows.map((r) => r.result);
const updatesOf = <T extends MapResult>(rows: IngestedRow[]) => results(rows).filter((r) => r !== null && r.kind !== 'error') as T[];
const errorsOf = (rows: IngestedRow[]) => results(rows).filter((r) => r?.kind === 'error');

describe('real FMCSA samples', () => {
  jest.setTimeout(60_000);

  describe('FMCSA_CENSUS1_sample.csv (42 columns)', () => {
    let census: CensusUpdate[];
    let rows: IngestedRow[];
    beforeAll(async () => {
      const loaded = await load('FMCSA_CENSUS1_sample.csv');
      expect(loaded.layout).toBe('census-42');
      rows = loaded.rows;
      census = updatesOf<CensusUpdate>(rows);
    });

    it('every row maps: 811 updates, 0 errors, 0 warnings', () => {
      expect(rows).toHaveLength(811);
      expect(errorsOf(rows)).toEqual([]);
      expect(census).toHaveLength(811);
      expect(census.filter((u) => u.warnings)).toEqual([]);
      expect(new Set(census.map((u) => u.dotNumber)).size).toBe(811);
    });

    it('DOT 1, 44 and 64 normalise exactly', () => {
      const byDot = new Map(census.map((u) => [u.dotNumber, u]));
      expect(byDot.get('1')).toMatchObject({ line: 2, dotNumber: '1', dockets: [] });
      expect(byDot.get('1')!.fields).toMatchObject({ legalName: 'FEDERAL MOTOR CARRIER SAFETY ADMINISTRATION', phone: '2025555555', email: 'chris.mckinney.ctr@dot.gov', addDate: '1974-06-01', mcs150Date: '2023-10-20', powerUnits: 4, drivers: 3, mcs150Mileage: 3000, mcs150MileageYear: 2020 });
      expect(byDot.get('44')!.fields).toEqual({
        legalName: 'GLEN DYER',
        dbaName: 'DYERS TRUCKING SERVICE',
        carrierOperation: 'C',
        hazmat: false,
        passengerCarrier: false,
        physicalAddress: { street: '1000 SOUTH LAWRENCE ST', city: 'MOBILE', state: 'AL', zip: '36603', country: 'US' },
        mailingAddress: { street: 'P O BOX 2504', city: 'MOBILE', state: 'AL', zip: '36652', country: 'US' },
        phone: '3344334999',
        fax: '2514334994',
        email: '',
        powerUnits: 3,
        drivers: 3,
        addDate: '1974-06-01',
        mcs150Date: '2006-04-04',
        mcs150Mileage: 0,
        mcs150MileageYear: 0,
        classifications: ['AUTHORIZED_FOR_HIRE', 'OTHER'],
      });
      expect(byDot.get('64')!.fields).toMatchObject({
        legalName: 'CHEROKEE CULVERT COMPANY INC',
        dbaName: '',
        carrierOperation: 'A',
        mailingAddress: { street: 'P O BOX 4926', city: 'MACON', state: 'GA', zip: '31208-4926', country: 'US' },
        phone: '4787439393',
        fax: '4787435553',
        email: 'mbache.cherokee@att.net',
        mcs150Date: '2022-02-04',
        mcs150Mileage: 118304,
        mcs150MileageYear: 2021,
        powerUnits: 6,
        drivers: 2,
      });
    });

    it('keeps ZIP+4, Canadian postal codes and 9-digit ZIPs as published', () => {
      const zips = census.map((u) => u.fields.physicalAddress!.zip);
      expect(zips.filter((z) => /^\d{5}-\d{4}$/.test(z)).length).toBe(132);
      expect(zips.filter((z) => /^[A-Z]\d[A-Z] \d[A-Z]\d$/.test(z)).length).toBe(4);
      expect(zips.filter((z) => /^\d{9}$/.test(z)).length).toBe(2);
      expect(census.filter((u) => u.fields.email && u.fields.email !== u.fields.email.toLowerCase())).toEqual([]);
      expect(census.filter((u) => u.fields.phone && !/^\d{10}$/.test(u.fields.phone))).toEqual([]);
    });
  });

  describe('L&I files', () => {
    it('actpendins: 11 fields, no header; DOT zero padding, MC062130 padding, thousands of dollars', async () => {
      const a = await load('actpendins_2025_09_03.txt');
      const b = await load('actpendins_2025_10_08.txt');
      expect([a.layout, b.layout]).toEqual(['li-actpendins', 'li-actpendins']);
      expect([a.rows.length, b.rows.length]).toEqual([400, 414]);
      expect([...errorsOf(a.rows), ...errorsOf(b.rows)]).toEqual([]);
      const first = a.rows[0].result as InsuranceUpdate;
      expect(first).toMatchObject({ line: 1, asOf: '2025-09-03', dotNumber: '3682243', docket: 'MC1281287' });
      expect(first.policy).toMatchObject({ coverageType: 'BIPD', layer: 'PRIMARY', coverageAmount: 750000, policyNumber: 'LHT10797-02', postedDate: '2023-09-28' });
      const mc62130 = updatesOf<InsuranceUpdate>(b.rows).filter((u) => u.docket === 'MC62130');
      expect(mc62130.map((u) => [u.line, u.dotNumber, u.policy!.coverageType, u.policy!.layer, u.policy!.coverageAmount, u.policy!.underlyingAmount])).toEqual([
        [401, '3072761', 'BIPD', 'EXCESS', 3000000, 2000000],
        [402, '3072761', 'BIPD', 'PRIMARY', 2000000, 0],
        [414, '3072761', 'BOND', '', 0, 0],
      ]);
      expect(updatesOf<InsuranceUpdate>(b.rows).filter((u) => u.dotNumber === '')).toHaveLength(11); // "00000000"
    });

    it('insur: 9 fields, no DOT; dockets with zeros = no policy on file', async () => {
      const a = await load('insur_2025_09_03.txt');
      const b = await load('insur_2025_10_08.txt');
      expect([a.layout, b.layout]).toEqual(['li-insur', 'li-insur']);
      expect([...errorsOf(a.rows), ...errorsOf(b.rows)]).toEqual([]);
      const ua = updatesOf<InsuranceUpdate>(a.rows);
      const ub = updatesOf<InsuranceUpdate>(b.rows);
      expect([ua.length, ub.length]).toEqual([410, 413]);
      expect([ua.filter((u) => u.policy === null).length, ub.filter((u) => u.policy === null).length]).toEqual([10, 10]);
      expect(ub.every((u) => u.dotNumber === '')).toBe(true);
      expect(ua[0].policy).toMatchObject({ docket: 'MC856184', coverageType: 'BIPD', layer: 'PRIMARY', coverageAmount: 750000, effectiveDate: '2025-09-02', formCode: '91X' });
      const types = ub.filter((u) => u.policy).map((u) => u.policy!.coverageType);
      expect(['BIPD', 'CARGO', 'BOND', 'TRUST_FUND'].map((t) => types.filter((x) => x === t).length)).toEqual([383, 7, 11, 2]);
    });

    it('revocation: header file; 300 rows, INVOLUNTARY 184 / VOLUNTARY 116, 00000000 → no DOT', async () => {
      const { layout, rows } = await load('revocation_2024_08_06.txt');
      expect(layout).toBe('li-revocation');
      expect(errorsOf(rows)).toEqual([]);
      const revs = updatesOf<RevocationUpdate>(rows);
      expect(revs).toHaveLength(300);
      expect(revs.filter((r) => r.revocation.revocationType === 'INVOLUNTARY')).toHaveLength(184);
      expect(revs.filter((r) => r.revocation.revocationType === 'VOLUNTARY')).toHaveLength(116);
      expect(revs[0]).toEqual(MC368053_REVOCATION);
      expect(revs.filter((r) => r.dotNumber === '').map((r) => r.line)).toContain(14);
      expect(revs.find((r) => r.line === 12)!.revocation).toMatchObject({ docket: 'FF1724', authorityType: 'CONTRACT', effectiveDate: '' });
    });

    it('carrier search (Colorado, New Jersey): OOS suffix, empty DOT, WC dockets', async () => {
      const co = await load('COLORADO_carriers_companies.csv');
      expect(co.layout).toBe('li-carrier-search');
      expect(errorsOf(co.rows)).toEqual([]);
      expect(updatesOf<DocketUpdate>(co.rows).find((u) => u.line === 5)).toMatchObject({ dotNumber: '', docket: 'FF34880', legalName: '2020 EXCAVATING LLC' });
      let oos = 0;
      let skipped = 0;
      let total = 0;
      const nj = readdirSync(fmcsaFixture('li_carrier_search_nj')).sort();
      for (const name of nj) {
        const f = await load(join('li_carrier_search_nj', name));
        expect(errorsOf(f.rows)).toEqual([]);
        total += f.rows.length;
        skipped += results(f.rows).filter((r) => r === null).length;
        oos += updatesOf<DocketUpdate>(f.rows).filter((u) => u.outOfService).length;
        if (name.startsWith('1-')) expect(f.rows[37].result).toMatchObject({ line: 39, dotNumber: '3650238', docket: 'MC1257910', outOfService: true, city: 'ORANGE', state: 'NJ' });
      }
      expect(total).toBe(303);
      expect(oos).toBe(22); // usdot_number ending in OOS
      expect(skipped).toBe(3); // WC water-carrier dockets without DOT
    });
  });

  describe('SAFER snapshots', () => {
    it('fmcsa_on_off.csv, FMSCA_records.csv, safer_online.csv map without errors', async () => {
      const onOff = await load('fmcsa_on_off.csv');
      const records = await load('FMSCA_records.csv');
      const online = await load('safer_online.csv');
      expect([onOff.layout, records.layout, online.layout]).toEqual(['safer-snapshot', 'safer-snapshot', 'safer-snapshot']);
      for (const f of [onOff, records, online]) expect(errorsOf(f.rows)).toEqual([]);
      const a = updatesOf<SaferUpdate>(onOff.rows);
      expect(a.filter((u) => u.dockets.length).length).toBe(173);
      expect(a.find((u) => u.dotNumber === '10571')!.dockets).toEqual(['MC114123', 'MC118661']);
      expect(a.find((u) => u.dotNumber === '14986')).toMatchObject({ outOfService: true, outOfServiceDate: '2015-09-21', entityType: 'CARRIER/SHIPPER' });
      const b = updatesOf<SaferUpdate>(records.rows);
      expect(b.filter((u) => u.dockets.some((d) => d.startsWith('MC') || d.startsWith('MX'))).length).toBe(153);
      // p_zip_code lost its leading zeros in the source; the full address still has them.
      const zips = b.map((u) => u.fields.physicalAddress?.zip ?? '');
      expect(zips.filter((z) => /^\d{4}$/.test(z))).toEqual([]);
      const c = updatesOf<SaferUpdate>(online.rows);
      expect(c.find((u) => u.dotNumber === '1')!.fields.physicalAddress).toEqual({ street: '1200 NEW JERSEY AVENUE SE', city: 'WASHINGTON', state: 'DC', zip: '20590', country: 'US' });
      expect(c.find((u) => u.dotNumber === '44')).toMatchObject({ dockets: ['MC146894'], operatingStatus: 'NOT AUTHORIZED' });
    });
  });

  describe('merging every real file', () => {
    const TODAY = '2025-10-08';
    const records = new Map<string, CarrierRecord>();
    const dotByDocket = new Map<string, string>();
    let applied = 0;
    let unresolved = 0;
    let resolved = 0;
    let notIdempotent = 0;

    function applyAll(updates: CarrierUpdate[]): void {
      for (const u of updates) {
        let dot = u.dotNumber;
        const docket = 'docket' in u ? u.docket : '';
        if (!dot && docket) {
          dot = dotByDocket.get(docket) ?? '';
          if (dot) resolved++;
        }
        if (!dot) {
          unresolved++;
          continue;
        }
        const next = applyUpdate(records.get(dot) ?? null, u.dotNumber ? u : { ...u, dotNumber: dot }, { today: TODAY });
        if (JSON.stringify(applyUpdate(next, u.dotNumber ? u : { ...u, dotNumber: dot }, { today: TODAY })) !== JSON.stringify(next)) notIdempotent++;
        for (const d of next.dockets) dotByDocket.set(d, dot);
        records.set(dot, next);
        applied++;
      }
    }

    beforeAll(async () => {
      const order = ['FMCSA_CENSUS1_sample.csv', 'fmcsa_on_off.csv', 'FMSCA_records.csv', 'safer_online.csv', 'COLORADO_carriers_companies.csv', 'actpendins_2025_09_03.txt', 'actpendins_2025_10_08.txt', 'revocation_2024_08_06.txt', 'insur_2025_09_03.txt', 'insur_2025_10_08.txt'];
      for (const name of order) applyAll(updatesOf<CarrierUpdate>((await load(name)).rows));
    });

    it('is idempotent on every real update and resolves docket-only rows through known dockets', () => {
      expect(applied).toBeGreaterThan(3000);
      expect(notIdempotent).toBe(0);
      expect(resolved).toBeGreaterThan(0); // e.g. the insur rows of MC062130, known from actpendins
      expect(unresolved).toBeGreaterThan(0); // insur dockets no other sample knows
      for (const r of records.values()) {
        expect(r.mcNumbers).toEqual(r.dockets.filter((d) => d.startsWith('MC')).map(mcNumberOf).sort((x, y) => Number(x) - Number(y)));
        expect(r.dotNumber).toMatch(/^[1-9]\d*$/);
      }
    });

    it('DOT 44: census + SAFER (MC-146894, NOT AUTHORIZED)', () => {
      expect(records.get('44')).toMatchObject({
        legalName: 'GLEN DYER',
        dockets: ['MC146894'],
        mcNumbers: ['146894'],
        entityType: 'CARRIER',
        authorityStatus: 'INACTIVE',
        phone: '3344334999',
      });
      // Neither file name carries a date: the sources record the kinds only.
      expect(records.get('44')!.sources).toEqual(['census-42', 'safer-snapshot']);
    });

    it('DOT 4123333: authorised in a 2023-10-06 snapshot, revoked 2024-06-04 → REVOKED', () => {
      expect(records.get('4123333')).toMatchObject({ authorityStatus: 'REVOKED', dockets: ['MC1562975'] });
      expect(records.get('4123333')!.revocations).toEqual([{ docket: 'MC1562975', authorityType: 'COMMON', revocationType: 'INVOLUNTARY', serveDate: '2024-05-02', effectiveDate: '2024-06-04', source: 'li-revocation' }]);
      // The snapshot's ACTIVE fact (2023-10-06) stays on the record; the revocation in effect is the newer fact.
      expect(records.get('4123333')!.authorities).toMatchObject([{ docket: 'MC1562975', kind: 'CARRIER_PROPERTY', status: 'ACTIVE', asOf: '2023-10-06', source: 'safer-snapshot' }]);
      expect(authorityPicture(records.get('4123333')!, TODAY).authorities).toMatchObject([{ docket: 'MC1562975', kind: 'CARRIER_PROPERTY', status: 'REVOKED', since: '2024-06-04', source: 'li-revocation' }]);
    });

    it('DOT 3072761 (MC062130): three policies from actpendins, sorted, in whole dollars', () => {
      const r = records.get('3072761')!;
      expect(r.dockets).toEqual(['MC62130']);
      expect(r.insurance.map((p) => [p.coverageType, p.policyNumber, p.coverageAmount])).toEqual([
        ['BIPD', 'EXT 4840095-00', 3000000],
        ['BIPD', 'GAL 4840095-00', 2000000],
        ['BOND', 'LPM9235499', 0],
      ]);
    });
  });
});
