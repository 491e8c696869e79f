// (f) What a Java test costs once its submission is compiled: the library's Two Sum reference judged
// as today (a batch: one JVM, started with the class-data archive, G1 and javac's inline string
// concatenation, runs the tests one after another, each on a fresh class loader) against the same
// submission run the way it was before (a JVM per test: Serial GC, the JDK's own archive, indy string
// concatenation), and a bare `java -version`, all in this run on the configured driver.
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { createJudge, createSandbox, loadJudgeConfig } from '../packages/judge/src/index.js';
import type { Sandbox } from '../packages/judge/src/index.js';
import { throughRuns } from '../packages/judge/src/testing/sandbox-runs.js';
import { readProblemPackage } from '../packages/problem-package/src/index.js';
import type { JudgeRequest } from '../packages/contracts/src/index.js';
import type { Judge } from '../packages/judge/src/index.js';
import { PROBLEM, request } from './cold-submits.js';
import { emit, median, say, timed } from './lib/figures.js';

const run = promisify(execFile);

/** How every Java compile and run started before: the start-up flags then. */
const BEFORE = ['-XX:+UseSerialGC', '-XX:TieredStopAtLevel=1', '-XX:-UsePerfData', '-Xshare:auto'];

/** Today's start-up flags (and javac's string concatenation) are swapped for BEFORE's. */
export function beforeArgv(argv: readonly string[]): readonly string[] {
  const [command, ...rest] = argv;
  const startFlag = (a: string) => a.startsWith('-XX:') || a.startsWith('-Xshare:');
  if (command === 'java') return [command, ...BEFORE, ...rest.filter((a) => !startFlag(a))];
  if (command === 'javac') {
    const kept = rest.filter(
      (a) => !(a.startsWith('-J') && startFlag(a.slice(2))) && !a.startsWith('-XDstringConcat'),
    );
    return [command, ...BEFORE.map((o) => `-J${o}`), ...kept];
  }
  return argv;
}

/** The same driver as it ran Java before: no prebuilt files (so no archive and no batches), BEFORE's flags. */
function asBefore(sandbox: Sandbox): Sandbox {
  return {
    ...throughRuns(sandbox, (spec, run) => run({ ...spec, argv: beforeArgv(spec.argv) })),
    prebuiltDir: () => Promise.resolve(undefined),
  };
}

/** The submit's wall time (per-test CPU is no measure here: a batch's JVM start belongs to no one test). */
async function judged(judge: Judge, req: JudgeRequest, side: string): Promise<number> {
  const { ms, value } = await timed(() => judge.judge(req));
  if (value.verdict !== 'Accepted') {
    const slowest = Math.max(...value.tests.map((t) => t.wallMs));
    throw new Error(
      `${side}: judged ${value.verdict} (${value.message ?? ''}; slowest test ${String(slowest)} ms wall)`,
    );
  }
  return ms;
}

/** Two Sum as many write it: Scanner-free parsing, a stream, and the answer printed with `+`. */
const CONCAT_TWO_SUM = `import java.io.*;
import java.util.*;

public class Main {
    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        String line = in.readLine().trim();
        int[] nums = line.length() <= 2 ? new int[0]
            : Arrays.stream(line.substring(1, line.length() - 1).split(",")).mapToInt(s -> Integer.parseInt(s.trim())).toArray();
        long target = Long.parseLong(in.readLine().trim());
        Map<Long, Integer> seen = new HashMap<>();
        for (int j = 0; j < nums.length; j++) {
            Integer i = seen.get(target - nums[j]);
            if (i != null) {
                System.out.println("[" + i + "," + j + "]");
                return;
            }
            seen.putIfAbsent((long) nums[j], j);
        }
    }
}
`;

type Side = number[];

/** Rounds of the request on both sides, interleaved so that load moves both alike. */
async function sides(now: Judge, before: Judge, req: JudgeRequest, rounds: number, versions: number[]) {
  // Compiled (and the archive built) before timing: what is left is each test's JVM.
  await judged(now, req, 'now');
  await judged(before, req, 'before');
  const result = { now: [] as Side, before: [] as Side };
  for (let i = 0; i < rounds; i += 1) {
    result.now.push(await judged(now, req, 'now'));
    result.before.push(await judged(before, req, 'before'));
    versions.push((await timed(() => run('java', ['-version']))).ms);
  }
  return result;
}

export async function benchJavaStart(options: { rounds: number }): Promise<void> {
  const pkg = await readProblemPackage(PROBLEM);
  const config = loadJudgeConfig(process.env);
  // Separate caches: the two compile the same source with different javac flags.
  const nowDir = await mkdtemp(join(tmpdir(), 'codecourt-bench-java-'));
  const beforeDir = await mkdtemp(join(tmpdir(), 'codecourt-bench-java-before-'));
  const judge = await createJudge({ config, cacheDir: nowDir });
  const before = await createJudge({
    config,
    cacheDir: beforeDir,
    sandbox: asBefore(await createSandbox(config.sandbox, config)),
  });
  try {
    const reference = request(pkg, 'java', `warm ${String(Date.now())}`);
    const tests = reference.tests.length;
    say(
      `warm Java submits of ${pkg.slug} (${String(tests)} tests) on ${judge.driverName}, ${String(options.rounds)} rounds`,
    );
    const versions: number[] = [];
    const measured = await sides(judge, before, reference, options.rounds, versions);
    const concat = await sides(
      judge,
      before,
      { ...reference, source: CONCAT_TWO_SUM },
      options.rounds,
      versions,
    );
    const perTest = (runs: Side) => median(runs) / tests;
    const baselineNote = `baseline = the same submission run as before (a JVM per test, ${BEFORE.join(' ')}, no class-data archive, indy string concatenation)`;
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
      value: perTest(measured.now),
      unit: 'ms',
      baseline: perTest(measured.before),
      target: 'ratio <= 0.7 (at least 30 % less per test)',
      note: `${pkg.slug} Java reference, compiled, ${String(tests)} tests (each also checked by the package's C++ validator), judge.judge() end to end on ${judge.driverName}, divided by the tests; ${baselineNote}`,
    });
    emit({
      name: 'warm_java_submit_per_test_vs_java_version_ms',
      value: perTest(measured.now),
      unit: 'ms',
      baseline: median(versions),
      target: 'ratio <= 0.7 (a test costs at least 30 % less than starting a JVM)',
      note: 'per-test time of the reference, as above; baseline = one bare `java -version` in this run',
    });
    emit({
      name: 'warm_java_concat_submit_per_test_ms',
      value: perTest(concat.now),
      unit: 'ms',
      baseline: perTest(concat.before),
      target: null,
      note: `${pkg.slug} solved the common way (a stream with a lambda, the answer printed with \`+\`), ${String(tests)} tests, as above; ${baselineNote}`,
    });
  } finally {
    await judge.close();
    await before.close();
    await rm(nowDir, { recursive: true, force: true });
    await rm(beforeDir, { recursive: true, force: true });
  }
}
