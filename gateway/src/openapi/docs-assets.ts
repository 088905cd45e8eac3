import { join } from 'node:path';
import express, { type NextFunction, type Request, type Response } from 'express';

export const DOCS_ASSETS_PATH = '/api/docs/assets';

/** Starts Swagger UI on our document; a file, not an inline script, so the CSP can stay script-src 'self'. */
const INIT_SCRIPT = `window.ui = SwaggerUIBundle({ url: '/api/openapi.json', dom_id: '#swagger-ui', deepLinking: true, withCredentials: true });\n`;
/** The public API's reference: its own document, no cookies sent (keys only: "Authorize" takes the Bearer key). */
const PUBLIC_INIT_SCRIPT = `window.ui = SwaggerUIBundle({ url: '/api/v1/openapi.json', dom_id: '#swagger-ui', deepLinking: true, withCredentials: false });\n`;

/** The initialiser of each reference page (its file under DOCS_ASSETS_PATH). */
export const DOCS_INIT_FILES = { session: 'logiscope-init.js', public: 'logiscope-v1-init.js' } as const;

/** Swagger UI's static files from node_modules (no CDN), plus our initialiser. */
export function docsAssets() {
  const dir = join(require.resolve('swagger-ui-dist/package.json'), '..');
  const files = express.static(dir, { index: false, maxAge: '1d' });
  return (req: Request, res: Response, next: NextFunction) => {
    if (!req.path.startsWith(`${DOCS_ASSETS_PATH}/`)) return next();
    if (req.path === `${DOCS_ASSETS_PATH}/${DOCS_INIT_FILES.session}` || req.path === `${DOCS_ASSETS_PATH}/${DOCS_INIT_FILES.public}`) {
      res.type('application/javascript').send(req.path.endsWith(DOCS_INIT_FILES.public) ? PUBLIC_INIT_SCRIPT : INIT_SCRIPT);
      return;
    }
    req.url = req.url.slice(DOCS_ASSETS_PATH.length);
    files(req, res, () => {
      res.status(404).type('text/plain').send('Not found');
    });
  };
}
