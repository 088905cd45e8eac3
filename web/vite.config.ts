import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { FIRST_NAMESPACES } from './src/i18n/firstNamespaces.ts';

/** The API contract (operations, rules, views) comes from proto's sources: zod only, nothing server-side. */
const proto = (entry: string) => fileURLToPath(new URL(`../proto/src/${entry}/index.ts`, import.meta.url));
/** Parts of proto's HTTP contract with an entry of their own (tsconfig paths too): the session routes without schemas, the auth rules, the messages. */
const PROTO_HTTP_PARTS = { 'auth-routes': 'identity/auth.routes.ts', 'auth-rules': 'identity/auth.rules.ts', messages: 'shared/messages.ts' };
/** zod switched to jitless before any schema is built: no `new Function` under the gateway's CSP (see the file). */
const zodJitless = fileURLToPath(new URL('./src/zod-jitless.ts', import.meta.url));

/** A translation file (web/src/i18n/locales/<language>/<namespace>.json): its language and namespace. */
const LOCALE_FILE = /[\\/]i18n[\\/]locales[\\/](\w+)[\\/](\w+)\.json$/;
/** Two chunks per language, as i18n/localeLoader.ts fetches them: the first screens' namespaces, then the rest. */
const localeChunk = (id: string) => {
  const [, language, namespace] = LOCALE_FILE.exec(id) ?? [];
  return language ? `locale-${language}-${FIRST_NAMESPACES.includes(namespace) ? 'first' : 'rest'}` : null;
};

/** proto's HTTP contract and views (zod schemas built at import), and zod with its jitless switch. */
const PROTO_SOURCE = /[\\/]proto[\\/]src[\\/](?!protogen[\\/])/;
const ZOD = /[\\/]node_modules[\\/]zod[\\/]|[\\/]src[\\/]zod-jitless\.ts$/;
/** The sign-in and registration rules (/auth needs them) apart from the rest of the contract (signed-in screens). */
const AUTH_RULES = /[\\/](identity|shared)[\\/](auth|company|text|password)\.rules\.ts$/;
const contractChunk = (id: string) => (/[\\/](auth\.routes|messages)\.ts$/.test(id) ? null : AUTH_RULES.test(id) ? 'contract-auth' : 'contract');

/** ant-design's building blocks (rc-component, its css-in-js and colour packages), free of import side effects. */
const RC_PACKAGE = /[\\/]node_modules[\\/](@rc-component[\\/]|@ant-design[\\/](cssinjs|cssinjs-utils|colors|fast-color)[\\/])/;

/** The gateway serves web/dist with SPA fallback and the API under /api on the same origin. */
const gateway = process.env.LOGISCOPE_GATEWAY_URL ?? 'http://127.0.0.1:3000';

/**
 * /api through the dev server, as if the page were the gateway's own: the gateway answers only for its configured hosts
 * and takes state-changing requests only from its own origins, so the proxy sends the gateway's Host (changeOrigin) and,
 * for a request from this dev server's own page, the gateway's origin. Another site's Origin passes unchanged (refused).
 */
const apiProxy = {
  '/api': {
    target: gateway,
    changeOrigin: true,
    configure: (proxy: { on(event: 'proxyReq', listener: (proxyReq: { setHeader(name: string, value: string): void }, req: { headers: Record<string, string | string[] | undefined> }) => void): void }) => {
      proxy.on('proxyReq', (proxyReq, req) => {
        if (req.headers.origin === `http://${req.headers.host}`) proxyReq.setHeader('origin', new URL(gateway).origin);
      });
    },
  },
};

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: [
      // A visitor's pages import these parts alone, not the whole API contract (issue 14's first-load budget).
      ...Object.entries(PROTO_HTTP_PARTS).map(([name, file]) => ({ find: `@logiscope/proto/http/${name}`, replacement: fileURLToPath(new URL(`../proto/src/${file}`, import.meta.url)) })),
      { find: '@logiscope/proto/views', replacement: proto('views') },
      { find: '@logiscope/proto/http', replacement: proto('http') },
      { find: /^zod$/, replacement: zodJitless },
    ],
  },
  server: {
    port: 5173,
    proxy: apiProxy,
  },
  preview: {
    proxy: apiProxy,
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    chunkSizeWarningLimit: 900,
    // dist/.vite/manifest.json: the chunk graph web/test/first-load.spec.ts checks the first load's budget on.
    manifest: true,
    rolldownOptions: {
      // ant-design's rc-component packages declare no `sideEffects` and have none: without this a component's import of
      // one helper keeps its whole package (all of @rc-component/form for the Form context antd's inputs read).
      treeshake: { moduleSideEffects: [{ test: RC_PACKAGE, sideEffects: false }] },
      output: {
        codeSplitting: {
          groups: [
            { name: localeChunk, test: LOCALE_FILE },
            // Apart from whatever shares their importers (antd's config provider was in proto's chunk), so that a page
            // needing one of them fetches that one: the session routes and messages stay out of these (no schema).
            // Without their dependencies (the default takes zod, the routes and the messages in): each chunk imports those.
            { name: 'zod', test: ZOD, priority: 2, includeDependenciesRecursively: false },
            { name: contractChunk, test: PROTO_SOURCE, priority: 1, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
});
