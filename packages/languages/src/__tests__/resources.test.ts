import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../registry.js';
import { wallFor } from '../resources.js';

describe('wall clock limits', () => {
  it.each([
    [300, 1_450],
    [1_000, 2_500],
    [4_000, 7_000],
    [15_000, 18_000],
  ])('when the CPU limit is %d ms, then the wall limit is %d ms', (cpuMs, wallMs) => {
    expect(wallFor(cpuMs)).toBe(wallMs);
  });

  it('when a Python problem allows 5 s, then a sleeping program is ended within 18 s of wall clock', () => {
    const python = LANGUAGES.find((language) => language.id === 'python');
    const { resources } = python?.run({ sourceFile: 'main.py', timeMs: 5_000, memoryKb: 256 * 1024 }) ?? {};
    expect(resources?.wallMs).toBe(18_000);
  });

  it.each(LANGUAGES.map((language) => [language.id, language] as const))(
    'when %s runs at 2 s, then its wall clock leaves at least a second beyond its CPU time',
    (_id, language) => {
      const { resources } = language.run({ sourceFile: 'main', timeMs: 2_000, memoryKb: 256 * 1024 });
      expect(resources.wallMs).toBeGreaterThanOrEqual(resources.cpuMs + 1_000);
      expect(resources.wallMs).toBeLessThanOrEqual(resources.cpuMs + 3_000);
    },
  );
});
