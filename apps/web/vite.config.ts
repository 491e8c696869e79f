import { fileURLToPath } from 'node:url';
import { defineConfig, defaultClientConditions } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { precompressAssets } from './build/precompress-assets';

// 'source' makes workspace packages (@codecourt/contracts) resolve to their TypeScript source,
// so the web build never depends on a stale dist/ of another package.
export default defineConfig({
  plugins: [react(), tailwindcss(), precompressAssets()],
  resolve: {
    conditions: ['source', ...defaultClientConditions],
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    port: 5173,
    strictPort: true,
    // API_PROXY_TARGET lets a test point the dev server at an API on another port.
    proxy: {
      '/api': { target: process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:3000', changeOrigin: false },
    },
  },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true },
});
