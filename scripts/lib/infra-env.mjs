import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The KEY=value lines of <root>/.infra/env, which infra/local/up.sh writes (KAFKA_BROKERS, MONGO_URL, REDIS_URL). */
export function readInfraEnv(root) {
  const values = {};
  for (const line of readFileSync(join(root, '.infra', 'env'), 'utf8').split('\n')) {
    const m = /^([A-Z_]+)=(.*)$/.exec(line.trim());
    if (m) values[m[1]] = m[2];
  }
  return values;
}
