/**
 * The demo data of a fresh start, as a broker sees it through the API: the synthetic census, SAFER snapshot, L&I and
 * revocation files are all imported, so most for-hire carriers have active authority and insurance, some are revoked,
 * some cancelling or new, all relative to the server's clock (here moved 400 days ahead before the first start).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeClockOffset } from '@logiscope/infra';
import { ApiClient, registration } from '../../../test/support/http-client';
import { e2eProfiles, startServer, type RunningServer } from '../../../test/support/server-process';
import { registerOnTrial } from '../../../test/support/trial';

// FerretDB v1 writes the distributed store slowly (about 60 rows/s): fewer demo carriers there.
const DEMO_ROWS: Record<string, number> = { embedded: 1000, distributed: 300 };
const SAMPLE = 300;
const OFFSET_MS = 400 * 24 * 60 * 60 * 1000;
const DAY = 24 * 60 * 60 * 1000;

interface Carrier {
  dotNumber: string;
  mcNumber: string;
  authorityStatus: string;
  insuranceStatus: string;
  insuranceExpiryDate: string;
  operatingStartDate: string;
  outOfService: boolean;
  entityType: string;
  isRecommended: boolean;
  verdict: { outcome: 'PASS' | 'REVIEW' | 'FAIL'; checks: { rule: string; outcome: string; key: string; dataset: string; asOf: string; missing: boolean }[] };
}

describe.each(e2eProfiles())('demo data of a fresh start [%s]', (profile) => {
  let server: RunningServer;
  let broker: ApiClient;
  let clockDir: string;
  beforeAll(async () => {
    clockDir = mkdtempSync(join(tmpdir(), 'demo-clock-'));
    writeClockOffset(join(clockDir, 'clock'), OFFSET_MS);
    server = await startServer(profile, { CARRIER_DATA_DEMO_ROWS: String(DEMO_ROWS[profile]), TEST_CLOCK_FILE: join(clockDir, 'clock') });
    broker = new ApiClient(server.baseUrl);
    expect((await registerOnTrial(broker, registration())).status).toBe(201);
  }, 300_000);
  afterAll(async () => {
    await server?.stop();
    rmSync(clockDir, { recursive: true, force: true });
  });

  it('looks like the market: for-hire carriers mostly authorised and insured, some revoked, about to be suspended, new', async () => {
    const today = new Date(Date.now() + OFFSET_MS).toISOString().slice(0, 10);
    const inDays = (n: number) => new Date(Date.now() + OFFSET_MS + n * DAY).toISOString().slice(0, 10);
    // The generator numbers DOTs 1000001 + floor(i * 1.37): the first SAMPLE demo carriers.
    const carriers: Carrier[] = [];
    for (let i = 0; i < SAMPLE; i++) {
      const res = await broker.get(`/api/carriers/${1_000_001 + Math.floor(i * 1.37)}`);
      expect(res.status).toBe(200);
      carriers.push(res.body as Carrier);
    }
    const docketed = carriers.filter((c) => c.mcNumber !== '');
    const active = docketed.filter((c) => c.authorityStatus === 'ACTIVE');
    const insured = active.filter((c) => ['VALID', 'ACTIVE', 'EXPIRES SOON'].includes(c.insuranceStatus));
    const tally = {
      docketed: docketed.length,
      active: active.length,
      insuredActive: insured.length,
      revoked: carriers.filter((c) => c.authorityStatus === 'REVOKED').length,
      // Motus publishes no pending cancellation (InsHist shows one once in effect): what is about to end shows as a
      // revocation or suspension order served and not yet in effect (RevokeSuspend).
      orderPending: carriers.filter((c) => c.verdict.checks.some((k) => ['verdict.revocation.pending', 'verdict.revocation.suspension-pending'].includes(k.key))).length,
      newRegistrations: carriers.filter((c) => c.operatingStartDate > inDays(-90) && c.operatingStartDate <= today).length,
      withoutMc: carriers.length - docketed.length,
    };
    expect(tally.active / tally.docketed).toBeGreaterThan(0.5);
    expect(tally.insuredActive / tally.active).toBeGreaterThan(0.9);
    for (const what of ['revoked', 'orderPending', 'newRegistrations', 'withoutMc'] as const) expect({ what, some: tally[what] > 0 }).toEqual({ what, some: true });
    // New registrations and cancellations counted against the server's (moved) today, and none dated after it: the
    // data follows the server's clock, not the machine's (400 days behind).
    expect(carriers.filter((c) => c.operatingStartDate > today)).toEqual([]);

    // Verdicts: a realistic mix on today's data (the legacy snapshot overlaid by Motus, complete through today), and
    // never a PASS (or "Recommended") without active motor-carrier authority of property and BI&PD on file.
    const outcomes = { PASS: 0, REVIEW: 0, FAIL: 0 };
    for (const c of carriers) {
      outcomes[c.verdict.outcome] += 1;
      expect(c.isRecommended).toBe(c.verdict.outcome === 'PASS');
      // Only a company no data set covers misses data, and only authority, insurance or out-of-service data.
      expect(c.verdict.checks.filter((k) => k.missing && !['operating-authority', 'liability-insurance', 'out-of-service'].includes(k.rule))).toEqual([]);
      // Authority, insurance and out-of-service data read as confirmed today (Motus complete through the server's day).
      for (const k of c.verdict.checks.filter((k) => !k.missing && ['authority', 'insurance', 'out-of-service'].includes(k.dataset) && k.outcome === 'PASS')) expect({ rule: k.rule, asOf: k.asOf }).toEqual({ rule: k.rule, asOf: today });
      const authority = c.verdict.checks.find((k) => k.rule === 'operating-authority')!;
      if (authority.outcome === 'FAIL') expect(c.verdict.outcome).toBe('FAIL');
      if (c.verdict.outcome === 'PASS') {
        expect(authority.key).toBe('verdict.authority.active');
        expect(c.authorityStatus).toBe('ACTIVE');
        expect(['VALID', 'ACTIVE', 'EXPIRES SOON']).toContain(c.insuranceStatus);
      }
    }
    expect(outcomes.PASS / SAMPLE).toBeGreaterThan(0.05);
    expect(outcomes.REVIEW).toBeGreaterThan(0);
    expect(outcomes.FAIL).toBeGreaterThan(0);
  });

  it('counts, on the carrier page, in search and in the score, every inspection its Equipment tab lists a vehicle from', async () => {
    // The demo's census and SAFER files give no inspection figures (0 for every carrier, as for DOT 1000066): its
    // carriers with inspected vehicles are taken from the equipment tracker, one with a vehicle put out of service.
    const inspected = async (query: string) => ((await broker.get(`/api/equipment?${query}`)).body.items as { carrierId: string }[]).map((i) => i.carrierId);
    const outOfService = await inspected('status=OUT_OF_SERVICE&pageSize=3');
    expect(outOfService.length).toBeGreaterThan(0);
    const dots = [...new Set([...outOfService, ...(await inspected('pageSize=6'))])];
    for (const dot of dots) {
      const [page, tab] = await Promise.all([broker.get(`/api/carriers/${dot}`), broker.get(`/api/carriers/${dot}/equipment`)]);
      const units = tab.body as { id: string; inspectionId: string; vehicleOutOfService: boolean | null }[];
      const inspections = new Set(units.map((u) => u.inspectionId || u.id));
      const oos = new Set(units.filter((u) => u.vehicleOutOfService).map((u) => u.inspectionId || u.id));
      const carrier = page.body as { inspectionCount: number; oosCount: number; riskFactors: { key: string }[] };
      expect({ dot, inspections: carrier.inspectionCount >= inspections.size, oos: carrier.oosCount >= oos.size, saysNone: carrier.riskFactors.some((f) => f.key === 'risk.inspections.none') }).toEqual({
        dot,
        inspections: true,
        oos: true,
        saysNone: false,
      });
      expect(inspections.size).toBeGreaterThan(0);
      const listed = (await broker.get(`/api/carriers/search?q=${dot}`)).body.carriers[0];
      expect({ dot, inspectionCount: listed.inspectionCount, oosCount: listed.oosCount }).toEqual({ dot, inspectionCount: carrier.inspectionCount, oosCount: carrier.oosCount });
    }
  });

  it("answers a visitor's registration lookup by a demo carrier's 7-digit DOT with its name", async () => {
    const visitor = new ApiClient(server.baseUrl);
    const res = await visitor.get('/api/fmcsa/lookup?dot=1000001');
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(['companyName', 'dotNumber', 'mcNumber']);
    expect(res.body).toMatchObject({ dotNumber: '1000001', companyName: expect.stringMatching(/\S/) });
  });
});
