import { waitForMail } from '@logiscope/infra/testing';
import { ApiClient, registration } from '../../test/support/http-client';
import { rawRequest } from '../../test/support/raw-http';
import { startServer, type RunningServer } from '../../test/support/server-process';

/**
 * Allowed hosts: the gateway answers for APP_URL's host, loopback names on the port it listens on, and ALLOWED_HOSTS;
 * any other Host gets 421 HOST_NOT_ALLOWED (the health check aside). The same-origin check compares Origin with those
 * configured origins, never with the request's Host; links in mails come from APP_URL whatever Host the request named.
 * The gateway's own code, the same in both profiles: tested on the embedded one.
 */
const APP_URL = 'https://logiscope.example.com';

describe('allowed hosts [embedded]', () => {
  let server: RunningServer;
  let port: string;

  beforeAll(async () => {
    server = await startServer('embedded', { CARRIER_DATA_DEMO_ROWS: '0', APP_URL, ALLOWED_HOSTS: 'internal.example:8080' });
    port = new URL(server.baseUrl).port;
  }, 240_000);
  afterAll(async () => {
    await server?.stop();
  });

  /** A request naming `host` (undefined: no Host line at all, HTTP/1.0). */
  const asHost = (host: string | undefined, path = '/api/openapi.json', head: string[] = [], body?: unknown) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    return rawRequest({
      baseUrl: server.baseUrl,
      head: [
        `${payload === undefined ? 'GET' : 'POST'} ${path} ${host === undefined ? 'HTTP/1.0' : 'HTTP/1.1'}`,
        ...(host === undefined ? [] : [`Host: ${host}`]),
        'Connection: close',
        ...(payload === undefined ? [] : ['Content-Type: application/json', `Content-Length: ${Buffer.byteLength(payload)}`]),
        ...head,
      ],
      body: payload,
      waitMs: 10_000,
    });
  };

  it('answers for APP_URL, loopback on its own port and ALLOWED_HOSTS', async () => {
    for (const host of ['logiscope.example.com', 'LogiScope.Example.com', `127.0.0.1:${port}`, `localhost:${port}`, `[::1]:${port}`, 'internal.example:8080']) {
      expect({ host, status: (await asHost(host)).status }).toEqual({ host, status: 200 });
    }
  });

  it('refuses any other Host with 421 and a clear message: another name, a loopback name on another port, a port APP_URL does not name, none', async () => {
    for (const host of ['evil.example', `evil.example:${port}`, 'localhost:1', '127.0.0.1', 'logiscope.example.com:8443', 'internal.example', 'a@localhost', undefined]) {
      const res = await asHost(host);
      expect({ host, status: res.status, body: res.body }).toEqual({ host, status: 421, body: expect.objectContaining({ code: 'HOST_NOT_ALLOWED', message: 'This server does not answer for that host name' }) });
    }
    // Pages and sign-in alike.
    expect((await asHost('evil.example', '/auth')).status).toBe(421);
    expect((await asHost('evil.example', '/api/auth/login', [], { email: 'a@b.co', password: 'x' })).status).toBe(421);
  });

  it('answers the health check whatever the Host (an orchestrator probes the container by its address)', async () => {
    const res = await asHost('10.42.0.17:3000', '/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'ok' });
  });

  it('takes state-changing requests from the configured origins only, whatever Host the request names', async () => {
    const login = { email: 'nobody@example.com', password: 'wrong-password-1' };
    const from = async (origin: string, host = `127.0.0.1:${port}`) => (await asHost(host, '/api/auth/login', [`Origin: ${origin}`], login)).status;
    // Ours (401: the credentials are wrong, the request was let through).
    expect(await from(APP_URL)).toBe(401);
    expect(await from(`http://localhost:${port}`)).toBe(401);
    expect(await from(`http://127.0.0.1:${port}`, `localhost:${port}`)).toBe(401);
    expect(await from('http://internal.example:8080', 'internal.example:8080')).toBe(401);
    // Another site, or a loopback origin on another port (another local app), is cross-site.
    expect(await from('https://evil.example')).toBe(403);
    expect(await from('http://127.0.0.1:1')).toBe(403);
    expect(await from('http://logiscope.example.com')).toBe(403);
  });

  it('refuses a DNS-rebinding page: its Host and Origin agree with each other but name another site', async () => {
    // Before: `Origin == <scheme>://<Host>` counted as same-origin, so a page of evil.example resolved to this server passed.
    const res = await asHost(`evil.example:${port}`, '/api/auth/login', [`Origin: http://evil.example:${port}`], { email: 'nobody@example.com', password: 'wrong-password-1' });
    expect(res.status).toBe(421);
  });

  it('mails links to APP_URL, whichever allowed Host the request named', async () => {
    const admin = new ApiClient(server.baseUrl);
    const tag = Math.random().toString(36).slice(2, 8);
    const reg = await admin.post('/api/auth/register', registration({ companyType: 'BROKER', companyName: `Hosts ${tag}`, mcNumber: `MC-${Math.floor(Math.random() * 900000) + 100000}b` }));
    expect(reg.status).toBe(201);
    const cookie = reg.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
    const email = `member-${tag}@example.com`;
    const added = await asHost(`localhost:${port}`, '/api/company/users', [`Cookie: ${cookie}`, `Origin: http://localhost:${port}`], { firstName: 'Sam', lastName: 'Ortiz', email });
    expect(added.status).toBe(201);
    const mail = await waitForMail(email, /added you to/);
    expect(mail.text).toContain(`${APP_URL}/set-password?token=`);
    expect(mail.text).not.toContain('localhost');
  });
});
