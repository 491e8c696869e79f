import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { findRepoRoot } from '../../lib/repo-root.js';
import { VARIABLE_GROUPS, documentedVariables } from '../documented-variables.js';
import { renderConfigurationPage } from '../render-configuration-page.js';
import { renderEnvExample } from '../render-env-example.js';

const run = promisify(execFile);
const root = findRepoRoot();
const temporary: string[] = [];

afterAll(async () => {
  await Promise.all(temporary.map((dir) => rm(dir, { recursive: true, force: true })));
});

function configDocs(...args: string[]) {
  return run(
    process.execPath,
    ['--conditions=source', '--import', 'tsx', 'scripts/config-docs.ts', ...args],
    {
      cwd: root,
    },
  );
}

describe('configuration from one source', () => {
  it('when the schemas are rendered, then docs/configuration.md and .env.example are exactly what is committed', async () => {
    expect(await readFile(path.join(root, 'docs/configuration.md'), 'utf8')).toBe(renderConfigurationPage());
    expect(await readFile(path.join(root, '.env.example'), 'utf8')).toBe(renderEnvExample());
  });

  it('when every schema is read, then each variable is documented once with its meaning', () => {
    const variables = documentedVariables();
    const names = variables.map((variable) => variable.name);
    expect(new Set(names).size).toBe(names.length);
    for (const name of [
      'PORT',
      'ADMIN_PASSWORD',
      'JUDGE_SANDBOX',
      'JUDGE_CONCURRENCY',
      'WEB_PORT',
      'POSTGRES_PASSWORD',
    ]) {
      expect(names).toContain(name);
    }
    expect(variables.find((variable) => variable.name === 'PORT')?.whenUnset).toBe('`3000`');
  });

  it('when a description changes in a schema, then the rendered page changes with it', () => {
    const [api, ...rest] = VARIABLE_GROUPS;
    if (!api) throw new Error('no API group');
    const changed = {
      ...api,
      shape: { ...api.shape, PORT: z.coerce.number().default(4000).describe('a port described anew') },
    };
    const page = renderConfigurationPage([changed, ...rest]);
    expect(page).toContain('- `PORT`: a port described anew. When unset: `4000`.');
    expect(page).not.toBe(renderConfigurationPage());
  });

  it('when a variable has no description in any schema, then rendering fails naming it', () => {
    const group = { title: 'test', readBy: 'a test', shape: { UNDESCRIBED_VARIABLE: z.string().optional() } };
    expect(() => documentedVariables([...VARIABLE_GROUPS, group])).toThrow(/UNDESCRIBED_VARIABLE/);
  });

  it('when a committed file drifts from the schemas, then `pnpm config:docs --check` exits 1 naming it', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'codecourt-config-docs-'));
    temporary.push(dir);
    await mkdir(path.join(dir, 'docs'));
    await writeFile(
      path.join(dir, 'docs/configuration.md'),
      renderConfigurationPage().replace('API port', 'API gate'),
    );
    await writeFile(path.join(dir, '.env.example'), renderEnvExample());
    const failure = await configDocs('--check', '--root', dir).then(
      () => undefined,
      (error: unknown) => error as { code: number; stderr: string },
    );
    expect(failure?.code).toBe(1);
    expect(failure?.stderr).toContain('docs/configuration.md differs from the schemas');
    expect(failure?.stderr).not.toContain('.env.example');
    await expect(configDocs('--check')).resolves.toBeDefined();
  });
});
