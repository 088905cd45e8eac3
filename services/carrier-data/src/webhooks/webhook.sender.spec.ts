import type { ServerResponse } from 'node:http';
import { MAX_RESPONSE_BYTES, poolKey, WebhookSender, type Resolver } from './webhook.sender';
import { startWebhookReceiver, type ReceivedDelivery, type WebhookReceiver } from './webhook-receiver.fixtures';

describe('webhook sender', () => {
  let receiver: WebhookReceiver;
  let port: number;
  const received: ReceivedDelivery[] = [];
  let answer: (res: ServerResponse) => void = (res) => res.writeHead(200).end('ok');

  beforeAll(async () => {
    receiver = await startWebhookReceiver((delivery, res) => {
      received.push(delivery);
      answer(res);
    });
    port = receiver.port;
  });
  afterAll(() => receiver.close());
  beforeEach(() => {
    received.length = 0;
    answer = (res) => res.writeHead(200).end('ok');
  });

  const loopback = (resolve?: Resolver) => new WebhookSender({ allowLoopback: true, timeoutMs: 2000, ...(resolve ? { resolve } : {}) });

  it('should post the body and headers to a loopback receiver when loopback is allowed, and report the answer', async () => {
    const outcome = await loopback().post(`http://127.0.0.1:${port}/hooks`, '{"id":"e1"}', { 'LogiScope-Signature': 't=1,v1=ab' });
    expect(outcome).toMatchObject({ statusCode: 200, error: '', errorDetail: '', responseExcerpt: 'ok' });
    expect(received).toEqual([expect.objectContaining({ body: '{"id":"e1"}' })]);
    expect(received[0]!.headers).toMatchObject({ 'logiscope-signature': 't=1,v1=ab', 'content-type': 'application/json' });
  });

  it('should refuse loopback by default, before any connection', async () => {
    const outcome = await new WebhookSender({ allowLoopback: false, timeoutMs: 2000 }).post(`http://127.0.0.1:${port}/hooks`, '{}', {});
    expect(outcome).toMatchObject({ statusCode: null, error: 'ADDRESS_REFUSED' });
    expect(received).toHaveLength(0);
  });

  it('should refuse a host name that resolves to a private or metadata address, even beside a public one', async () => {
    for (const addresses of [[{ address: '10.0.0.7', family: 4 }], [{ address: '93.184.215.14', family: 4 }, { address: '169.254.169.254', family: 4 }], [{ address: 'fd00:ec2::254', family: 6 }], [{ address: '::ffff:192.168.1.1', family: 6 }]]) {
      const outcome = await new WebhookSender({ allowLoopback: true, timeoutMs: 2000, resolve: async () => addresses }).post('https://hooks.example.com/x', '{}', {});
      expect(outcome).toMatchObject({ statusCode: null, error: 'ADDRESS_REFUSED', errorDetail: expect.stringMatching(/^hooks\.example\.com resolves to /) });
    }
  });

  it('should connect to the address it checked, not resolve the name again', async () => {
    let lookups = 0;
    const connections: string[] = [];
    const onConnection = (socket: import('node:net').Socket) => connections.push(socket.remoteAddress ?? '');
    receiver.server.on('connection', onConnection);
    const outcome = await loopback(async () => {
      lookups += 1;
      return [{ address: '127.0.0.1', family: 4 }];
    }).post(`https://receiver.invalid:${port}/hooks`, '{}', {});
    receiver.server.off('connection', onConnection);
    // receiver.invalid resolves nowhere in DNS: the TLS handshake with this plain-http receiver can only have been tried
    // on the checked address (it fails there, which is what this receiver can answer to TLS).
    expect(lookups).toBe(1);
    expect(connections).toEqual(['127.0.0.1']);
    expect(outcome).toMatchObject({ statusCode: null, error: 'CONNECTION_FAILED' });
    expect(outcome.errorDetail).not.toMatch(/ENOTFOUND|resolve/);
  });

  it('should keep a connection open and reuse it for the next delivery to the same address', async () => {
    const connections: string[] = [];
    const onConnection = (socket: import('node:net').Socket) => connections.push(socket.remoteAddress ?? '');
    receiver.server.on('connection', onConnection);
    const sender = loopback();
    for (const id of ['e1', 'e2', 'e3']) expect(await sender.post(`http://127.0.0.1:${port}/hooks`, `{"id":"${id}"}`, {})).toMatchObject({ statusCode: 200 });
    receiver.server.off('connection', onConnection);
    expect(received.map((r) => r.body)).toEqual(['{"id":"e1"}', '{"id":"e2"}', '{"id":"e3"}']);
    expect(connections).toEqual(['127.0.0.1']);
  });

  it('should never reuse a connection opened to another address: a name that now resolves elsewhere gets its own', () => {
    const url = new URL('https://hooks.example.com/x');
    expect(poolKey(url, { address: '93.184.215.14' })).not.toBe(poolKey(url, { address: '93.184.215.15' }));
    expect(poolKey(url, { address: '93.184.215.14' })).not.toBe(poolKey(new URL('https://hooks.example.com:8443/x'), { address: '93.184.215.14' }));
    expect(poolKey(url, { address: '93.184.215.14' })).toBe(poolKey(new URL('https://hooks.example.com/other'), { address: '93.184.215.14' }));
  });

  it('should send again on a new connection when the receiver dropped the kept one as it was reused', async () => {
    const served = new WeakSet<object>();
    answer = (res) => {
      // A receiver closing an idle connection just as the next delivery arrives on it.
      if (served.has(res.socket!)) return void res.socket!.destroy();
      served.add(res.socket!);
      res.writeHead(200).end('ok');
    };
    const sender = loopback();
    expect(await sender.post(`http://127.0.0.1:${port}/hooks`, '{"id":"e1"}', {})).toMatchObject({ statusCode: 200 });
    expect(await sender.post(`http://127.0.0.1:${port}/hooks`, '{"id":"e2"}', {})).toMatchObject({ statusCode: 200, error: '' });
    expect(received.map((r) => r.body)).toEqual(['{"id":"e1"}', '{"id":"e2"}', '{"id":"e2"}']);
  });

  it('should not follow a redirect', async () => {
    answer = (res) => res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data' }).end();
    const outcome = await loopback().post(`http://127.0.0.1:${port}/hooks`, '{}', {});
    expect(outcome.statusCode).toBe(302);
    expect(received).toHaveLength(1);
  });

  it('should read at most 64 KiB of an answer and keep its first 500 characters', async () => {
    answer = (res) => {
      res.writeHead(500);
      res.end('x'.repeat(MAX_RESPONSE_BYTES * 4));
    };
    const outcome = await loopback().post(`http://127.0.0.1:${port}/hooks`, '{}', {});
    expect(outcome.statusCode).toBe(500);
    expect(outcome.responseExcerpt).toBe('x'.repeat(500));
  });

  it('should give up on a receiver slower than the timeout', async () => {
    answer = (res) => setTimeout(() => res.writeHead(200).end('late'), 1500);
    const outcome = await new WebhookSender({ allowLoopback: true, timeoutMs: 300 }).post(`http://127.0.0.1:${port}/hooks`, '{}', {});
    expect(outcome).toMatchObject({ statusCode: null, error: 'TIMEOUT', errorDetail: 'no answer within 300 ms' });
  });
});
