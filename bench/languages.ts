// (#37) What each language costs the judge, against C++ in the same run on the configured driver: the compile
// of its self-test's sum program (a cold cache), then the same program judged warm (its artefact cached) on
// TESTS tests, ROUNDS times: the median per-test wall and CPU time and the peak memory reported for it.
// An interpreted language's compile is its syntax check, where it has one; its start-up is in every test.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LANGUAGE_IDS } from '../packages/contracts/src/index.js';
import type { JudgeResult, LanguageId } from '../packages/contracts/src/index.js';
import { createJudge, loadJudgeConfig } from '../packages/judge/src/index.js';
import type { Judge } from '../packages/judge/src/index.js';
import { CONFORMANCE_PROGRAMS } from '../packages/judge/src/testing/programs/index.js';
import { emit, median, say } from './lib/figures.js';

const TESTS = 10;
/** The bound: past it a language's runtime must explain its per-test cost (docs/benchmarks.md). */
const OVERHEAD_BOUND = 2;

type LanguageFigures = { compileMs: number | null; testWallMs: number; testCpuMs: number; memoryKb: number };

function accepted(language: LanguageId, result: JudgeResult): JudgeResult {
  if (result.verdict !== 'Accepted')
    throw new Error(`${language}: the sum program got ${result.verdict} (${result.message ?? ''})`);
  return result;
}

async function measure(judge: Judge, language: LanguageId, rounds: number): Promise<LanguageFigures> {
  const source = CONFORMANCE_PROGRAMS[language].accepted;
  const tests = Array.from({ length: TESTS }, (_, i) => ({
    input: `${String(i)} 40\n`,
    expected: `${String(i + 40)}\n`,
  }));
  const cold = accepted(language, await judge.judge({ language, source, tests: tests.slice(0, 1) }));
  const walls: number[] = [];
  const cpus: number[] = [];
  let memoryKb = 0;
  for (let round = 0; round < rounds; round++) {
    const warm = accepted(language, await judge.judge({ language, source, tests }));
    for (const test of warm.tests) {
      walls.push(test.wallMs);
      cpus.push(test.cpuMs);
    }
    memoryKb = Math.max(memoryKb, warm.memoryKb);
  }
  return {
    compileMs: cold.compile.required ? cold.compile.wallMs : null,
    testWallMs: median(walls),
    testCpuMs: median(cpus),
    memoryKb,
  };
}

export async function benchLanguages(options: { rounds: number }): Promise<void> {
  const cacheDir = await mkdtemp(join(tmpdir(), 'codecourt-bench-languages-'));
  const judge = await createJudge({ config: loadJudgeConfig(process.env), cacheDir });
  try {
    say(
      `languages: ${String(LANGUAGE_IDS.length)} on the ${judge.driverName} driver, ${String(TESTS)} tests x ${String(options.rounds)} rounds each`,
    );
    const figures = new Map<LanguageId, LanguageFigures>();
    // C++ first: every other language is read against it.
    const order: LanguageId[] = ['cpp', ...LANGUAGE_IDS.filter((id) => id !== 'cpp')];
    for (const language of order) {
      figures.set(language, await measure(judge, language, options.rounds));
      say(`languages: ${language} done`);
    }
    const cpp = figures.get('cpp');
    if (!cpp) throw new Error('C++ was not measured');
    for (const [language, figure] of figures) {
      const note = `${language} on ${judge.driverName}`;
      emit({
        name: `languages.${language}.compile_ms`,
        value: figure.compileMs,
        unit: 'ms',
        baseline: cpp.compileMs,
        target: null,
        note: `${note}: wall time of the first judgement's compile or syntax check (null: none), against C++`,
      });
      emit({
        name: `languages.${language}.test_wall_ms`,
        value: figure.testWallMs,
        unit: 'ms',
        baseline: cpp.testWallMs,
        target: `<= ${String(OVERHEAD_BOUND)}x C++ unless the runtime explains it`,
        note: `${note}: median wall time of a warm test of the sum program, start-up included`,
      });
      emit({
        name: `languages.${language}.test_cpu_ms`,
        value: figure.testCpuMs,
        unit: 'ms',
        baseline: cpp.testCpuMs,
        target: null,
        note: `${note}: median CPU time of the same tests`,
      });
      emit({
        name: `languages.${language}.memory_kb`,
        value: figure.memoryKb,
        unit: 'KiB',
        baseline: cpp.memoryKb,
        target: null,
        note: `${note}: the peak memory the judge reported for it`,
      });
    }
  } finally {
    await judge.close();
    await rm(cacheDir, { recursive: true, force: true });
  }
}
