import { request } from 'node:http';

/**
 * A fetch that connects from the given local address (127.0.0.x: every loopback address is this machine), so a
 * server that trusts no proxy sees each as its own client (req.ip): many "clients" without X-Forwarded-For.
 * Plain HTTP only, which is what the e2e servers speak.
 */
export function fetchFrom(localAddress: string): typeof fetch {
  return async (input, init = {}) => {
    const url = new URL(String(input));
    const headers = new Headers(init.headers);
    const body = init.body === undefined || init.body === null ? undefined : String(init.body);
    return new Promise<Response>((resolve, reject) => {
      const req = request(
        { host: url.hostname, port: url.port, path: `${url.pathname}${url.search}`, method: init.method ?? 'GET', localAddress, headers: Object.fromEntries(headers), timeout: 30_000 },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => {
            const out = new Headers();
            for (const [name, value] of Object.entries(res.headers)) for (const v of [value ?? []].flat()) out.append(name, v);
            const status = res.statusCode ?? 0;
            const bodyless = status === 204 || status === 304;
            resolve(new Response(bodyless ? null : Buffer.concat(chunks), { status, headers: out }));
          });
          res.on('error', reject);
        },
      );
      req.on('timeout', () => req.destroy(new Error(`no answer from ${url} within 30 s`)));
      req.on('error', reject);
      req.end(body);
    });
  };
}
