import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { OPERATIONS } from '@logiscope/proto/http';
import { sendEdgeError } from './error-body';

export interface HostOptions {
  /** The web app's public address (APP_URL): its host is always allowed, its origin may send state-changing requests. */
  appUrl: string;
  /** Further host names (`name` or `name:port`) the server answers for: other names a proxy forwards. */
  allowedHosts: readonly string[];
  /** Further origins that may send state-changing requests (a dev server). */
  allowedOrigins: readonly string[];
}

const LOOPBACK = ['localhost', '127.0.0.1', '[::1]'];

/** `name:port` of a Host header or a configured host, lower-cased; the port '' when absent (the scheme's default). */
export function canonicalHost(host: string): string | null {
  try {
    const u = new URL(`http://${host.trim()}`);
    if (u.username || u.password || u.pathname !== '/' || u.search || u.hash) return null;
    // URL drops :80 for http; keep the port a header named, so `name:80` and `name` stay apart as sent.
    const port = /:(\d+)$/.exec(host.trim())?.[1] ?? '';
    return `${u.hostname}:${port}`;
  } catch {
    return null;
  }
}

/** The hosts and origins this server answers for, when it listens on `port`. */
export function allowedOf(options: HostOptions, port: number): { hosts: ReadonlySet<string>; origins: ReadonlySet<string> } {
  const app = new URL(options.appUrl);
  const loopback = LOOPBACK.map((name) => `${name}:${port}`);
  const extra = options.allowedHosts.map((h) => h.trim()).filter(Boolean);
  const hosts = new Set([canonicalHost(app.host), ...[...loopback, ...extra].map(canonicalHost), ...(port === 80 ? LOOPBACK.map(canonicalHost) : [])].filter((h): h is string => h !== null));
  const origins = new Set([app.origin, ...[...loopback, ...extra].flatMap((h) => [`http://${h}`, `https://${h}`]).map((o) => new URL(o).origin), ...options.allowedOrigins]);
  return { hosts, origins };
}

/**
 * A request for a host this server does not answer for is refused (421 Misdirected Request, HOST_NOT_ALLOWED): the
 * Host header is the client's to set, so nothing downstream may trust it (a DNS-rebinding page, or a forged Host that
 * would end up in a link). Allowed: APP_URL's host, loopback names on the port the request arrived on, ALLOWED_HOSTS.
 * Operations declared `anyHost` (the health check) are answered whatever the Host: orchestrators probe the container
 * by its address (k8s sends the pod IP) and the answer says nothing but "ok" and the profile.
 */
export function allowedHostsOnly(options: HostOptions): RequestHandler {
  const byPort = new Map<number, ReturnType<typeof allowedOf>>();
  const anyHost = OPERATIONS.filter((o) => o.anyHost).map((o) => `${o.method} ${o.path}`);
  // Host headers seen, canonical (a URL parse per request otherwise); forgotten past a bound, as a client sets them.
  const seen = new Map<string, string | null>();
  const canonical = (header: string) => {
    let host = seen.get(header);
    if (host === undefined) {
      if (seen.size >= 256) seen.clear();
      seen.set(header, (host = canonicalHost(header)));
    }
    return host;
  };
  return (req: Request, res: Response, next: NextFunction) => {
    if (anyHost.includes(`${req.method === 'HEAD' ? 'GET' : req.method} ${req.path}`)) return next();
    const allowed = allowedFor(byPort, options, req.socket.localPort ?? 0);
    const host = canonical(req.headers.host ?? '');
    if (host !== null && allowed.hosts.has(host)) return next();
    sendEdgeError(res.setHeader('Connection', 'close'), 421, 'HOST_NOT_ALLOWED');
  };
}

/** The allowed hosts and origins for the port a request arrived on (computed once per port). */
export function allowedFor(cache: Map<number, ReturnType<typeof allowedOf>>, options: HostOptions, port: number): ReturnType<typeof allowedOf> {
  let allowed = cache.get(port);
  if (!allowed) cache.set(port, (allowed = allowedOf(options, port)));
  return allowed;
}
