import { describeMailerContract, outboxUnderTest } from '../../contracts';
import { uniqueDatabaseName } from '../../testing/infra-urls';
import { distributedMailOutbox, mailOutboxDbName } from '../../profiles/distributed.profile';

// The distributed profile's outbox (no SMTP_URL): the installation's `mail` database on MongoDB, here one per run.
const namespace = uniqueDatabaseName('outbox');

describeMailerContract('outbox (mongodb)', async () => {
  const url = process.env.MONGO_URL;
  if (!url) throw new Error('MONGO_URL is not set: the int project globalSetup should have set it');
  return outboxUnderTest(distributedMailOutbox({ mongoUrl: url, namespace, from: 'LogiScope <no-reply@logiscope.test>' }), 'no-reply@logiscope.test');
});

afterAll(async () => {
  const mongoose = (await import('mongoose')).default;
  const conn = await mongoose.createConnection(process.env.MONGO_URL!, { dbName: mailOutboxDbName(namespace) }).asPromise();
  await conn.dropDatabase().catch(() => undefined);
  await conn.close();
});
