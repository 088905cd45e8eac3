import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import { join, resolve } from 'node:path';
import { freePort } from '../../../test/support/server-process';

const ROOT = resolve(__dirname, '..', '..', '..');
const BINARY = join(ROOT, '.infra', 'bin', 'stripe-mock');

/** What the SDK sent: method, path and the form body decoded into its `a[b][c]` keys. */
export interface RecordedRequest {
  method: string;
  path: string;
  form: Record<string, string>;
}

export interface StripeMock {
  /** The recording proxy in front of stripe-mock: give it to the adapter as STRIPE_API_BASE. */
  apiBase: string;
  requests: RecordedRequest[];
  stop(): Promise<void>;
}

/**
 * stripe-mock (Stripe's official mock of its API, built from the Go module proxy by infra/local/install-stripe-mock.sh,
 * which this runs when the binary is missing) on a free loopback port, behind a small proxy that records each request's
 * form body so tests can check what the SDK sent.
 */
export async function startStripeMock(): Promise<StripeMock> {
  if (!existsSync(BINARY)) execFileSync('bash', [join(ROOT, 'infra', 'local', 'install-stripe-mock.sh')], { stdio: 'inherit' });
  const port = await freePort();
  const child: ChildProcess = spawn(BINARY, ['-http-addr', `127.0.0.1:${port}`], { stdio: ['ignore', 'pipe', 'pipe'] });
  await new Promise<void>((ready, fail) => {
    let log = '';
    const timer = setTimeout(() => fail(new Error(`stripe-mock did not start:\n${log}`)), 30_000);
    const onData = (chunk: Buffer) => {
      log += chunk.toString();
      if (/Listening for HTTP/i.test(log)) {
        clearTimeout(timer);
        ready();
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('exit', (code) => fail(new Error(`stripe-mock exited with ${code}:\n${log}`)));
  });

  const requests: RecordedRequest[] = [];
  const proxy: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      requests.push({ method: req.method ?? '', path: req.url ?? '', form: Object.fromEntries(new URLSearchParams(body.toString('utf8'))) });
      const upstream = request({ host: '127.0.0.1', port, method: req.method, path: req.url, headers: req.headers }, (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      });
      upstream.on('error', () => res.writeHead(502).end());
      upstream.end(body);
    });
  });
  const proxyPort = await freePort();
  await new Promise<void>((r) => proxy.listen(proxyPort, '127.0.0.1', r));
  return {
    apiBase: `http://127.0.0.1:${proxyPort}`,
    requests,
    stop: async () => {
      await new Promise((r) => proxy.close(r));
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
