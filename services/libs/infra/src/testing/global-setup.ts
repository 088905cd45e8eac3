/**
 * Jest globalSetup of the `int` and `e2e` projects (see jest.config.js): resolves the test
 * infrastructure once and exports its URLs so every test worker inherits them.
 */
import { resolveInfrastructure } from './infra-urls';

export default async function globalSetup(): Promise<void> {
  const started = Date.now();
  const infra = await resolveInfrastructure();
  process.env.KAFKA_BROKERS = infra.kafkaBrokers;
  process.env.MONGO_URL = infra.mongoUrl;
  process.env.REDIS_URL = infra.redisUrl;
  process.stderr.write(
    `\n[infra] source=${infra.source} KAFKA_BROKERS=${infra.kafkaBrokers} MONGO_URL=${infra.mongoUrl} REDIS_URL=${infra.redisUrl} (${Date.now() - started} ms)\n`,
  );
}
