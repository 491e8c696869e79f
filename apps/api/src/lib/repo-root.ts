import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The monorepo root: the nearest folder above this module holding pnpm-workspace.yaml.
 * `pnpm dev` runs with cwd apps/api and `pnpm start` with cwd at the root; both must find the same `.data`.
 */
export function findRepoRoot(startDir = path.dirname(fileURLToPath(import.meta.url))): string {
  let dir = startDir;
  for (;;) {
    if (existsSync(path.join(dir, 'pnpm-workspace.yaml'))) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) return process.cwd();
    dir = parent;
  }
}

/** apps/api itself: src/lib and dist/lib both sit two levels below it, so this holds in dev and in the build. */
export const packageRoot = fileURLToPath(new URL('../../', import.meta.url));
