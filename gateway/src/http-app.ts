import 'reflect-metadata';
import type { Server } from 'node:http';
import { NestFactory } from '@nestjs/core';
import { passwordEstimatorReady } from '@logiscope/proto/http';
import type { NestExpressApplication } from '@nestjs/platform-express';
import cookieParser from 'cookie-parser';
import { AppModule, type GatewayDeps } from './app.module';
import { seedOperator } from './auth/operator-seed';
import { allowedHostsOnly } from './http/allowed-hosts';
import { bodyDeadline, jsonBodiesOnly, sameOriginOnly, securityHeaders } from './http/edge.middleware';
import { JsonReplyAdapter } from './http/json-reply.adapter';
import { docsAssets } from './openapi/docs-assets';
import { staticWeb } from './web/static-web';

/** Builds the HTTP app (not listening yet) so tests and both profiles share one setup. */
export async function createHttpApp(deps: GatewayDeps): Promise<NestExpressApplication> {
  // Bodies are parsed by the edge (JSON only, bounded), not by Nest's default parsers (which accept forms and text).
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(deps), new JsonReplyAdapter(), { logger: ['error', 'warn'], bodyParser: false });
  const { config } = deps;
  app.disable('x-powered-by');
  // API answers are per user and `no-store`: an ETag (a SHA-1 of every body) would never be used. Static files keep theirs.
  app.set('etag', false);
  // req.ip and req.secure come from X-Forwarded-* only when the hop is a configured proxy (TRUSTED_PROXIES).
  app.set('trust proxy', config.trustedProxies.length ? config.trustedProxies : false);
  limitSlowClients(app.getHttpServer(), config.edge.bodyTimeoutMs);
  app.use(bodyDeadline(config.edge));
  app.use(...securityHeaders());
  app.use(allowedHostsOnly(config.edge));
  app.use(sameOriginOnly(config.edge));
  app.use(...jsonBodiesOnly(config.edge));
  app.use(cookieParser());
  app.use(docsAssets());
  app.use(staticWeb(config.webDist));
  app.enableShutdownHooks();
  // The password rule checks bodies here too: its dictionaries load at start, not on the first registration.
  await passwordEstimatorReady();
  await seedOperator(deps);
  return app;
}

/**
 * Node's own bounds on a slow client, under the edge's body deadline: headers within the deadline, the whole request
 * within the deadline and a margin (the edge answers a slow body first with its JSON 408; this catches anything the
 * edge does not see), checked every second (node's default: every 30 s, which let a stalled upload live 329 s).
 */
function limitSlowClients(server: Server, bodyTimeoutMs: number): void {
  server.headersTimeout = bodyTimeoutMs;
  server.requestTimeout = bodyTimeoutMs + 10_000;
  // Read when the server starts listening (node's connections check), so it applies from the first connection.
  (server as Server & { connectionsCheckingInterval: number }).connectionsCheckingInterval = 1000;
}
