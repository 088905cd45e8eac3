import { createServer } from 'node:http';
import { z } from 'zod';
import { parseConfig } from '@logiscope/kernel';
import { startTracing } from '@logiscope/observability';
import { hostService, startGrpcServer } from '../distributed/grpc';
import type { ServiceApi, ServiceDescriptor } from '../ports';
import type { RunningService, ServiceRuntime } from '../runtime';
import { closeRuntime, distributedRuntime } from './distributed.profile';

const schema = z.object({
  MONGO_URL: z.string().min(1),
  KAFKA_BROKERS: z.string().min(1),
  REDIS_URL: z.string().min(1),
  GRPC_URL: z.string().default('127.0.0.1:0'),
  HEALTH_PORT: z.coerce.number().int().min(0).max(65535).default(0),
  NAMESPACE: z.string().regex(/^[A-Za-z0-9_]*$/, 'letters, digits and _ only').default(''),
});

export interface HostedServiceDefinition<A extends ServiceApi<A>> {
  name: string;
  start(runtime: ServiceRuntime): Promise<RunningService<A>>;
  /** The gRPC API the gateway calls; services without one yet only consume and publish. */
  descriptor?: ServiceDescriptor<A>;
}

/**
 * The distributed profile's process for one service: config parsed once (fail fast), tracing first, its
 * runtime on MongoDB/Kafka/Redis, its gRPC API, and /healthz + /readyz for orchestrators.
 */
export async function runService<A extends ServiceApi<A>>(def: HostedServiceDefinition<A>): Promise<void> {
  let config: z.infer<typeof schema>;
  try {
    config = parseConfig(schema);
  } catch (e) {
    console.error(`[${def.name}] ${(e as Error).message}`);
    process.exit(2);
  }
  const tracing = startTracing({ serviceName: def.name });
  let ready = false;
  const health = createServer((req, res) => {
    const ok = req.url === '/healthz' || (req.url === '/readyz' && ready);
    res.writeHead(ok ? 200 : 503, { 'content-type': 'application/json' }).end(JSON.stringify({ status: ok ? 'ok' : 'starting', service: def.name }));
  });
  await new Promise<void>((r) => health.listen(config.HEALTH_PORT, config.GRPC_URL.startsWith('0.0.0.0') ? '0.0.0.0' : '127.0.0.1', r));

  const runtime = distributedRuntime(def.name, {
    mongoUrl: config.MONGO_URL,
    kafkaBrokers: config.KAFKA_BROKERS.split(',').map((b) => b.trim()),
    redisUrl: config.REDIS_URL,
    namespace: config.NAMESPACE || undefined,
  });
  const service = await def.start(runtime);
  await runtime.jobs.start();
  const grpc = def.descriptor ? await startGrpcServer({ url: config.GRPC_URL, services: [hostService(def.descriptor, service.api)], logger: ['error', 'warn'] }) : undefined;
  ready = true;
  const healthPort = (health.address() as { port: number }).port;
  console.log(`[${def.name}] ready: grpc ${grpc ? grpc.url : '(none)'}, health http://127.0.0.1:${healthPort}/readyz`);

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    ready = false;
    await grpc?.close();
    await service.stop();
    await closeRuntime(runtime);
    await tracing.shutdown();
    health.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop());
  process.on('SIGINT', () => void stop());
}
