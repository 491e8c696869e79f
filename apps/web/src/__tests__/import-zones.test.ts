import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../..', import.meta.url));
const eslint = new ESLint({ cwd: root });

/** The import-zone messages ESLint reports for `code` placed at `file` (a real file, so type-aware rules run). */
async function zoneErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}/apps/web/src/${file}` });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'no-restricted-imports')
    .map((message) => message.message);
}

const use = (specifier: string) =>
  `import * as imported from '${specifier}';\nexport const used = imported;\n`;

describe('web import zones', () => {
  it("when a feature imports another feature's file, then lint reports it", async () => {
    const errors = await zoneErrors(
      'features/code-editor/components/editor-skeleton.tsx',
      use('@/features/judge-console/lib/request-errors'),
    );
    expect(errors).toEqual([expect.stringContaining('features/code-editor may not import another feature')]);
  }, 60_000);

  it('when a feature imports its own files and shared code, then lint is silent', async () => {
    const errors = await zoneErrors(
      'features/code-editor/components/editor-skeleton.tsx',
      use('@/features/code-editor/lib/code-storage') +
        use('@/lib/editor-languages').replace(/imported|used/g, '$&2'),
    );
    expect(errors).toEqual([]);
  }, 60_000);

  it('when shared code imports a feature or a route, then lint reports both', async () => {
    const errors = await zoneErrors(
      'lib/result-format.ts',
      use('@/features/problems/lib/problem-filters') + use('@/app/router').replace(/imported|used/g, '$&2'),
    );
    expect(errors).toEqual([
      expect.stringContaining('Shared code may not import a feature'),
      expect.stringContaining('Only the app composes routes'),
    ]);
  }, 60_000);

  it('when a file reaches up with a relative path, then lint reports it', async () => {
    const errors = await zoneErrors(
      'features/problems/lib/problem-filters.ts',
      use('../../judge-console/lib/markdown'),
    );
    expect(errors).toEqual([expect.stringContaining('Import through the @/ alias')]);
  }, 60_000);

  it('when a route composes several features, then lint is silent', async () => {
    const errors = await zoneErrors(
      'app/routes/problem.tsx',
      use('@/features/code-editor/lib/code-storage') +
        use('@/features/judge-console/lib/request-errors').replace(/imported|used/g, '$&2'),
    );
    expect(errors).toEqual([]);
  }, 60_000);
});
