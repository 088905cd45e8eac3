import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import helmet from 'helmet';
import { isStateChanging, PUBLIC_API_PREFIX, type MessageCode } from '@logiscope/proto/http';
import { allowedFor, type HostOptions } from './allowed-hosts';
import { sendEdgeError } from './error-body';

export interface EdgeOptions extends HostOptions {
  /** Largest JSON body accepted; above it 413. Above every string limit, so an over-long field gets its 400 wording. */
  maxBodyBytes: number;
  /** Paths whose body is read raw and authenticated otherwise (a payment provider's signed webhook). */
  rawBodyPaths: readonly string[];
  /** Time a request's body has to arrive in full from its headers on; 408 after it. */
  bodyTimeoutMs: number;
}

const refuse = (res: Response, status: number, code: MessageCode) => {
  // A refused request whose body was not read in full: close the connection after the answer rather than read what
  // is left of it (a client declaring 100 MB and sending 3 bytes would otherwise hold it until the server's backstop).
  if (!res.req.complete) res.setHeader('Connection', 'close');
  return sendEdgeError(res, status, code);
};

const hasBody = (req: Request) => Number(req.get('content-length') ?? 0) > 0 || req.get('transfer-encoding') !== undefined;

/**
 * A request body must arrive in full within `bodyTimeoutMs` of its headers, else 408 and the connection closes: a
 * client that declares a large body and sends it slowly (or never) holds no connection and no parser for long.
 */
export function bodyDeadline(options: Pick<EdgeOptions, 'bodyTimeoutMs'>): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    if (!hasBody(req) || req.complete) return next();
    const timer = setTimeout(() => {
      if (req.complete || res.headersSent) return;
      refuse(res, 408, 'BODY_TIMEOUT');
      // Once the answer is out, the rest of the body is not waited for.
      res.once('finish', () => req.socket.destroySoon());
    }, options.bodyTimeoutMs);
    timer.unref();
    const done = () => clearTimeout(timer);
    req.once('end', done);
    res.once('close', done);
    next();
  };
}

const originOf = (url: string): string | null => {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
};

/**
 * CSRF, closed at the edge (the public API aside: keys only): a state-changing request from another site (its Origin, else its Referer, or the
 * browser's Sec-Fetch-Site) is refused with 403, sign-in included. Requests without any of them come from
 * non-browser clients, which carry no ambient cookie of a victim. The origins allowed come from configuration (APP_URL,
 * loopback on the listening port, ALLOWED_HOSTS, ALLOWED_ORIGINS), never from the request's own Host header.
 */
export function sameOriginOnly(options: Pick<EdgeOptions, keyof HostOptions | 'rawBodyPaths'>): RequestHandler {
  const byPort = new Map<number, ReturnType<typeof allowedFor>>();
  return (req: Request, res: Response, next: NextFunction) => {
    // The public API takes API keys only (Authorization: Bearer), never an ambient credential a browser would send
    // on another site's behalf: there is nothing to forge, and a TMS may call from anywhere.
    if (!isStateChanging(req.method) || options.rawBodyPaths.includes(req.path) || req.path.startsWith(PUBLIC_API_PREFIX)) return next();
    const origins = allowedFor(byPort, options, req.socket.localPort ?? 0).origins;
    const allowed = (origin: string | null) => origin !== null && origins.has(origin);
    const origin = req.get('origin');
    const referer = req.get('referer');
    const site = req.get('sec-fetch-site');
    if (origin !== undefined ? !allowed(origin === 'null' ? null : originOf(origin)) : referer !== undefined && !allowed(originOf(referer))) {
      return refuse(res, 403, 'CROSS_SITE_REQUEST');
    }
    if (site === 'cross-site' && origin === undefined) return refuse(res, 403, 'CROSS_SITE_REQUEST');
    next();
  };
}

/** A body must be JSON (415 otherwise); bodiless POSTs such as logout stay allowed. Parsed here with a size bound. */
export function jsonBodiesOnly(options: Pick<EdgeOptions, 'maxBodyBytes' | 'rawBodyPaths'>): RequestHandler[] {
  const parse = express.json({ limit: options.maxBodyBytes, strict: false, type: () => true });
  // A signed webhook's body is kept as bytes (a Buffer in req.body): its signature is over the exact bytes sent.
  const raw = express.raw({ limit: options.maxBodyBytes, type: () => true });
  return [
    (req, res, next) => {
      if (!isStateChanging(req.method) || !hasBody(req)) return next();
      // Refused before a byte of it is read: the parser would answer a declared length over the bound only once the
      // whole body had been read off (a client declaring 100 MB and sending 3 bytes held its connection for minutes).
      if (Number(req.get('content-length') ?? 0) > options.maxBodyBytes) return refuse(res, 413, 'BODY_TOO_LARGE');
      if (options.rawBodyPaths.includes(req.path)) {
        return raw(req, res, (error?: unknown) => {
          // The body deadline answered already (the parser then sees the request aborted).
          if (res.headersSent) return;
          const type = (error as { type?: string } | undefined)?.type;
          return type === 'entity.too.large' ? refuse(res, 413, 'BODY_TOO_LARGE') : error ? refuse(res, 400, 'BODY_NOT_JSON') : next();
        });
      }
      if (!req.is('application/json')) return refuse(res, 415, 'UNSUPPORTED_MEDIA_TYPE');
      parse(req, res, (error?: unknown) => {
        if (res.headersSent) return;
        const type = (error as { type?: string } | undefined)?.type;
        if (type === 'entity.too.large') return refuse(res, 413, 'BODY_TOO_LARGE');
        if (error) return refuse(res, 400, 'BODY_NOT_JSON');
        next();
      });
    },
  ];
}

/**
 * Security headers on every answer. The CSP allows scripts from this origin only; styles may be inline, which
 * ant-design's CSS-in-JS needs (styles only). HSTS only over TLS (directly or through a trusted proxy).
 */
export function securityHeaders(): RequestHandler[] {
  return [
    helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
        },
      },
      strictTransportSecurity: false,
      crossOriginEmbedderPolicy: false,
      referrerPolicy: { policy: 'same-origin' },
      frameguard: { action: 'deny' },
    }),
    (req, res, next) => {
      if (req.secure) res.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
      // API answers are per user and per moment: never cached by a browser or a shared proxy.
      if (req.path === '/api' || req.path.startsWith('/api/')) res.setHeader('Cache-Control', 'no-store');
      next();
    },
  ];
}
