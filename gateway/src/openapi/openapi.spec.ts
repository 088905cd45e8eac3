import { Controller, Get, Module } from '@nestjs/common';
import { DiscoveryModule, NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import SwaggerParser from '@apidevtools/swagger-parser';
import { inProcessRateLimiters, InProcessServiceRegistry, SqliteKeyValueStore } from '@logiscope/infra';
import { OPERATIONS, openApiPath } from '@logiscope/proto/http';
import { SessionStore } from '../auth/session.store';
import { loadGatewayConfig } from '../config/gateway.config';
import { loadRateLimitConfig } from '@logiscope/infra';
import { createHttpApp } from '../http-app';
import { buildOpenApiDocument, buildPublicOpenApiDocument } from './openapi.document';
import { ServedOperations } from './served-operations';

/** Every route express serves under /api, as "METHOD /api/path/{param}". */
function servedRoutes(app: NestExpressApplication): string[] {
  const router = (app.getHttpAdapter().getInstance() as { router: { stack: { route?: { path: string; methods: Record<string, boolean> } }[] } }).router;
  return router.stack
    .filter((layer) => layer.route?.path.startsWith('/api'))
    .flatMap((layer) => Object.keys(layer.route!.methods).filter((m) => m !== '_all').map((m) => `${m.toUpperCase()} ${openApiPath(layer.route!.path)}`))
    .sort();
}

async function gateway(): Promise<NestExpressApplication> {
  const config = loadGatewayConfig({ SEED_DEMO: 'false', WEB_DIST: '/nonexistent' });
  const app = await createHttpApp({ config, registry: new InProcessServiceRegistry(), sessions: new SessionStore(new SqliteKeyValueStore(':memory:'), 60_000), limiters: inProcessRateLimiters(loadRateLimitConfig({})), outbox: null });
  await app.init();
  return app;
}

describe('the declared HTTP contract', () => {
  let app: NestExpressApplication;
  beforeAll(async () => {
    app = await gateway();
  });
  afterAll(async () => {
    await app.close();
  });

  it('serves exactly the declared operations that are marked served, and no route without a declaration', () => {
    const routes = servedRoutes(app);
    const declared = OPERATIONS.filter((o) => o.status === 'served').map((o) => `${o.method} ${openApiPath(o.path)}`).sort();
    expect(routes).toEqual(declared);
    expect(app.get(ServedOperations).list().map((o) => `${o.method} ${openApiPath(o.path)}`).sort()).toEqual(routes);
  });

  const routesOf = (doc: { paths?: object }) =>
    Object.entries(doc.paths ?? {}).flatMap(([path, item]) =>
      Object.keys(item as object).filter((k) => ['get', 'post', 'patch', 'put', 'delete'].includes(k)).map((m) => `${m.toUpperCase()} ${path}`),
    );

  it('describes every served route in one of two valid OpenAPI 3.1 documents (session API, public API v1), and nothing planned', async () => {
    const doc = buildOpenApiDocument(app.get(ServedOperations).list(), { version: 'test' });
    const publicDoc = buildPublicOpenApiDocument(app.get(ServedOperations).list(), { version: 'test' });
    await SwaggerParser.validate(structuredClone(doc) as never);
    await SwaggerParser.validate(structuredClone(publicDoc) as never);
    expect([doc.openapi, publicDoc.openapi]).toEqual(['3.1.0', '3.1.0']);
    const described = routesOf(doc);
    expect(described.filter((r) => r.includes(' /api/v1/'))).toEqual([]);
    expect(routesOf(publicDoc).filter((r) => !r.includes(' /api/v1/'))).toEqual([]);
    expect([...described, ...routesOf(publicDoc)].sort()).toEqual(servedRoutes(app));
    // Every operation of this build is served now (the subscription's were the last planned ones); a planned one stays out.
    const planned = OPERATIONS.filter((o) => o.status === 'planned');
    for (const op of planned) expect(JSON.stringify(doc.paths)).not.toContain(`"operationId":"${op.id}"`);
  });

  it('documents every status an operation can answer, with the error body', () => {
    const doc = buildOpenApiDocument(app.get(ServedOperations).list(), { version: 'test' }) as unknown as { paths: Record<string, Record<string, { responses: Record<string, unknown> }>> };
    const carrier = doc.paths['/api/carriers/{id}'].get.responses;
    expect(Object.keys(carrier).sort()).toEqual(['200', '400', '401', '402', '403', '404', '421', '429', '503']);
    expect(Object.keys(doc.paths['/api/health'].get.responses).sort()).toEqual(['200', '429']);
    const save = doc.paths['/api/saved-carriers'].post.responses;
    expect(Object.keys(save)).toEqual(expect.arrayContaining(['201', '400', '401', '402', '403', '408', '413', '415', '421']));
    // The paywall's 402 is documented on paid operations only: the subscription screens stay reachable.
    expect(Object.keys(doc.paths['/api/subscription/status'].get.responses)).not.toContain('402');
    expect(Object.keys(doc.paths['/api/company/users'].get.responses)).not.toContain('402');
  });
});

describe('the public API v1 document', () => {
  let app: NestExpressApplication;
  let doc: { components: { securitySchemes: Record<string, { type: string; scheme?: string }> }; paths: Record<string, Record<string, { security: unknown[]; parameters?: { name: string; in: string }[]; responses: Record<string, { content?: Record<string, unknown> }> }>> };
  beforeAll(async () => {
    app = await gateway();
    doc = buildPublicOpenApiDocument(app.get(ServedOperations).list(), { version: 'test' }) as unknown as typeof doc;
  });
  afterAll(async () => {
    await app.close();
  });

  it('offers the Bearer key alone, on every operation but the reference itself', () => {
    expect(doc.components.securitySchemes).toEqual({ apiKey: expect.objectContaining({ type: 'http', scheme: 'bearer' }) });
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const op of Object.values(item)) expect({ path, security: op.security }).toEqual({ path, security: path === '/api/v1/openapi.json' || path === '/api/v1/docs' ? [] : [{ apiKey: [] }] });
    }
  });

  it('answers its errors as application/problem+json, and takes an Idempotency-Key on every POST (409 and 422 documented)', () => {
    const carrier = doc.paths['/api/v1/carriers/{usdot}'].get.responses;
    expect(Object.keys(carrier['401'].content ?? {})).toEqual(['application/problem+json']);
    const posts = Object.values(doc.paths).flatMap((item) => (item.post ? [item.post] : []));
    expect(posts.length).toBeGreaterThan(0);
    for (const post of posts) {
      expect(post.parameters).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'Idempotency-Key', in: 'header' })]));
      expect(Object.keys(post.responses)).toEqual(expect.arrayContaining(['409', '422']));
    }
  });
});

describe('a route served without a declared operation', () => {
  @Controller()
  class Undeclared {
    @Get('/api/undeclared')
    get() {
      return {};
    }
  }

  it('stops the gateway at start', async () => {
    @Module({ imports: [DiscoveryModule], controllers: [Undeclared], providers: [ServedOperations] })
    class Broken {}
    await expect(NestFactory.create(Broken, { logger: false }).then((a) => a.init())).rejects.toThrow(/Undeclared\.get is served without a declared operation/);
  });
});
