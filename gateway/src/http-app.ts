import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import cookieParser from 'cookie-parser';
import { AppModule, type GatewayDeps } from './app.module';
import { securityHeaders, staticWeb } from './web/static-web';

/** Builds the HTTP app (not listening yet) so tests and both profiles share one setup. */
export async function createHttpApp(deps: GatewayDeps): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(deps), { logger: ['error', 'warn'], bodyParser: true });
  app.disable('x-powered-by');
  // Behind a proxy (compose, k8s ingress) req.ip should be the client's address, from the first hop only.
  app.set('trust proxy', 'loopback, linklocal, uniquelocal');
  app.use(securityHeaders);
  app.use(cookieParser());
  app.use(staticWeb(deps.config.webDist));
  app.enableShutdownHooks();
  return app;
}
