import { randomBytes } from 'node:crypto';
import Redis from 'ioredis';
import { Kafka, logLevel } from 'kafkajs';
import mongoose from 'mongoose';
import { dropNamespace, infraSetting } from './namespace-cleanup';

/** What a distributed test server leaves under its namespace, made by hand: a topic, a database, a Redis key. */
async function leaveBehind(namespace: string): Promise<void> {
  const admin = kafka().admin();
  await admin.connect();
  await admin.createTopics({ topics: [{ topic: `${namespace}.logiscope.reports.v1`, numPartitions: 1 }], waitForLeaders: true });
  await admin.disconnect();
  const connection = await mongoose.createConnection(infraSetting('MONGO_URL')).asPromise();
  await connection.getClient().db(`${namespace}_reports`).collection('reports').insertOne({ id: 'r1' });
  await connection.close();
  const redis = new Redis(infraSetting('REDIS_URL'));
  await redis.set(`${namespace}:kv:reports:x`, '1');
  await redis.quit();
}

/** Which of the three are still there. */
async function leftOf(namespace: string): Promise<{ topics: string[]; databases: string[]; keys: string[] }> {
  const admin = kafka().admin();
  await admin.connect();
  const topics = (await admin.listTopics()).filter((t) => t.startsWith(`${namespace}.`));
  await admin.disconnect();
  const connection = await mongoose.createConnection(infraSetting('MONGO_URL')).asPromise();
  const { databases } = await connection.getClient().db().admin().listDatabases({ nameOnly: true });
  await connection.close();
  const redis = new Redis(infraSetting('REDIS_URL'));
  const keys = await redis.keys(`${namespace}:*`);
  await redis.quit();
  return { topics, databases: databases.map((d) => d.name).filter((n) => n.startsWith(`${namespace}_`)), keys };
}

const kafka = () => new Kafka({ clientId: 'namespace-cleanup-spec', brokers: infraSetting('KAFKA_BROKERS').split(','), logLevel: logLevel.NOTHING });
const namespaceNamed = (label: string) => `e2e${label}_${randomBytes(4).toString('hex')}`;

describe('dropping a test namespace from the shared local infrastructure', () => {
  it("deletes the namespace's topics, databases and keys, and nothing of another namespace", async () => {
    const [mine, other] = [namespaceNamed('mine'), namespaceNamed('other')];
    await leaveBehind(mine);
    await leaveBehind(other);
    expect(await leftOf(mine)).toEqual({ topics: [`${mine}.logiscope.reports.v1`], databases: [`${mine}_reports`], keys: [`${mine}:kv:reports:x`] });

    await dropNamespace(mine);

    expect(await leftOf(mine)).toEqual({ topics: [], databases: [], keys: [] });
    expect(await leftOf(other)).toEqual({ topics: [`${other}.logiscope.reports.v1`], databases: [`${other}_reports`], keys: [`${other}:kv:reports:x`] });
    await dropNamespace(other);
    expect(await leftOf(other)).toEqual({ topics: [], databases: [], keys: [] });
  }, 90_000);

  it('refuses a namespace that could match other names', async () => {
    await expect(dropNamespace('')).rejects.toThrow('not a test namespace');
    await expect(dropNamespace('e2e.*')).rejects.toThrow('not a test namespace');
  });
});
