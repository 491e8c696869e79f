import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { judgeConfigSchema } from '@codecourt/judge';
import { API_ENVIRONMENT_VARIABLES } from '../config.js';
import { findRepoRoot } from '../lib/repo-root.js';

// turbo runs `pnpm dev` in strict environment mode: a variable it is not told to pass through never
// reaches the API or the judge, so docs/configuration.md would silently do nothing.
type TurboJson = { globalPassThroughEnv?: string[] };

function passedThrough(name: string, patterns: readonly string[]): boolean {
  return patterns.some((pattern) =>
    pattern.endsWith('*') ? name.startsWith(pattern.slice(0, -1)) : name === pattern,
  );
}

describe('pnpm dev environment', () => {
  const turbo = JSON.parse(readFileSync(path.join(findRepoRoot(), 'turbo.json'), 'utf8')) as TurboJson;
  const patterns = turbo.globalPassThroughEnv ?? [];

  it('when turbo starts the API, then every variable the API reads passes through', () => {
    const dropped = API_ENVIRONMENT_VARIABLES.filter((name) => !passedThrough(name, patterns));
    expect(API_ENVIRONMENT_VARIABLES).toContain('ADMIN_EMAIL');
    expect(dropped).toEqual([]);
  });

  it('when turbo starts the API, then every variable the judge reads passes through', () => {
    const judgeVariables = Object.keys(judgeConfigSchema.in.shape);
    expect(judgeVariables).toContain('JUDGE_SANDBOX');
    expect(judgeVariables.filter((name) => !passedThrough(name, patterns))).toEqual([]);
  });
});
