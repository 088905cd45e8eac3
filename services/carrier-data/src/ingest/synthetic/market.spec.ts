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
import { daysFromIso, generateFiles, isoFromDays, type GeneratedFiles } from './generator';

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
    generated = await generateFiles({ dir, rows: ROWS, seed: SEED, asOf: AS_OF });
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
    const sample = {
      revoked: count((r) => r.authorityStatus === 'REVOKED'),
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
    const revoked = records.filter((r) => r.authorityStatus === 'REVOKED');
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
