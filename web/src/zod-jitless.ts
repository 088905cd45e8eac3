/**
 * `zod` as the web app's bundle sees it (vite.config.ts aliases the bare `zod` here): the same module, switched to
 * jitless before any schema is built. The gateway's Content-Security-Policy is `script-src 'self'` (no
 * 'unsafe-eval'); zod otherwise probes `new Function` when it builds an object schema, and the browser reports the probe
 * as a CSP violation even though zod catches it. The proto rules the web runs are built at import time, so the switch
 * must come before them: here, where every `import { z } from 'zod'` goes first.
 */
import { config } from 'zod/v4';

config({ jitless: true });

export * from 'zod/v4';
export { z, z as default } from 'zod/v4';
