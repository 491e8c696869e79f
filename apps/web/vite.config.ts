import type { ServerResponse } from 'node:http';
import { fileURLToPath } from 'node:url';
import { defineConfig, defaultClientConditions } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { editorPreload } from './build/editor-preload.js';
import { monacoGrammars } from './build/monaco-grammars.js';
import { precompressAssets } from './build/precompress-assets.js';
// Relative paths: Vite bundles them into the config, so no built dist/ of contracts is needed.
import { SERVER_STARTING_HEADER } from '../../packages/contracts/src/common.js';
import { MESSAGES } from '../../packages/contracts/src/messages.js';

const DEFAULT_WEB_PORT = 5173;
/** The app's entry and what a workspace loads lazily: its route, the editor and Monaco's setup. */
const DEV_WARMUP_FILES = [
  './src/main.tsx',
  './src/app/routes/problem.tsx',
  './src/features/code-editor/components/code-editor.tsx',
  './src/lib/monaco-setup.ts',
];
const DEFAULT_API_PORT = 3000;

/** WEB_PORT and PORT as `pnpm dev` passes them (described in apps/api/src/environment). */
function port(value: string | undefined, fallback: number): number {
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed > 0 ? parsed : fallback;
}

/** While the API is not listening yet, the proxy says so instead of a bare 502/500. */
function answerStarting(res: ServerResponse): void {
  if (res.headersSent) return;
  res.writeHead(503, {
    'content-type': 'application/json',
    'retry-after': '1',
    [SERVER_STARTING_HEADER.toLowerCase()]: '1',
  });
  res.end(JSON.stringify({ error: MESSAGES.serverStarting }));
}

// 'source' makes workspace packages (@codecourt/contracts) resolve to their TypeScript source,
// so the web build never depends on a stale dist/ of another package.
export default defineConfig({
  plugins: [react(), tailwindcss(), monacoGrammars(), editorPreload(), precompressAssets()],
  resolve: {
    conditions: ['source', ...defaultClientConditions],
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      // y-monaco imports Monaco by a path monaco-editor's exports map no longer resolves; this is the module
      // behind 'monaco-editor/editor', so the shared editor and the workspace load one Monaco.
      { find: /^monaco-editor\/esm\/vs\/editor\/editor\.api\.js$/, replacement: 'monaco-editor/editor' },
    ],
  },
  server: {
    port: port(process.env.WEB_PORT, DEFAULT_WEB_PORT),
    strictPort: true,
    // `pnpm dev` transforms on request: the first workspace waited for hundreds of modules one import level at a
    // time (34 s on a fresh start). These are transformed, with what they import, while the server starts.
    warmup: { clientFiles: DEV_WARMUP_FILES },
    proxy: {
      '/api': {
        // The API `pnpm dev` starts listens on PORT; API_PROXY_TARGET lets a test point elsewhere.
        target:
          process.env.API_PROXY_TARGET ??
          `http://127.0.0.1:${String(port(process.env.PORT, DEFAULT_API_PORT))}`,
        changeOrigin: false,
        // The interview room's shared document is a WebSocket at /api/interviews/{id}/sync.
        ws: true,
        configure: (proxy) => {
          proxy.on('error', (_error, _req, res) => {
            if ('writeHead' in res) answerStarting(res);
          });
        },
      },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      output: {
        // Every icon in one chunk: split by the routes that share them, they made a dozen 1 KB requests on
        // the way to a workspace. React gets its own chunk so the icons' chunk holds only icons.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](?:react|react-dom|scheduler)[\\/]/, priority: 2 },
            { name: 'icons', test: /node_modules[\\/]lucide-react[\\/]/, priority: 1 },
          ],
        },
      },
    },
  },
});
