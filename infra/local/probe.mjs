// Readiness probe used by infra/local/*.sh: waits until a server answers a real protocol request.
//   node probe.mjs kafka 127.0.0.1:19092 TIMEOUT_S          -> kafkajs admin.listTopics (Metadata request)
//   node probe.mjs mongo mongodb://127.0.0.1:27018/ TIMEOUT_S -> mongodb driver { ping: 1 }
// Exit codes: 0 ready, 1 not ready before the deadline, 2 usage, 3 client library not installed.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const [kind, target, timeoutArg = '60'] = process.argv.slice(2);
const deadline = Date.now() + Number(timeoutArg) * 1000;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

function load(name) {
  try {
    return require(name);
  } catch {
    console.error(`[infra] probe: '${name}' is not installed (run npm ci at the repo root)`);
    process.exit(3);
  }
}

async function kafkaOnce() {
  const { Kafka, logLevel } = load('kafkajs');
  const kafka = new Kafka({
    clientId: 'infra-probe',
    brokers: target.split(','),
    logLevel: logLevel.NOTHING,
    connectionTimeout: 1000,
    requestTimeout: 3000,
    retry: { retries: 0 },
  });
  const admin = kafka.admin();
  try {
    await admin.connect();
    await admin.listTopics();
  } finally {
    await admin.disconnect().catch(() => {});
  }
}

async function mongoOnce() {
  const { MongoClient } = load('mongodb');
  const client = new MongoClient(target, { serverSelectionTimeoutMS: 1000, connectTimeoutMS: 1000 });
  try {
    await client.connect();
    await client.db('admin').command({ ping: 1 });
  } finally {
    await client.close().catch(() => {});
  }
}

const once = { kafka: kafkaOnce, mongo: mongoOnce }[kind];
if (!once || !target) {
  console.error('usage: node probe.mjs kafka|mongo TARGET [TIMEOUT_S]');
  process.exit(2);
}

let lastError;
do {
  try {
    await once();
    process.exit(0);
  } catch (err) {
    lastError = err;
    await sleep(250);
  }
} while (Date.now() < deadline);
console.error(`[infra] probe ${kind} ${target}: not ready after ${timeoutArg}s: ${lastError?.message ?? lastError}`);
process.exit(1);
