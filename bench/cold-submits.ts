// (f) What a library problem's submit costs when its source is new: C++ (compile with the
// precompiled <bits/stdc++.h>) against a bare `g++ -O2` of the same source, measured in this run on
// the configured driver. Java's per-test start-up is java-start.ts.
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { JudgeRequest } from '../packages/contracts/src/index.js';
import { createJudge, createSandbox, loadJudgeConfig } from '../packages/judge/src/index.js';
import type { Judge } from '../packages/judge/src/index.js';
import { readProblemPackage, submissionProgram } from '../packages/problem-package/src/index.js';
import type { ProblemPackage } from '../packages/problem-package/src/index.js';
import { emit, median, say, timed } from './lib/figures.js';

const run = promisify(execFile);
export const PROBLEM = fileURLToPath(new URL('../problems/two-sum', import.meta.url));
const SAMPLES = 5;

export function request(pkg: ProblemPackage, language: 'cpp' | 'java', note: string): JudgeRequest {
  const submission = pkg.submissions.find((s) => s.directory === 'accepted' && s.language === language);
  if (!submission) throw new Error(`${pkg.slug} has no accepted ${language} submission`);
  return {
    language,
    // A fresh comment makes the source new to every cache: the submit really compiles.
    source: `${submissionProgram(pkg, submission)}\n// ${note}\n`,
    tests: [...pkg.samples, ...pkg.secrets].map((t) => ({ input: t.input, expected: t.answer })),
    limits: { timeMs: pkg.limits.timeMs ?? 2_000, memoryKb: pkg.limits.memoryKb ?? 256 * 1024 },
    checker: pkg.checker,
  };
}

export async function accepted(judge: Judge, req: JudgeRequest): Promise<number> {
  const { ms, value } = await timed(() => judge.judge(req));
  if (value.verdict !== 'Accepted') throw new Error(`judged ${value.verdict}: ${value.message ?? ''}`);
  return ms;
}

export async function benchColdSubmits(): Promise<void> {
  const pkg = await readProblemPackage(PROBLEM);
  const cacheDir = await mkdtemp(join(tmpdir(), 'codecourt-bench-cold-'));
  const work = await mkdtemp(join(tmpdir(), 'codecourt-bench-gxx-'));
  const config = loadJudgeConfig(process.env);
  const judge = await createJudge({ config, cacheDir });
  // The same driver without prebuilt files (no precompiled header): the "before".
  const bare = await createSandbox(config.sandbox, config);
  const without = await createJudge({
    config,
    cacheDir,
    sandbox: { ...bare, prebuiltDir: () => Promise.resolve(undefined) },
  });
  try {
    say(`cold submits of ${pkg.slug} on the ${judge.driverName} driver (median of ${String(SAMPLES)})`);
    // A warm-up: the sandbox, the runner and the prebuilt files exist before timing.
    await accepted(judge, request(pkg, 'cpp', `warm-up ${String(Date.now())}`));

    const cold: number[] = [];
    const bare: number[] = [];
    for (let i = 0; i < SAMPLES; i += 1) {
      const req = request(pkg, 'cpp', `cold ${String(Date.now())} ${String(i)}`);
      cold.push(await accepted(judge, req));
      await writeFile(join(work, 'main.cpp'), req.source);
      bare.push(
        (
          await timed(() =>
            run('g++', ['-O2', '-std=c++17', '-pipe', '-o', 'main', 'main.cpp'], { cwd: work }),
          )
        ).ms,
      );
    }
    const tests = request(pkg, 'cpp', '').tests.length;
    emit({
      name: 'cold_cpp_submit_ms',
      value: median(cold),
      unit: 'ms',
      baseline: median(bare),
      target: '<= 600 ms and below the bare compile',
      note: `${pkg.slug} C++ reference, new source, ${String(tests)} tests, judge.judge() end to end on ${judge.driverName}; baseline = bare g++ -O2 -std=c++17 of the same source on the host`,
    });

    const coldWithout: number[] = [];
    for (let i = 0; i < SAMPLES; i += 1) {
      coldWithout.push(
        await accepted(without, request(pkg, 'cpp', `no pch ${String(Date.now())} ${String(i)}`)),
      );
    }
    emit({
      name: 'cold_cpp_submit_without_pch_ms',
      value: median(coldWithout),
      unit: 'ms',
      baseline: median(bare),
      target: null,
      note: 'the same cold submit with the precompiled header withheld (what it was before); baseline = the bare g++',
    });
  } finally {
    await judge.close();
    await without.close();
    await rm(cacheDir, { recursive: true, force: true });
    await rm(work, { recursive: true, force: true });
  }
}
