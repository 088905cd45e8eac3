import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { rebuildProjection, SqliteDocumentStore, SqliteEventStore, toNewEvents } from '@logiscope/infra';
import type { VerdictProfileEvent } from '@logiscope/proto';
import { carrierDataProjections } from '../carrier-data.projections';
import { verdictProfileStream } from './verdict-profile.decider';
import { startVerdictProfiles, type RunningVerdictProfiles } from './verdict-profile.module';
import { VerdictProfileProjection } from './verdict-profile.projection';
import { revisionLabel } from './verdict-profiles';

const ADMIN = 'admin@acme.example';
type Settings = { minAuthorityAgeDays: number; minLiabilityUsd: number; contactChangeDays: number; disabledRules: string[]; freshnessDays: number; acceptedLimits: string[] };
const settings = (overrides: Partial<Settings> = {}) => ({
  minAuthorityAgeDays: 90,
  minLiabilityUsd: 0,
  contactChangeDays: 30,
  disabledRules: [] as string[],
  freshnessDays: 3,
  acceptedLimits: [] as string[],
  ...overrides,
});
/** Settings as recorded before freshnessDays and acceptedLimits existed. */
const olderSettings = (overrides: Partial<Settings> = {}) => {
  const { freshnessDays: _f, acceptedLimits: _a, ...rest } = settings(overrides);
  return rest;
};

describe('verdict profiles (embedded engines)', () => {
  let dir: string;
  let events: SqliteEventStore;
  let documents: SqliteDocumentStore;
  let running: RunningVerdictProfiles | undefined;
  let clock = new Date('2026-02-01T10:00:00.000Z');

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'logiscope-verdict-profile-'));
    events = new SqliteEventStore(join(dir, 'carrier-data.db'));
    documents = new SqliteDocumentStore(join(dir, 'carrier-data.db'));
    clock = new Date('2026-02-01T10:00:00.000Z');
  });
  afterEach(async () => {
    await running?.stop();
    running = undefined;
    await events.close();
    await documents.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const start = async () => {
    running = await startVerdictProfiles({ events, documents }, await VerdictProfileProjection.open(documents), { now: () => clock });
    return running.profiles;
  };
  const update = (companyId: string, overrides: Parameters<typeof settings>[0] = {}, email = ADMIN) =>
    running!.profiles.update({ companyId, userId: 'u1', email, settings: settings(overrides) });

  it('answers the default profile to a company that saved none', async () => {
    const profiles = await start();
    const view = await profiles.profileOf('c1');
    expect(view).toEqual({ minAuthorityAgeDays: 90, minLiabilityUsd: 0, contactChangeDays: 30, disabledRules: [], freshnessDays: 3, acceptedLimits: [], isDefault: true, revision: 0, updatedAt: '', updatedBy: '' });
    expect(revisionLabel(view)).toBe('default');
  });

  it("answers a saved profile at once, to that company only, with who changed it and when", async () => {
    const profiles = await start();
    const saved = await update('c1', { minAuthorityAgeDays: 180, disabledRules: ['community-reports'] });
    const expected = { ...settings({ minAuthorityAgeDays: 180, disabledRules: ['community-reports'] }), isDefault: false, revision: 1, updatedAt: '2026-02-01T10:00:00.000Z', updatedBy: ADMIN };
    expect(saved).toEqual(expected);
    expect(await profiles.profileOf('c1')).toEqual(expected);
    expect(revisionLabel(saved)).toBe('company:1');
    expect((await profiles.profileOf('c2')).isDefault).toBe(true);

    clock = new Date('2026-02-02T08:00:00.000Z');
    const again = await update('c1', { minAuthorityAgeDays: 30 }, 'boss@acme.example');
    expect(again).toMatchObject({ minAuthorityAgeDays: 30, disabledRules: [], revision: 2, updatedAt: '2026-02-02T08:00:00.000Z', updatedBy: 'boss@acme.example' });
    expect(revisionLabel(again)).toBe('company:2');
  });

  it('answers a saved freshness limit and accepted authority limits (catalogue order), kept by a save that repeats them', async () => {
    const profiles = await start();
    const saved = await update('c1', { freshnessDays: 14, acceptedLimits: ['cross-border', 'intrastate'], disabledRules: ['mcs150-outdated'] });
    expect(saved).toMatchObject({ freshnessDays: 14, acceptedLimits: ['intrastate', 'cross-border'], disabledRules: ['mcs150-outdated'], revision: 1 });
    expect(await profiles.profileOf('c1')).toEqual(saved);
    expect(await update('c1', { freshnessDays: 14, acceptedLimits: ['intrastate', 'cross-border'], disabledRules: ['mcs150-outdated'] })).toEqual(saved);
    expect(await update('c1', { freshnessDays: 1, acceptedLimits: [], disabledRules: ['mcs150-outdated'] })).toMatchObject({ freshnessDays: 1, acceptedLimits: [], revision: 2 });
    await expect(update('c1', { freshnessDays: 31 })).rejects.toMatchObject({ message: 'Freshness limit must be a whole number of days from 1 to 30' });
    expect(await profiles.profileOf('c1')).toMatchObject({ freshnessDays: 1, revision: 2 });
  });

  it('reads a profile saved before freshnessDays and acceptedLimits (its event, and its stored document) as the defaults', async () => {
    await events.append(verdictProfileStream('c4'), 0, toNewEvents<VerdictProfileEvent>([
      { type: 'VerdictProfileChanged', data: { companyId: 'c4', settings: olderSettings({ minAuthorityAgeDays: 200 }), revision: 1, changedBy: ADMIN, at: '2026-01-05T00:00:00.000Z' } },
    ]));
    const older = await documents.collection<Record<string, unknown> & { id: string }>('verdict_profiles');
    await older.upsert({ id: 'c5', ...olderSettings({ contactChangeDays: 9 }), revision: 1, updatedAt: '2026-01-06T00:00:00.000Z', updatedBy: ADMIN });
    const profiles = await start();
    expect(await profiles.profileOf('c4')).toMatchObject({ minAuthorityAgeDays: 200, freshnessDays: 3, acceptedLimits: [], revision: 1 });
    expect(await profiles.profileOf('c5')).toMatchObject({ contactChangeDays: 9, freshnessDays: 3, acceptedLimits: [], revision: 1 });
    // The same rules saved again by a client that knows nothing of the new settings are no new revision.
    expect(await profiles.update({ companyId: 'c4', userId: 'u1', email: ADMIN, settings: olderSettings({ minAuthorityAgeDays: 200 }) })).toMatchObject({ revision: 1 });
  });

  it('saving the same rules again changes nothing and appends nothing', async () => {
    await start();
    await update('c1', { minLiabilityUsd: 1_000_000 });
    const before = (await events.readStream(verdictProfileStream('c1'))).version;
    clock = new Date('2026-03-01T00:00:00.000Z');
    expect(await update('c1', { minLiabilityUsd: 1_000_000 })).toMatchObject({ revision: 1, updatedAt: '2026-02-01T10:00:00.000Z' });
    expect((await events.readStream(verdictProfileStream('c1'))).version).toBe(before);
  });

  it('refuses a mandatory check turned off and keeps the profile it had', async () => {
    const profiles = await start();
    await expect(update('c1', { disabledRules: ['out-of-service'] })).rejects.toMatchObject({ message: 'This check is required by law and cannot be turned off' });
    expect((await profiles.profileOf('c1')).isDefault).toBe(true);
  });

  it('keeps the profiles across a restart (read model and log) and rebuilds the same documents from the log', async () => {
    await start();
    await update('c1', { minAuthorityAgeDays: 365 });
    await update('c2', { contactChangeDays: 7, disabledRules: ['shared-identifiers', 'authority-age'] });
    await update('c1', { minAuthorityAgeDays: 400 });
    await running!.stop();

    // An event appended while no projector ran (another process) is caught up at start.
    await events.append(verdictProfileStream('c3'), 0, toNewEvents<VerdictProfileEvent>([
      { type: 'VerdictProfileChanged', data: { companyId: 'c3', settings: settings({ minLiabilityUsd: 2_000_000 }), revision: 1, changedBy: ADMIN, at: '2026-02-05T00:00:00.000Z' } },
    ]));
    const profiles = await start();
    expect(await profiles.profileOf('c1')).toMatchObject({ minAuthorityAgeDays: 400, revision: 2 });
    expect(await profiles.profileOf('c2')).toMatchObject({ contactChangeDays: 7, disabledRules: ['authority-age', 'shared-identifiers'], revision: 1 });
    expect(await profiles.profileOf('c3')).toMatchObject({ minLiabilityUsd: 2_000_000, revision: 1, updatedAt: '2026-02-05T00:00:00.000Z' });
    await running!.stop();
    running = undefined;

    const collection = await documents.collection<{ id: string }>('verdict_profiles');
    const before = await collection.find({}, { sort: { id: 1 } });
    const [, projection] = await carrierDataProjections(documents);
    const report = await rebuildProjection(events, documents, projection);
    expect(report).toMatchObject({ projection: 'carrier-data.verdict-profiles', eventsApplied: 4, documents: { verdict_profiles: 3 } });
    expect(await collection.find({}, { sort: { id: 1 } })).toEqual(before);
  });

  it('keeps the cache of a second instance on the same read model fresh (replicas)', async () => {
    await start();
    const other = await startVerdictProfiles({ events, documents }, await VerdictProfileProjection.open(documents), { now: () => clock });
    try {
      await update('c1', { minAuthorityAgeDays: 120 });
      const deadline = Date.now() + 5_000;
      while ((await other.profiles.profileOf('c1')).revision === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
      expect(await other.profiles.profileOf('c1')).toMatchObject({ minAuthorityAgeDays: 120, revision: 1 });
    } finally {
      await other.stop();
    }
  });

  it('hands out profiles no caller can change', async () => {
    const profiles = await start();
    await update('c1', { disabledRules: ['authority-age'] });
    const view = await profiles.profileOf('c1');
    expect(() => (view.disabledRules as string[]).push('community-reports')).toThrow();
    expect(() => (view.acceptedLimits as string[]).push('exempt')).toThrow();
    const fallback = await profiles.profileOf('c9');
    expect(() => Object.assign(fallback, { minAuthorityAgeDays: 1 })).toThrow();
    expect(() => (fallback.acceptedLimits as string[]).push('exempt')).toThrow();
    expect((await profiles.profileOf('c8')).minAuthorityAgeDays).toBe(90);
    expect((await profiles.profileOf('c1')).disabledRules).toEqual(['authority-age']);
  });
});
