/**
 * Proves that the servers the int/e2e global setup found (env, testcontainers or infra/local) are
 * real: a Kafka round trip, MongoDB-wire CRUD with a unique index, and Redis commands.
 */
import { randomUUID } from 'node:crypto';
import Redis from 'ioredis';
import { Kafka, logLevel } from 'kafkajs';
import mongoose from 'mongoose';
import { uniqueDatabaseName } from './infra-urls';

function required(name: 'KAFKA_BROKERS' | 'MONGO_URL' | 'REDIS_URL'): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: the int project's globalSetup should have set it`);
  return value;
}

describe('test infrastructure is real', () => {
  it('Kafka: an idempotent producer writes a message that a consumer group reads back', async () => {
    const kafka = new Kafka({ clientId: 'infra-int-spec', brokers: required('KAFKA_BROKERS').split(','), logLevel: logLevel.ERROR });
    const topic = `infra-int-${randomUUID()}`;
    const admin = kafka.admin();
    const producer = kafka.producer({ idempotent: true, maxInFlightRequests: 1 });
    const consumer = kafka.consumer({ groupId: `infra-int-${randomUUID()}` });
    try {
      await admin.connect();
      await admin.createTopics({ topics: [{ topic, numPartitions: 3 }], waitForLeaders: true });
      const metadata = await admin.fetchTopicMetadata({ topics: [topic] });
      expect(metadata.topics[0].partitions).toHaveLength(3);

      await producer.connect();
      const value = JSON.stringify({ hello: 'kafka', at: Date.now() });
      const [ack] = await producer.send({ topic, acks: -1, messages: [{ key: 'carrier-1', value, headers: { eventId: randomUUID() } }] });
      expect(ack.errorCode).toBe(0);

      await consumer.connect();
      await consumer.subscribe({ topic, fromBeginning: true });
      const received = await new Promise<{ key: string; value: string; eventId: string }>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('no message consumed within 30s')), 30_000);
        consumer
          .run({
            eachMessage: async ({ message }) => {
              clearTimeout(timer);
              resolve({ key: String(message.key), value: String(message.value), eventId: String(message.headers?.eventId) });
            },
          })
          .catch(reject);
      });
      expect(received.key).toBe('carrier-1');
      expect(received.value).toBe(value);
      expect(received.eventId).toMatch(/^[0-9a-f-]{36}$/);
    } finally {
      await consumer.disconnect().catch(() => undefined);
      await producer.disconnect().catch(() => undefined);
      await admin.deleteTopics({ topics: [topic] }).catch(() => undefined);
      await admin.disconnect().catch(() => undefined);
    }
  });

  it('MongoDB wire: unique index, duplicate key 11000, upserting findOneAndUpdate', async () => {
    const conn = await mongoose
      .createConnection(required('MONGO_URL'), { dbName: uniqueDatabaseName('infra_int'), serverSelectionTimeoutMS: 10_000, autoIndex: false })
      .asPromise();
    try {
      const schema = new mongoose.Schema({ dotNumber: { type: String, required: true }, name: String, checks: Number });
      schema.index({ dotNumber: 1 }, { unique: true });
      const Carrier = conn.model('Carrier', schema, 'carriers');
      await Carrier.createIndexes();
      const indexes = await Carrier.collection.indexes();
      expect(indexes.find((i) => i.key.dotNumber === 1)?.unique).toBe(true);

      await Carrier.create({ dotNumber: '1000001', name: 'Acme Freight' });
      await expect(Carrier.create({ dotNumber: '1000001', name: 'Copycat' })).rejects.toMatchObject({ code: 11000 });
      expect(await Carrier.countDocuments()).toBe(1);

      const created = await Carrier.findOneAndUpdate({ dotNumber: '2000002' }, { $set: { name: 'Beta Haul' }, $inc: { checks: 1 } }, { upsert: true, new: true }).lean();
      expect(created).toMatchObject({ dotNumber: '2000002', name: 'Beta Haul', checks: 1 });
      const updated = await Carrier.findOneAndUpdate({ dotNumber: '2000002' }, { $inc: { checks: 1 } }, { upsert: true, new: true }).lean();
      expect(updated?.checks).toBe(2);
      expect(await Carrier.countDocuments()).toBe(2);
    } finally {
      await conn.dropDatabase().catch(() => undefined);
      await conn.close();
    }
  });

  it('Redis: SET/GET, INCR and PEXPIRE', async () => {
    const redis = new Redis(required('REDIS_URL'), { lazyConnect: true, maxRetriesPerRequest: 1 });
    const prefix = `infra-int:${randomUUID()}:`;
    try {
      await redis.connect();
      expect(await redis.set(`${prefix}name`, 'logiscope')).toBe('OK');
      expect(await redis.get(`${prefix}name`)).toBe('logiscope');
      expect(await redis.incr(`${prefix}counter`)).toBe(1);
      expect(await redis.incr(`${prefix}counter`)).toBe(2);
      expect(await redis.pexpire(`${prefix}counter`, 60_000)).toBe(1);
      const ttl = await redis.pttl(`${prefix}counter`);
      expect(ttl).toBeGreaterThan(0);
      expect(ttl).toBeLessThanOrEqual(60_000);
      expect(await redis.config('GET', 'maxmemory-policy')).toEqual(['maxmemory-policy', 'noeviction']);
    } finally {
      await redis.del(`${prefix}name`, `${prefix}counter`).catch(() => undefined);
      redis.disconnect();
    }
  });
});
