import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

/** The API contract (operations, rules, views) comes from proto's sources: zod only, nothing server-side. */
const proto = (entry: string) => fileURLToPath(new URL(`../proto/src/${entry}/index.ts`, import.meta.url));
/** zod switched to jitless before any schema is built: no `new Function` under the gateway's CSP (see the file). */
const zodJitless = fileURLToPath(new URL('./src/zod-jitless.ts', import.meta.url));

/** The gateway serves web/dist with SPA fallback and the API under /api on the same origin. */
const gateway = process.env.LOGISCOPE_GATEWAY_URL ?? 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: [
      { find: '@logiscope/proto/views', replacement: proto('views') },
      { find: '@logiscope/proto/http', replacement: proto('http') },
      { find: /^zod$/, replacement: zodJitless },
    ],
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: gateway, changeOrigin: false } },
  },
  preview: {
    proxy: { '/api': { target: gateway, changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    chunkSizeWarningLimit: 900,
  },
});
