import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/** The gateway serves web/dist with SPA fallback and the API under /api on the same origin. */
const gateway = process.env.LOGISCOPE_GATEWAY_URL ?? 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react()],
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
