import { existsSync } from 'node:fs';
import { join } from 'node:path';
import express, { type NextFunction, type Request, type Response } from 'express';

/**
 * Serves the built web app and falls back to index.html for client routes (/auth, /carrier/42, unknown
 * paths that the app answers with its 404 page). /api is never shadowed.
 */
export function staticWeb(webDist: string) {
  const index = join(webDist, 'index.html');
  const assets = express.static(webDist, { index: false, maxAge: '1h', immutable: false });
  return (req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || req.path === '/api' || req.path.startsWith('/api/')) return next();
    assets(req, res, () => {
      if (!existsSync(index)) {
        res.status(503).type('text/plain').send('The web app is not built yet: run `npm run build:web`.');
        return;
      }
      res.setHeader('Cache-Control', 'no-cache');
      res.sendFile(index);
    });
  };
}

/** Conservative headers for every answer. */
export function securityHeaders(_req: Request, res: Response, next: NextFunction) {
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('X-Frame-Options', 'DENY');
  res.setHeader('Referrer-Policy', 'same-origin');
  next();
}
