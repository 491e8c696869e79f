import { fileURLToPath } from 'node:url';

// Tests run workspace packages from source, like `tsx --conditions=source` does in development.
export const workspaceAliases = {
  '@codecourt/contracts': fileURLToPath(new URL('./packages/contracts/src/index.ts', import.meta.url)),
  '@codecourt/judge': fileURLToPath(new URL('./apps/judge/src/index.ts', import.meta.url)),
};
