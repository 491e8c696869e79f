// (e) What a library problem's submit costs when its source is new: C++ (compile with the
// precompiled <bits/stdc++.h>) against a bare `g++ -O2` of the same source, and Java's per-test cost
// against a bare `java -version` start, all measured in this run on the configured driver.
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
const PROBLEM = fileURLToPath(new URL('../problems/two-sum', import.meta.url));
const SAMPLES = 5;

function request(pkg: ProblemPackage, language: 'cpp' | 'java', note: string): JudgeRequest {
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

async function accepted(judge: Judge, req: JudgeRequest): Promise<number> {
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
  // The same driver without prebuilt files (no precompiled header, no class-data archive): the "before".
  const bare = await createSandbox(config.sandbox, config);
  const without = await createJudge({
    config,
    cacheDir,
    sandbox: { ...bare, prebuiltDir: () => Promise.resolve(undefined) },
  });
  try {
    say(`cold submits of ${pkg.slug} on the ${judge.driverName} driver (median of ${String(SAMPLES)})`);
    // One warm-up per language: the sandbox, the runner and the prebuilt files exist before timing.
    await accepted(judge, request(pkg, 'cpp', `warm-up ${String(Date.now())}`));
    await accepted(judge, request(pkg, 'java', `warm-up ${String(Date.now())}`));

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

    const javaReq = request(pkg, 'java', `warm ${String(Date.now())}`);
    await accepted(judge, javaReq);
    await accepted(without, javaReq);
    const warm: number[] = [];
    const warmWithout: number[] = [];
    const versions: number[] = [];
    for (let i = 0; i < SAMPLES; i += 1) {
      warm.push(await accepted(judge, javaReq));
      warmWithout.push(await accepted(without, javaReq));
      versions.push((await timed(() => run('java', ['-version']))).ms);
    }
    const perTest = (ms: number[]) => median(ms) / javaReq.tests.length;
    emit({
      name: 'java_version_ms',
      value: median(versions),
      unit: 'ms',
      baseline: null,
      target: null,
      note: 'one bare `java -version` on the host: a JVM start with nothing to do',
    });
    emit({
      name: 'warm_java_submit_per_test_ms',
      value: perTest(warm),
      unit: 'ms',
      baseline: perTest(warmWithout),
      target: 'ratio <= 0.7 (at least 30 % less per test)',
      note: `${pkg.slug} Java reference, cached artefact, ${String(javaReq.tests.length)} tests on ${judge.driverName}: submit time per test with the class-data archive; baseline = the same without it`,
    });
    emit({
      name: 'warm_java_overhead_over_java_version_ms',
      value: perTest(warm) - median(versions),
      unit: 'ms',
      baseline: perTest(warmWithout) - median(versions),
      target: null,
      note: 'per-test time minus a bare `java -version`, with the archive; baseline = without it',
    });
  } finally {
    await judge.close();
    await without.close();
    await rm(cacheDir, { recursive: true, force: true });
    await rm(work, { recursive: true, force: true });
  }
}
