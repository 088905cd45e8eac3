import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { SqliteDocumentStore, SqliteEventBus, type DocumentStore, type EventBus } from '@logiscope/infra';
import type { EventEnvelope } from '@logiscope/kernel';
import { eventually } from './http-client';
import { forgetNamespace, infraSetting } from './namespace-cleanup';
import { startServer, type Profile, type RunningServer } from './server-process';

/**
 * One LogiScope installation that outlives its server processes (crash and rebuild tests): its own DATA_DIR and
 * NAMESPACE, so a server started again, `npm run rebuild` and the test's own readers all see the same data.
 */
export interface Installation {
  profile: Profile;
  dataDir: string;
  namespace: string;
}

const ROOT = resolve(__dirname, '..', '..');
const run = promisify(execFile);

export function installation(profile: Profile, label: string): Installation {
  return {
    profile,
    dataDir: mkdtempSync(join(tmpdir(), `logiscope-${label}-${profile}-`)),
    namespace: `e2e${label.replace(/[^a-z0-9]/g, '')}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`,
  };
}

/** After its servers have stopped: the installation's folder, and in the distributed profile its topics, databases and keys. */
export async function removeInstallation(i: Installation): Promise<void> {
  rmSync(i.dataDir, { recursive: true, force: true });
  if (i.profile === 'distributed') await forgetNamespace(i.namespace);
}

/** The server on this installation's data (its own DATA_DIR and NAMESPACE, whatever startServer made up). */
export const serve = (i: Installation, env: Record<string, string> = {}): Promise<RunningServer> =>
  startServer(i.profile, { DATA_DIR: i.dataDir, NAMESPACE: i.namespace, SEED_DEMO: 'false', ...env });

export const mongoUrl = (): string => infraSetting('MONGO_URL');

/** A service's read-model database. */
export async function openDocuments(i: Installation, service: string): Promise<DocumentStore> {
  if (i.profile === 'embedded') return new SqliteDocumentStore(join(i.dataDir, `${service}.db`));
  const { MongoDocumentStore, serviceDbName } = await import('@logiscope/infra/distributed');
  return new MongoDocumentStore({ url: mongoUrl(), dbName: serviceDbName(service, i.namespace) });
}

export type Doc = { id: string } & Record<string, unknown>;

/** Every document of the named collections, by id: what a rebuild must give again. */
export async function readCollections(i: Installation, service: string, names: string[]): Promise<Record<string, Doc[]>> {
  const store = await openDocuments(i, service);
  try {
    const out: Record<string, Doc[]> = {};
    for (const name of names) out[name] = (await (await store.collection<Doc>(name)).find({}, { sort: { id: 1 } })).map((d) => ({ ...d }));
    return out;
  } finally {
    await store.close();
  }
}

/** `npm run rebuild -- <service>` on this installation (server stopped); its output. */
export async function rebuild(i: Installation, service: string): Promise<string> {
  const env = { ...process.env, SKIP_BUILD: '1', PROFILE: i.profile, DATA_DIR: i.dataDir, NAMESPACE: i.namespace, ...(i.profile === 'distributed' ? { MONGO_URL: mongoUrl() } : {}) };
  const { stdout } = await run(process.execPath, [join(ROOT, 'scripts', 'rebuild.mjs'), service], { cwd: ROOT, env });
  return stdout;
}

/** The installation's bus as another reader on it sees it (bus.db, or Kafka under the NAMESPACE). */
export async function openBus(i: Installation): Promise<EventBus> {
  if (i.profile === 'embedded') return new SqliteEventBus(join(i.dataDir, 'bus.db'));
  const { KafkaEventBus } = await import('@logiscope/infra/distributed');
  return new KafkaEventBus({ brokers: infraSetting('KAFKA_BROKERS').split(','), clientId: 'e2e-reader', namespace: i.namespace });
}

/** Reads a topic from its beginning, as a new consumer group, until `enough` holds of what arrived. */
export async function readTopic(bus: EventBus, topic: string, enough: (events: EventEnvelope[]) => boolean, label: string, timeoutMs = 60_000): Promise<EventEnvelope[]> {
  const seen: EventEnvelope[] = [];
  const subscription = await bus.subscribe({ groupId: `e2e-reader.${Date.now()}.${Math.random().toString(36).slice(2, 8)}`, topics: [topic], fromBeginning: true, handle: async (e) => void seen.push(e) });
  try {
    await eventually(async () => seen, enough, label, timeoutMs);
    return [...seen];
  } finally {
    await subscription.stop();
  }
}

/** Waits until the injected crash has happened (the process prints it on stderr just before SIGKILL). */
export const crashed = (server: RunningServer, label: string): Promise<boolean> =>
  eventually(async () => server.output().includes(`[fault-inject] ${label}: SIGKILL`), Boolean, 'the injected crash', 60_000);
