/**
 * The daily Motus refresh in a real server of each profile, against the stand-in portal (test/support/motus-portal.stub.ts)
 * on 127.0.0.1: the run at start takes every Motus data set whole, "Refresh now" (POST /api/admin/datasets/refresh) takes
 * the next day's differences (a deletion included), a republished day changes nothing, a missed day takes the whole data
 * set again, a portal 500 and a timeout are recorded while the server keeps serving and the next run recovers, and a
 * process killed between a download and its import resumes with the import. The carriers are read back through the API.
 */
import { ApiClient } from '../../../test/support/http-client';
import { startMotusPortal, type MotusPortalStub } from '../../../test/support/motus-portal.stub';
import { CENSUS_ID, deletionRow, motusAuthHist, motusBoc3, motusCarrier, motusInsHist, motusInsur, motusRevokeSuspend, publishMotusDay, type MotusFiles } from '../../../test/support/motus-rows';
import { e2eProfiles, startServer, type RunningServer } from '../../../test/support/server-process';

const OPERATOR = { email: 'operator@refresh.example', password: 'operator password 1' };
const TOKEN = 'e2e-app-token';
const MOTUS = ['motus-carrier', 'motus-authhist', 'motus-revokesuspend', 'motus-insur', 'motus-inshist', 'motus-boc3'];

const DAY_MS = 86_400_000;
const easternToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
/** `n` days before the Eastern today. */
const daysAgo = (n: number) => new Date(Date.parse(`${easternToday()}T00:00:00Z`) - n * DAY_MS).toISOString().slice(0, 10);

const alpha = motusCarrier({ dot: '3100001', docket: 'MC900001', name: 'ALPHA FREIGHT LLC' });
const bravo = motusCarrier({ dot: '3100002', docket: 'MC900002', name: 'BRAVO HAULING INC' });
const alphaPolicy = motusInsur({ dot: '3100001', docket: 'MC900001', policy: 'ALPHA-P-1', effective: '2026-01-02' });
const bravoPolicy = motusInsur({ dot: '3100002', docket: 'MC900002', policy: 'BRAVO-P-1', effective: '2026-06-01' });
/** One row of each of the other data sets (the importer recognises a JSON file by its keys: it needs whole rows). */
const OTHERS: MotusFiles = {
  'motus-authhist': [motusAuthHist({ dot: '3100001', docket: 'MC900001', status: 'Active', reason: 'GRANTED', on: '2020-03-02' })],
  'motus-revokesuspend': [motusRevokeSuspend({ dot: '3100009', docket: 'MC900009', served: '2026-05-20', effective: '2026-06-19' })],
  'motus-inshist': [motusInsHist({ dot: '3100001', docket: 'MC900001', policy: 'ALPHA-OLD', effective: '2020-03-01', cancelled: '2026-01-01' })],
  'motus-boc3': [motusBoc3({ dot: '3100001', docket: 'MC900001', agent: 'PROCESS AGENTS OF AMERICA' })],
};
const WHOLE: MotusFiles = { 'motus-carrier': [alpha], 'motus-insur': [alphaPolicy], ...OTHERS };
/** A day whose differences repeat rows unchanged: every file has rows, none changes a carrier. */
const QUIET: MotusFiles = { 'motus-carrier': [alpha], 'motus-insur': [bravoPolicy], ...OTHERS };

/** The portal's first day: every Motus data set whole (a quiet day of differences with it) and an empty census. */
const publishFirstDay = (portal: MotusPortalStub, day: string) => {
  publishMotusDay(portal, day, { baseline: WHOLE, daily: QUIET });
  portal.publish(CENSUS_ID, day, []);
};
/** A server with no demo rows whose Motus refresh reads the portal, with this test's operator; `env` adds the rest. */
const refreshingFrom = (portal: MotusPortalStub, env: Record<string, string>) => ({
  CARRIER_DATA_DEMO_ROWS: '0',
  OPERATOR_EMAIL: OPERATOR.email,
  OPERATOR_PASSWORD: OPERATOR.password,
  MOTUS_REFRESH: 'on',
  FMCSA_DATA_URL: portal.url,
  ...env,
});

interface Outcome {
  kind: string;
  mode: string;
  rows: number;
  note: string;
  error: string;
}
interface Reply {
  today: string;
  datasets: { kind: string; rows: number; fileDate: string; completeThrough: string; stale: boolean; lastRefresh?: Outcome }[];
  refresh: { enabled: boolean; running: boolean; lastRun?: { runId: string; trigger: string; status: string; finishedAt: string; datasets: Outcome[] } };
}

async function eventually<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 120_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

describe.each(e2eProfiles())('Motus daily refresh [%s]', (profile) => {
  let portal: MotusPortalStub;
  let server: RunningServer;
  let operator: ApiClient;

  const datasets = async (): Promise<Reply> => {
    const res = await operator.get('/api/admin/datasets');
    if (res.status !== 200) throw new Error(`GET /api/admin/datasets answered ${res.status}`);
    return res.body as Reply;
  };
  /** The refresh's last run once it is over, when it is another than `after`. */
  const finishedRun = (after?: string) =>
    eventually('the refresh run to finish', async () => {
      const reply = await datasets();
      const run = reply.refresh.lastRun;
      return run && run.runId !== after && run.finishedAt && !reply.refresh.running ? reply : undefined;
    });
  const modes = (reply: Reply) => Object.fromEntries(reply.refresh.lastRun!.datasets.map((d) => [d.kind, d.mode]));
  const outcome = (reply: Reply, kind: string) => reply.refresh.lastRun!.datasets.find((d) => d.kind === kind)!;
  const held = (reply: Reply, kind: string) => reply.datasets.find((d) => d.kind === kind)!;
  const refreshNow = async (): Promise<Reply> => {
    const before = (await datasets()).refresh.lastRun?.runId;
    const res = await operator.post('/api/admin/datasets/refresh');
    expect(res.status).toBe(202);
    expect(res.body).toMatchObject({ enabled: true, running: true });
    return finishedRun(before);
  };
  const carrier = async (dot: string) => {
    const res = await operator.get(`/api/carriers/${dot}`);
    return res.status === 200 ? res.body : null;
  };

  beforeAll(async () => {
    portal = await startMotusPortal({ appToken: TOKEN });
    publishFirstDay(portal, daysAgo(6));
    server = await startServer(profile, refreshingFrom(portal, { FMCSA_APP_TOKEN: TOKEN, MOTUS_REFRESH_NOT_BEFORE: '00:00', MOTUS_REFRESH_TIMEOUT_MS: '1500' }));
    operator = new ApiClient(server.baseUrl);
    expect((await operator.post('/api/auth/login', OPERATOR)).status).toBe(200);
  }, 240_000);
  afterAll(async () => {
    await server?.stop();
    await portal?.close();
  });

  it('takes every Motus data set whole at start, with the app token, and says the census waits for an import', async () => {
    const reply = await finishedRun();
    expect(reply.refresh).toMatchObject({ enabled: true, lastRun: { trigger: 'schedule', status: 'completed' } });
    expect(modes(reply)).toEqual({ ...Object.fromEntries(MOTUS.map((k) => [k, 'baseline'])), 'census-147': 'none' });
    expect(outcome(reply, 'census-147').note).toMatch(/^no census imported yet/);
    expect(held(reply, 'motus-carrier')).toMatchObject({ rows: 1, fileDate: daysAgo(6), completeThrough: daysAgo(6), stale: true });
    expect(portal.requests.every((r) => r.appToken === TOKEN)).toBe(true);
    // The portal left out the blank dba_name: read as blank.
    expect(await carrier('3100001')).toMatchObject({ dotNumber: '3100001', legalName: 'ALPHA FREIGHT LLC', dbaName: '', authorityStatus: 'ACTIVE' });
    expect((await carrier('3100001')).insurancePolicies.map((p: { policyNumber: string }) => p.policyNumber)).toContain('ALPHA-P-1');
  });

  it("applies the next day's differences when asked, a deletion included, refusing a second run meanwhile", async () => {
    publishMotusDay(portal, daysAgo(5), {
      daily: { ...QUIET, 'motus-carrier': [{ ...alpha, op_auth_status: 'Inactive' }, bravo], 'motus-insur': [deletionRow({ docket_number: 'MC900001' }), bravoPolicy] },
    });
    // Slow enough for a second click to find it running.
    portal.fault({ id: 'nakq-58th', kind: 'metadata', delayMs: 800, times: 1 });
    const before = (await datasets()).refresh.lastRun?.runId;
    expect((await operator.post('/api/admin/datasets/refresh')).status).toBe(202);
    const second = await operator.post('/api/admin/datasets/refresh');
    expect(second.status).toBe(409);
    expect(second.body).toMatchObject({ code: 'DATASET_REFRESH_RUNNING', message: 'A refresh of the data sets is already running.' });
    const reply = await finishedRun(before);
    expect(reply.refresh.lastRun).toMatchObject({ trigger: 'manual', status: 'completed' });
    expect(modes(reply)).toMatchObject(Object.fromEntries(MOTUS.map((k) => [k, 'daily'])));
    expect(held(reply, 'motus-carrier')).toMatchObject({ rows: 2, completeThrough: daysAgo(5) });
    expect(await carrier('3100002')).toMatchObject({ legalName: 'BRAVO HAULING INC' });
    expect(await carrier('3100001')).toMatchObject({ authorityStatus: 'INACTIVE' });
    // The Insur deletion (a row blank but its docket) ends the filing on the file's day.
    const ended = (await carrier('3100001')).insurancePolicies.find((p: { policyNumber: string }) => p.policyNumber === 'ALPHA-P-1');
    expect(ended).toMatchObject({ cancelEffectiveDate: daysAgo(5) });
  });

  it('changes nothing when the portal publishes the same day again', async () => {
    const imports = (await operator.get('/api/admin/carrier-imports?limit=100')).body.length;
    const rowRequests = portal.requests.filter((r) => r.kind === 'rows').length;
    publishMotusDay(portal, daysAgo(5), { daily: QUIET, at: new Date(Date.parse(`${daysAgo(5)}T20:00:00Z`)).toISOString() });
    const reply = await refreshNow();
    expect(modes(reply)).toEqual(Object.fromEntries([...MOTUS, 'census-147'].map((k) => [k, 'none'])));
    expect(portal.requests.filter((r) => r.kind === 'rows')).toHaveLength(rowRequests);
    expect((await operator.get('/api/admin/carrier-imports?limit=100')).body).toHaveLength(imports);
    expect(await carrier('3100002')).toMatchObject({ legalName: 'BRAVO HAULING INC' });
  });

  it('takes the whole data set again after a missed day', async () => {
    publishMotusDay(portal, daysAgo(4), { daily: QUIET });
    publishMotusDay(portal, daysAgo(3), { baseline: { ...WHOLE, 'motus-carrier': [alpha, bravo] }, daily: QUIET });
    const reply = await refreshNow();
    expect(modes(reply)).toMatchObject(Object.fromEntries(MOTUS.map((k) => [k, 'baseline'])));
    expect(outcome(reply, 'motus-carrier').note).toMatch(/a day was missed/);
    expect(held(reply, 'motus-carrier')).toMatchObject({ rows: 2, completeThrough: daysAgo(3) });
  });

  it('records a portal 500, keeps serving, and the next run recovers', async () => {
    // A day with no change: every difference an empty array, which carries the data sets forward all the same.
    publishMotusDay(portal, daysAgo(2), { daily: {} });
    portal.fault({ id: 'x96h-evps', kind: 'rows', status: 500 });
    const failed = await refreshNow();
    expect(failed.refresh.lastRun!.status).toBe('failed');
    expect(outcome(failed, 'motus-insur').error).toMatch(/^data set x96h-evps \(rows from 0\): the portal answered HTTP 500: Internal error \(4 attempts\)$/);
    expect(held(failed, 'motus-insur').completeThrough).toBe(daysAgo(3));
    expect(held(failed, 'motus-boc3').completeThrough).toBe(daysAgo(2));
    expect((await new ApiClient(server.baseUrl).get('/api/health')).status).toBe(200);

    portal.clearFaults();
    const recovered = await refreshNow();
    expect(recovered.refresh.lastRun!.status).toBe('completed');
    expect(outcome(recovered, 'motus-insur')).toMatchObject({ mode: 'daily', error: '' });
    expect(held(recovered, 'motus-insur').completeThrough).toBe(daysAgo(2));
  });

  it('records a timeout and the next run recovers; today held, nothing is stale', async () => {
    publishMotusDay(portal, daysAgo(1), { daily: QUIET });
    portal.fault({ id: 'dm5j-zc6c', kind: 'metadata', delayMs: 3_000 });
    const failed = await refreshNow();
    expect(outcome(failed, 'motus-authhist').error).toBe("data set dm5j-zc6c's metadata: no answer within 1.5 s (4 attempts)");
    portal.clearFaults();
    publishMotusDay(portal, daysAgo(0), { baseline: WHOLE, daily: QUIET });
    // The authority history missed a day meanwhile: whole again; the others go on daily.
    const recovered = await refreshNow();
    expect(modes(recovered)).toMatchObject({ 'motus-authhist': 'baseline', 'motus-carrier': 'daily' });
    for (const kind of MOTUS) expect(held(recovered, kind)).toMatchObject({ completeThrough: daysAgo(0), stale: false });
  });
});

describe.each(e2eProfiles())('Motus daily refresh killed between a download and its import [%s]', (profile) => {
  let portal: MotusPortalStub;
  let server: RunningServer;

  afterAll(async () => {
    await server?.stop();
    await portal?.close();
  });

  beforeAll(async () => {
    portal = await startMotusPortal();
    publishFirstDay(portal, daysAgo(1));
    server = await startServer(
      profile,
      // Scheduled runs wait (the run at start included): the test starts the one that dies.
      refreshingFrom(portal, { MOTUS_REFRESH_NOT_BEFORE: '23:59', FAULT_INJECT: 'carrier-data.refresh-before-import' }),
    );
  }, 240_000);

  // Distributed, BullMQ gives a stalled job to another worker after its lock expires (30 s, checked every 30 s).
  it('imports the downloaded file when the job runs again, without downloading it again', async () => {
    const operator = new ApiClient(server.baseUrl);
    expect((await operator.post('/api/auth/login', OPERATOR)).status).toBe(200);
    expect((await operator.post('/api/admin/datasets/refresh')).status).toBe(202);
    await eventually('the process to kill itself', async () => (server.output().includes('SIGKILL between a refresh download and its import') ? true : undefined), 60_000);
    // Embedded, the whole server died: started again on the same data, as a user would. Distributed, the supervisor
    // restarts carrier-data and BullMQ hands the stalled job to it.
    if (profile === 'embedded') {
      await server.restart();
      expect((await operator.post('/api/auth/login', OPERATOR)).status).toBe(200);
    }
    const reply = await eventually(
      'the resumed run to finish',
      async () => {
        const res = await operator.get('/api/admin/datasets');
        const run = res.status === 200 ? (res.body as Reply).refresh.lastRun : undefined;
        return run?.finishedAt ? (res.body as Reply) : undefined;
      },
      180_000,
    );
    expect(reply.refresh.lastRun!.status).toBe('completed');
    expect(reply.refresh.lastRun!.datasets[0]).toMatchObject({ kind: 'motus-carrier', mode: 'baseline', note: expect.stringMatching(/^resumed the import of motus-carrier-inys-ebih-/) });
    expect(portal.rowRequests('inys-ebih')).toHaveLength(1);
    expect(reply.datasets.find((d) => d.kind === 'motus-carrier')).toMatchObject({ rows: 1, completeThrough: daysAgo(1) });
    expect((await operator.get('/api/carriers/3100001')).body).toMatchObject({ legalName: 'ALPHA FREIGHT LLC' });
  }, 300_000);
});
