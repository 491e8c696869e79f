// (c) Run then Submit of unchanged code through the engine: how many times the compiler runs (target 1),
// and what the artefact cache saves on the Submit.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { JudgeResult } from '../packages/contracts/src/index.js';
import { createJudge, loadJudgeConfig } from '../packages/judge/src/index.js';
import { emit, say, timed } from './lib/figures.js';
import { TINY_SOURCE } from './lib/tiny-program.js';

const compiled = (result: JudgeResult): number => (result.compile.required && !result.compile.cached ? 1 : 0);

export async function benchRunSubmitCompiles(): Promise<void> {
  const cacheDir = await mkdtemp(join(tmpdir(), 'codecourt-bench-cache-'));
  const judge = await createJudge({ config: loadJudgeConfig(process.env), cacheDir });
  try {
    say(`run -> submit: one C++ source, Run then Submit, ${judge.driverName} driver, empty artefact cache`);
    // A fresh comment makes the source new to every cache, so the Run really compiles.
    const source = `${TINY_SOURCE}// bench ${String(Date.now())}\n`;
    const tests = Array.from({ length: 20 }, (_, i) => ({
      input: `${String(i)} ${String(i)}\n`,
      expected: `${String(2 * i)}\n`,
    }));
    const run = await timed(() => judge.run({ language: 'cpp', source, input: '2 40\n' }));
    const submit = await timed(() => judge.judge({ language: 'cpp', source, tests }));
    if (submit.value.verdict !== 'Accepted')
      throw new Error(`the submit was judged ${submit.value.verdict}: ${submit.value.message ?? ''}`);
    const compiles = compiled(run.value) + compiled(submit.value);
    emit({
      name: 'run_then_submit.compiles',
      value: compiles,
      unit: 'compiles',
      baseline: 2,
      target: '1 (never compiles twice)',
      note: 'compiler runs for Run then Submit of the same C++ source; baseline = one compile per request without the artefact cache',
    });
    emit({
      name: 'run_then_submit.run_ms',
      value: run.ms,
      unit: 'ms',
      baseline: null,
      target: null,
      note: `engine latency of the Run (compile ${String(run.value.compile.wallMs)} ms + 1 test)`,
    });
    emit({
      name: 'run_then_submit.submit_ms',
      value: submit.ms,
      unit: 'ms',
      baseline: run.ms,
      target: null,
      note: 'engine latency of the following 20-test Submit with the cached artefact; baseline = the compiling Run',
    });
  } finally {
    await judge.close();
    await rm(cacheDir, { recursive: true, force: true });
  }
}
