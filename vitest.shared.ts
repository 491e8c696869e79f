import { fileURLToPath } from 'node:url';

// Tests run workspace packages from source, like `tsx --conditions=source` does in development.
export const workspaceAliases = {
  '@codecourt/contracts': fileURLToPath(new URL('./packages/contracts/src/index.ts', import.meta.url)),
  '@codecourt/languages': fileURLToPath(new URL('./packages/languages/src/index.ts', import.meta.url)),
  '@codecourt/judge-transport': fileURLToPath(
    new URL('./packages/judge-transport/src/index.ts', import.meta.url),
  ),
  '@codecourt/judge': fileURLToPath(new URL('./packages/judge/src/index.ts', import.meta.url)),
  // Listed before the package itself: an alias also matches paths below its name.
  '@codecourt/problem-package/testing': fileURLToPath(
    new URL('./packages/problem-package/src/testing/temp-packages.ts', import.meta.url),
  ),
  '@codecourt/problem-package/public-packages': fileURLToPath(
    new URL('./packages/problem-package/src/testing/public-packages.ts', import.meta.url),
  ),
  '@codecourt/problem-package': fileURLToPath(
    new URL('./packages/problem-package/src/index.ts', import.meta.url),
  ),
};

/** In CI (VITEST_JSON_DIR set) each run also writes a JSON report, which .ci/summary.mjs adds up. */
export function ciReporters(defaultName: string): {
  reporters?: (string | [string, { file: string }])[];
  outputFile?: Record<string, string>;
} {
  const dir = process.env.VITEST_JSON_DIR;
  if (!dir) return {};
  const name = process.env.VITEST_JSON_NAME ?? defaultName;
  const retried = fileURLToPath(new URL('./vitest.retried-reporter.ts', import.meta.url));
  return {
    reporters: ['default', 'json', [retried, { file: `${dir}/${name}.retried.txt` }]],
    outputFile: { json: `${dir}/${name}.json` },
  };
}
