import './tracing';
import 'reflect-metadata';
import type { AddressInfo } from 'node:net';
import { SessionStore } from './auth/session.store';
import { loadGatewayConfig } from './config/gateway.config';
import { createHttpApp } from './http-app';
import type { GatewayRuntime } from './runtime/gateway-runtime';

async function main(): Promise<void> {
  const config = loadGatewayConfig();
  // Each profile's runtime is loaded on demand: the distributed gateway never loads a service's implementation
  // (argon2, node:sqlite, the carrier store...), the embedded one never loads kafkajs, mongoose or gRPC.
  const runtime: GatewayRuntime =
    config.profile === 'embedded'
      ? await (await import('./runtime/embedded.runtime')).startEmbeddedRuntime(config)
      : await (await import('./runtime/distributed.runtime')).startDistributedRuntime(config);
  const app = await createHttpApp({ config, registry: runtime.registry, sessions: new SessionStore(runtime.sessions, config.sessionTtlMs), limiters: runtime.limiters, outbox: runtime.outbox });
  await app.listen(config.port, config.host);
  const { port } = app.getHttpServer().address() as AddressInfo;
  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  console.log(`LogiScope listening on http://${shownHost}:${port} (profile: ${config.profile}, data: ${config.profile === 'embedded' ? config.dataDir : 'MongoDB'})`);
  if (runtime.demoAccounts) {
    console.log('Demo company seeded. Sign in at /auth with:');
    for (const a of runtime.demoAccounts) console.log(`  ${a.role.padEnd(5)}  ${a.email}  /  ${a.password}`);
  }

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: shutting down`);
    await app.close();
    await runtime.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((e) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
