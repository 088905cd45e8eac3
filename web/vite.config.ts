import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

/** The API contract (operations, rules, views) comes from proto's sources: zod only, nothing server-side. */
const proto = (entry: string) => fileURLToPath(new URL(`../proto/src/${entry}/index.ts`, import.meta.url));

/** The gateway serves web/dist with SPA fallback and the API under /api on the same origin. */
const gateway = process.env.LOGISCOPE_GATEWAY_URL ?? 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@logiscope/proto/views': proto('views'), '@logiscope/proto/http': proto('http') } },
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
