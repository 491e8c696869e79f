import { describe, expect, it } from 'vitest';
import { getLanguage } from '@codecourt/languages';
import type { CompileStep } from '@codecourt/languages';
import { compileCacheKey } from '../compile-cache-key.js';
import type { CompileKeyParts } from '../compile-cache-key.js';

const go = getLanguage('go');
const cpp = getLanguage('cpp');

function parts(overrides: Partial<CompileKeyParts> = {}): CompileKeyParts {
  const language = overrides.language ?? go;
  const step = (overrides.step ?? (language.id === 'go' ? go.compile : cpp.compile)) as CompileStep;
  return {
    driver: 'bwrap',
    language,
    step,
    toolchain: 'go version go1.19.8 linux/amd64',
    sourceFile: 'main.go',
    others: [],
    resources: step.resources,
    source: 'package main\nfunc main() {}\n',
    files: [],
    ...overrides,
  };
}

describe('the compile cache key', () => {
  it('when the same compile is asked twice, then the key is the same (the box path does not enter it)', () => {
    expect(compileCacheKey(parts())).toBe(compileCacheKey(parts()));
  });

  it("when the compile step's environment changes, then the key changes", () => {
    const step = go.compile as CompileStep;
    const changed: CompileStep = { ...step, env: ({ box }) => ({ GOCACHE: `${box}/elsewhere` }) };

    expect(compileCacheKey(parts({ step: changed }))).not.toBe(compileCacheKey(parts()));
  });

  it("when the language's own environment changes, then the key changes", () => {
    const changed = { ...go, env: { GOMAXPROCS: '2' } };

    expect(compileCacheKey(parts({ language: changed }))).not.toBe(compileCacheKey(parts()));
  });

  it('when the source, toolchain, driver or limits differ, then so does the key', () => {
    const base = compileCacheKey(parts());
    const resources = { ...(go.compile as CompileStep).resources, cpuMs: 1 };

    for (const other of [
      parts({ source: 'package main\n' }),
      parts({ toolchain: 'go version go1.22' }),
      parts({ driver: 'docker' }),
      parts({ resources }),
    ])
      expect(compileCacheKey(other)).not.toBe(base);
  });
});
