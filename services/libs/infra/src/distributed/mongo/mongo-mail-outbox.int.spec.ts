import { describeMailerContract } from '../../contracts';
import { uniqueDatabaseName } from '../../testing/infra-urls';
import { distributedMailOutbox, mailOutboxDbName } from '../../profiles/distributed.profile';

// The distributed profile's outbox (no SMTP_URL): the installation's `mail` database on MongoDB, here one per run.
const namespace = uniqueDatabaseName('outbox');

describeMailerContract('outbox (mongodb)', async () => {
  const url = process.env.MONGO_URL;
  if (!url) throw new Error('MONGO_URL is not set: the int project globalSetup should have set it');
  const outbox = distributedMailOutbox({ mongoUrl: url, namespace, from: 'LogiScope <no-reply@logiscope.test>' });
  const mailsTo = async (to: string) => (await outbox.list(500)).filter((m) => m.to === to);
  return {
    mailer: outbox,
    fromAddress: 'no-reply@logiscope.test',
    received: async (to, subject) => {
      const found = (await mailsTo(to)).find((m) => m.subject === subject);
      if (!found) throw new Error(`no outbox mail to ${to} with subject ${subject}`);
      return found;
    },
    count: async (to) => (await mailsTo(to)).length,
    readBy: 'operator',
  };
});

afterAll(async () => {
  const mongoose = (await import('mongoose')).default;
  const conn = await mongoose.createConnection(process.env.MONGO_URL!, { dbName: mailOutboxDbName(namespace) }).asPromise();
  await conn.dropDatabase().catch(() => undefined);
  await conn.close();
});
