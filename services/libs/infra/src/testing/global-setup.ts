/**
 * Jest globalSetup of the `int` and `e2e` projects (see jest.config.js): resolves the test
 * infrastructure once and exports its URLs so every test worker inherits them: Kafka, MongoDB, Redis, and MailDev
 * (SMTP_URL for the code under test, MAILDEV_API_URL to read what arrived).
 */
import { resolveInfrastructure, resolveMailServer } from './infra-urls';

export default async function globalSetup(): Promise<void> {
  const started = Date.now();
  const infra = await resolveInfrastructure();
  process.env.KAFKA_BROKERS = infra.kafkaBrokers;
  process.env.MONGO_URL = infra.mongoUrl;
  process.env.REDIS_URL = infra.redisUrl;
  const mail = resolveMailServer();
  process.env.SMTP_URL = mail.smtpUrl;
  process.env.MAILDEV_API_URL = mail.maildevApiUrl;
  process.stderr.write(
    `\n[infra] source=${infra.source} KAFKA_BROKERS=${infra.kafkaBrokers} MONGO_URL=${infra.mongoUrl} REDIS_URL=${infra.redisUrl} SMTP_URL=${mail.smtpUrl} (mail: ${mail.source}) (${Date.now() - started} ms)\n`,
  );
}
