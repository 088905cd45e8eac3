import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ExpressAdapter } from '@nestjs/platform-express';
import express, { type Response } from 'express';
import { JsonReplyAdapter } from './json-reply.adapter';

/**
 * The lean JSON answer against Nest's own express adapter (express's `res.json`), over a real socket: the same status,
 * bytes and headers a client reads, for small and large bodies (express turns bodies of 1,000+ characters into a Buffer).
 */
describe('JsonReplyAdapter', () => {
  const adapter = new JsonReplyAdapter();
  const nest = new ExpressAdapter();
  let server: Server;
  let base: string;
  let reply: (res: Response) => void;

  beforeAll(async () => {
    const app = express();
    app.set('etag', false);
    app.use((_req, res) => reply(res));
    server = createServer(app).listen(0, '127.0.0.1');
    await once(server, 'listening');
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((r) => server.close(r)));

  async function fetchWith(handler: (res: Response) => void, method = 'GET') {
    reply = handler;
    const res = await fetch(`${base}/x`, { method });
    return { status: res.status, type: res.headers.get('content-type'), length: res.headers.get('content-length'), body: await res.text() };
  }

  const bodies: Record<string, unknown> = {
    small: { ok: true, name: 'Café Trucking' },
    large: { carriers: Array.from({ length: 300 }, (_, i) => ({ dot: i, name: `Carrier ${i} — Ünïcode`, note: undefined })), total: 300 },
    array: [1, 'two', { three: 3 }],
  };

  it.each(Object.keys(bodies))('answers a %s body exactly as express does', async (name) => {
    const body = bodies[name];
    const ours = await fetchWith((res) => adapter.reply(res, body, 201));
    const theirs = await fetchWith((res) => nest.reply(res, body, 201));
    expect(ours).toEqual(theirs);
    expect(ours).toMatchObject({ status: 201, type: 'application/json; charset=utf-8' });
    expect(JSON.parse(ours.body)).toEqual(JSON.parse(JSON.stringify(body)));
    expect(Number(ours.length)).toBe(Buffer.byteLength(ours.body));
  });

  it.each([
    ['a JSON type the handler set', (res: Response) => res.setHeader('Content-Type', 'application/vnd.api+json'), { a: 1 }, 200],
    ['another type the handler set, on an error', (res: Response) => res.setHeader('Content-Type', 'text/plain'), { title: 'x' }, 400],
    ['a text body', () => undefined, 'plain', 200],
    ['an Error', () => undefined, new Error('boom'), 500],
    ['no body', () => undefined, undefined, 204],
  ])('answers %s as Nest does', async (_name, prepare, body, status) => {
    const ours = await fetchWith((res) => (prepare(res), adapter.reply(res, body, status)));
    expect(ours).toEqual(await fetchWith((res) => (prepare(res), nest.reply(res, body, status))));
  });

  it('answers HEAD as Nest does (headers, no body)', async () => {
    const head = await fetchWith((res) => adapter.reply(res, bodies.large, 200), 'HEAD');
    expect(head).toEqual(await fetchWith((res) => nest.reply(res, bodies.large, 200), 'HEAD'));
    expect(head.body).toBe('');
  });
});
