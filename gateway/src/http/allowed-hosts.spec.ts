import { allowedOf, canonicalHost } from './allowed-hosts';

describe('allowed hosts', () => {
  it('reads a Host header as name and port, lower-cased, and refuses what is not a host', () => {
    expect(canonicalHost('LogiScope.example.com')).toBe('logiscope.example.com:');
    expect(canonicalHost('localhost:3000')).toBe('localhost:3000');
    expect(canonicalHost('[::1]:3000')).toBe('[::1]:3000');
    expect(canonicalHost('example.com:80')).toBe('example.com:80');
    for (const bad of ['', 'a b', 'user@example.com', 'example.com/path', 'example.com?x', '::1:3000']) expect({ bad, host: canonicalHost(bad) }).toEqual({ bad, host: null });
  });

  it("allows APP_URL's host and origin, loopback on the listening port, ALLOWED_HOSTS, and ALLOWED_ORIGINS as origins", () => {
    const { hosts, origins } = allowedOf({ appUrl: 'https://app.example', allowedHosts: ['internal:8080'], allowedOrigins: ['http://localhost:5173'] }, 3000);
    expect([...hosts].sort()).toEqual(['127.0.0.1:3000', '[::1]:3000', 'app.example:', 'internal:8080', 'localhost:3000']);
    expect(origins).toEqual(new Set(['https://app.example', 'http://localhost:3000', 'https://localhost:3000', 'http://127.0.0.1:3000', 'https://127.0.0.1:3000', 'http://[::1]:3000', 'https://[::1]:3000', 'http://internal:8080', 'https://internal:8080', 'http://localhost:5173']));
  });

  it('takes loopback names without a port when the server listens on port 80', () => {
    expect(allowedOf({ appUrl: 'http://localhost:80', allowedHosts: [], allowedOrigins: [] }, 80).hosts).toEqual(new Set(['localhost:', 'localhost:80', '127.0.0.1:80', '[::1]:80', '127.0.0.1:', '[::1]:']));
  });
});
