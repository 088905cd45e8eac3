import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import helmet from 'helmet';
import { isStateChanging, type MessageCode } from '@logiscope/proto/http';
import { edgeErrorBody } from './error-body';

export interface EdgeOptions {
  /** Largest JSON body accepted; above it 413. Above every string limit, so an over-long field gets its 400 wording. */
  maxBodyBytes: number;
  /** Origins besides the gateway's own that may send state-changing requests (a dev server). */
  allowedOrigins: readonly string[];
  /** Paths whose body is read raw and authenticated otherwise (a payment provider's signed webhook). */
  rawBodyPaths: readonly string[];
}

const refuse = (res: Response, status: number, code: MessageCode) => res.status(status).setHeader('Cache-Control', 'no-store').json(edgeErrorBody(code));

const originOf = (url: string): string | null => {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
};

/**
 * CSRF, closed at the edge: a state-changing request from another site (its Origin, else its Referer, or the
 * browser's Sec-Fetch-Site) is refused with 403, sign-in included. Requests without any of them come from
 * non-browser clients, which carry no ambient cookie of a victim.
 */
export function sameOriginOnly(options: Pick<EdgeOptions, 'allowedOrigins' | 'rawBodyPaths'>): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    if (!isStateChanging(req.method) || options.rawBodyPaths.includes(req.path)) return next();
    const own = `${req.protocol}://${req.get('host') ?? ''}`;
    const allowed = (origin: string | null) => origin !== null && (origin === own || options.allowedOrigins.includes(origin));
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
  const hasBody = (req: Request) => Number(req.get('content-length') ?? 0) > 0 || req.get('transfer-encoding') !== undefined;
  return [
    (req, res, next) => {
      if (!isStateChanging(req.method) || !hasBody(req)) return next();
      if (options.rawBodyPaths.includes(req.path)) {
        return raw(req, res, (error?: unknown) => ((error as { type?: string } | undefined)?.type === 'entity.too.large' ? refuse(res, 413, 'BODY_TOO_LARGE') : error ? refuse(res, 400, 'BODY_NOT_JSON') : next()));
      }
      if (!req.is('application/json')) return refuse(res, 415, 'UNSUPPORTED_MEDIA_TYPE');
      parse(req, res, (error?: unknown) => {
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
