import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { commandLine, describeLanguage, SAMPLE_MEMORY_MIB, SAMPLE_TIME_MS } from '../describe-language.js';
import { getLanguage, LANGUAGES } from '../registry.js';
import type { Language } from '../registry.js';

const MEMORY_KB = SAMPLE_MEMORY_MIB * 1024;

/** What the judge itself runs for a language's sample at `timeMs`. */
function runOf(language: Language, timeMs: number) {
  return language.run({ sourceFile: language.sourceFile('Main'), timeMs, memoryKb: MEMORY_KB });
}

describe('a language described for users', () => {
  it('when C++ (compiled) is described, then its commands are the judge’s own and its limits are the problem’s', () => {
    const cpp = getLanguage('cpp');
    const described = describeLanguage(cpp);

    expect(described.compile).toEqual(cpp.compile?.argv('main.cpp'));
    expect(described.run).toEqual(runOf(getLanguage('cpp'), SAMPLE_TIME_MS).argv);
    expect(described.memory).toMatchObject({ peakRssMiB: SAMPLE_MEMORY_MIB, runtimeAllowanceMiB: 0 });
    expect(described.memory.addressSpaceMiB).toBe(
      runOf(getLanguage('cpp'), SAMPLE_TIME_MS).resources.addressSpaceKb / 1024,
    );
    expect(described.time).toMatchObject({ multiplier: 1, startupMs: 0 });
    expect(described.version).toBe('GCC 12.2 (g++)');
  });

  it('when Python (interpreted) is described, then it gets its CPU multiplier and a syntax check as its compile step', () => {
    const described = describeLanguage(getLanguage('python'));

    expect(described.compile).toEqual(getLanguage('python').compile?.argv('main.py'));
    expect(described.time.multiplier).toBe(
      runOf(getLanguage('python'), SAMPLE_TIME_MS).resources.cpuMs / SAMPLE_TIME_MS,
    );
    expect(described.time.multiplier).toBeGreaterThan(1);
    expect(described.memory.runtimeAllowanceMiB).toBe(0);
  });

  it('when Java (a JVM) is described, then its runtime’s allowance over the heap is stated and the address space is free', () => {
    const described = describeLanguage(getLanguage('java'));
    const { resources } = runOf(getLanguage('java'), SAMPLE_TIME_MS);

    expect(described.sourceFile).toBe('Main.java');
    expect(described.fileNameRule).toContain('public class');
    expect(described.memory.runtimeAllowanceMiB).toBe(resources.memoryKb / 1024 - SAMPLE_MEMORY_MIB);
    expect(described.memory.runtimeAllowanceMiB).toBeGreaterThan(0);
    expect(described.memory.addressSpaceMiB).toBeNull();
    expect(described.memory.summary).toContain(`${String(described.memory.peakRssMiB)} MiB`);
  });

  it('when Elixir is described, then the constant its formula adds for the BEAM’s start is the start-up allowance', () => {
    const described = describeLanguage(getLanguage('elixir'));

    expect(described.time.startupMs).toBeGreaterThan(0);
    expect(described.time.summary).toContain(`${String(described.time.startupMs)} ms`);
  });

  it.each(LANGUAGES.map((language) => [language.id, language] as const))(
    'when %s is described, then its multiplier and start-up give its CPU limit at any time limit',
    (_id, language) => {
      const { time } = describeLanguage(language);
      for (const timeMs of [300, 2_500, 10_000])
        expect(runOf(language, timeMs).resources.cpuMs).toBe(time.multiplier * timeMs + time.startupMs);
    },
  );

  it.each(LANGUAGES.map((language) => [language.id, language] as const))(
    'when %s’s commands are written as command lines, then a shell reads back the very same arguments',
    (_id, language) => {
      const described = describeLanguage(language);
      for (const argv of [described.compile ?? [], described.run]) {
        const printed = execFileSync('sh', ['-c', `printf '%s\\0' ${commandLine(argv)}`], {
          encoding: 'utf8',
        });
        expect(printed.split('\0').slice(0, -1)).toEqual(argv);
      }
    },
  );
});
