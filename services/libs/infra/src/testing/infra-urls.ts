/**
 * Finds real Kafka / MongoDB-wire / Redis servers for integration and e2e tests.
 *
 * Order:
 *  1. `env`            KAFKA_BROKERS, MONGO_URL, REDIS_URL (all three set: used as they are);
 *  2. `testcontainers` when a Docker engine answers: official apache/kafka, mongo and redis images;
 *  3. `infra-local`    `bash infra/local/up.sh` (Kafka from Maven Central, FerretDB built with Go,
 *                      Debian's redis-server, all on loopback), then `.infra/env` is read.
 * Nothing is skipped silently: when no strategy works the error lists what was tried and why it failed.
 *
 * LOGISCOPE_INFRA=testcontainers|infra-local forces one strategy (env URLs still win).
 *
 * The SMTP server (MailDev, a devDependency) is found apart from the three: SMTP_URL + MAILDEV_API_URL from the env,
 * else `bash infra/local/up.sh maildev` (Node only, any machine) and `.infra/env`; see resolveMailServer.
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

export type InfrastructureSource = 'env' | 'testcontainers' | 'infra-local';

export interface Infrastructure {
  kafkaBrokers: string;
  mongoUrl: string;
  redisUrl: string;
  source: InfrastructureSource;
}

type Urls = Omit<Infrastructure, 'source'>;

const ENV_KEYS = { kafkaBrokers: 'KAFKA_BROKERS', mongoUrl: 'MONGO_URL', redisUrl: 'REDIS_URL' } as const;

/** Images used when a Docker engine is available (override through the env variables). */
export const TESTCONTAINERS_IMAGES = {
  kafka: process.env.TESTCONTAINERS_KAFKA_IMAGE ?? 'apache/kafka:3.9.2',
  mongo: process.env.TESTCONTAINERS_MONGO_IMAGE ?? 'mongo:7.0',
  redis: process.env.TESTCONTAINERS_REDIS_IMAGE ?? 'redis:7.2-alpine',
};

export async function resolveInfrastructure(): Promise<Infrastructure> {
  const fromEnv = readEnvUrls(process.env);
  if (fromEnv) return { ...fromEnv, source: 'env' };

  const forced = process.env.LOGISCOPE_INFRA;
  if (forced && forced !== 'testcontainers' && forced !== 'infra-local') {
    throw new Error(`LOGISCOPE_INFRA must be 'testcontainers' or 'infra-local', got '${forced}'`);
  }
  const partial = Object.entries(ENV_KEYS).filter(([, key]) => process.env[key]);
  const tried: string[] = [
    partial.length
      ? `env: only ${partial.map(([, k]) => k).join(', ')} set (all of KAFKA_BROKERS, MONGO_URL, REDIS_URL are needed)`
      : 'env: KAFKA_BROKERS, MONGO_URL, REDIS_URL not set',
  ];

  if (forced !== 'infra-local') {
    try {
      const urls = await startTestcontainers();
      if (urls) return { ...urls, source: 'testcontainers' };
      tried.push('testcontainers: no Docker engine answered');
    } catch (err) {
      tried.push(`testcontainers: ${describe(err)}`);
    }
  } else {
    tried.push('testcontainers: skipped (LOGISCOPE_INFRA=infra-local)');
  }

  if (forced !== 'testcontainers') {
    try {
      return { ...runInfraLocal(), source: 'infra-local' };
    } catch (err) {
      tried.push(`infra-local: ${describe(err)}`);
    }
  } else {
    tried.push('infra-local: skipped (LOGISCOPE_INFRA=testcontainers)');
  }

  throw new Error(`No test infrastructure (Kafka, MongoDB, Redis) could be found or started. Tried:\n  - ${tried.join('\n  - ')}`);
}

/**
 * A MongoDB database name unique to one test file / run: `<prefix>_<pid>_<time>_<random>`.
 * Only [a-z0-9_], at most 63 characters (FerretDB and MongoDB both accept it).
 */
export function uniqueDatabaseName(prefix: string): string {
  const clean = prefix.toLowerCase().replace(/[^a-z0-9_]+/g, '_').replace(/^_+|_+$/g, '') || 'test';
  const suffix = `_${process.pid.toString(36)}_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  return clean.slice(0, 63 - suffix.length) + suffix;
}

/** The repo root: the nearest ancestor holding infra/local/up.sh. */
export function findRepoRoot(from: string = __dirname): string {
  for (let dir = resolve(from); ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'infra', 'local', 'up.sh'))) return dir;
    if (dirname(dir) === dir) throw new Error(`infra/local/up.sh not found above ${from}`);
  }
}

/** A real SMTP server whose mail tests can read back: MailDev's SMTP port and its REST API (testing/maildev-inbox.ts). */
export interface MailServer {
  smtpUrl: string;
  maildevApiUrl: string;
  source: 'env' | 'infra-local';
}

/** SMTP_URL and MAILDEV_API_URL when both are set, else MailDev started by `infra/local/up.sh maildev`. */
export function resolveMailServer(env: Record<string, string | undefined> = process.env): MailServer {
  if (env.SMTP_URL && env.MAILDEV_API_URL) return { smtpUrl: env.SMTP_URL, maildevApiUrl: env.MAILDEV_API_URL, source: 'env' };
  const root = findRepoRoot();
  const res = spawnSync('bash', [join(root, 'infra', 'local', 'up.sh'), 'maildev'], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8', timeout: 2 * 60_000 });
  if (res.error || res.status !== 0) {
    const why = res.error ? describe(res.error) : `exit code ${res.status}`;
    throw new Error(`No SMTP server for tests: SMTP_URL and MAILDEV_API_URL are not both set, and bash infra/local/up.sh maildev failed (${why}):\n${indent(`${res.stdout ?? ''}${res.stderr ?? ''}`.trim())}`);
  }
  const file = parseEnvFile(readFileSync(join(root, '.infra', 'env'), 'utf8'));
  if (!file.SMTP_URL || !file.MAILDEV_API_URL) throw new Error(`${join(root, '.infra', 'env')} lacks SMTP_URL or MAILDEV_API_URL`);
  return { smtpUrl: file.SMTP_URL, maildevApiUrl: file.MAILDEV_API_URL, source: 'infra-local' };
}

function readEnvUrls(env: Record<string, string | undefined>): Urls | null {
  const kafkaBrokers = env[ENV_KEYS.kafkaBrokers];
  const mongoUrl = env[ENV_KEYS.mongoUrl];
  const redisUrl = env[ENV_KEYS.redisUrl];
  return kafkaBrokers && mongoUrl && redisUrl ? { kafkaBrokers, mongoUrl, redisUrl } : null;
}

function describe(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** Returns null when no container runtime answers; throws when one answers but a container fails. */
async function startTestcontainers(): Promise<Urls | null> {
  let tc: typeof import('testcontainers');
  try {
    tc = await import('testcontainers');
  } catch (err) {
    throw new Error(`package 'testcontainers' cannot be loaded (${describe(err)})`);
  }
  let host: string;
  try {
    const client = await withTimeout(tc.getContainerRuntimeClient(), 15_000, 'container runtime');
    host = client.info.containerRuntime.host;
  } catch {
    return null;
  }
  const { GenericContainer, Wait, RandomPortGenerator } = tc;

  // Kafka must advertise the address clients use, so its host port is chosen before it starts.
  const kafkaPort = await new RandomPortGenerator().generatePort();
  const kafka = new GenericContainer(TESTCONTAINERS_IMAGES.kafka)
    .withExposedPorts({ container: 9092, host: kafkaPort })
    .withEnvironment({
      KAFKA_NODE_ID: '1',
      KAFKA_PROCESS_ROLES: 'broker,controller',
      KAFKA_LISTENERS: 'PLAINTEXT://:9092,CONTROLLER://:9093',
      KAFKA_ADVERTISED_LISTENERS: `PLAINTEXT://${host}:${kafkaPort}`,
      KAFKA_CONTROLLER_LISTENER_NAMES: 'CONTROLLER',
      KAFKA_LISTENER_SECURITY_PROTOCOL_MAP: 'CONTROLLER:PLAINTEXT,PLAINTEXT:PLAINTEXT',
      KAFKA_CONTROLLER_QUORUM_VOTERS: '1@localhost:9093',
      KAFKA_OFFSETS_TOPIC_REPLICATION_FACTOR: '1',
      KAFKA_TRANSACTION_STATE_LOG_REPLICATION_FACTOR: '1',
      KAFKA_TRANSACTION_STATE_LOG_MIN_ISR: '1',
      KAFKA_GROUP_INITIAL_REBALANCE_DELAY_MS: '0',
      KAFKA_AUTO_CREATE_TOPICS_ENABLE: 'true',
      KAFKA_NUM_PARTITIONS: '3',
      KAFKA_HEAP_OPTS: '-Xmx512m -Xms256m',
    })
    .withWaitStrategy(Wait.forLogMessage(/Kafka Server started/))
    .withStartupTimeout(180_000);
  const mongo = new GenericContainer(TESTCONTAINERS_IMAGES.mongo)
    .withExposedPorts(27017)
    .withWaitStrategy(Wait.forLogMessage(/Waiting for connections/i))
    .withStartupTimeout(120_000);
  const redis = new GenericContainer(TESTCONTAINERS_IMAGES.redis)
    .withExposedPorts(6379)
    .withCommand(['redis-server', '--save', '', '--appendonly', 'no', '--maxmemory-policy', 'noeviction'])
    .withWaitStrategy(Wait.forLogMessage(/Ready to accept connections/))
    .withStartupTimeout(60_000);

  // Containers live as long as this process; testcontainers' reaper removes them afterwards.
  const [k, m, r] = await Promise.all([kafka.start(), mongo.start(), redis.start()]);
  return {
    kafkaBrokers: `${k.getHost()}:${kafkaPort}`,
    mongoUrl: `mongodb://${m.getHost()}:${m.getMappedPort(27017)}/?directConnection=true`,
    redisUrl: `redis://${r.getHost()}:${r.getMappedPort(6379)}`,
  };
}

function runInfraLocal(): Urls {
  const root = findRepoRoot();
  const script = join(root, 'infra', 'local', 'up.sh');
  const started = Date.now();
  // stdin closed, output captured: the servers up.sh starts detach from it, so this returns.
  const res = spawnSync('bash', [script], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8', timeout: 20 * 60_000 });
  const output = `${res.stdout ?? ''}${res.stderr ?? ''}`.trim();
  if (res.error || res.status !== 0) {
    const why = res.error ? describe(res.error) : `exit code ${res.status}`;
    throw new Error(`bash infra/local/up.sh failed (${why}):\n${indent(output)}`);
  }
  if (Date.now() - started > 5_000) process.stderr.write(`${output}\n`);
  const envFile = join(root, '.infra', 'env');
  const urls = readEnvUrls(parseEnvFile(readFileSync(envFile, 'utf8')));
  if (!urls) throw new Error(`${envFile} lacks KAFKA_BROKERS, MONGO_URL or REDIS_URL`);
  return urls;
}

function parseEnvFile(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const line of text.split('\n')) {
    const m = /^\s*([A-Z0-9_]+)=(.*)$/.exec(line);
    if (m) out[m[1]] = m[2].trim();
  }
  return out;
}

function indent(text: string): string {
  return text
    .split('\n')
    .map((l) => `    ${l}`)
    .join('\n');
}
