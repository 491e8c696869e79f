// Java batches (engine/batch-runs.ts): one JVM runs a submission's tests, and every verdict, output and
// exit code is the one a JVM per test gives. Each case also says which runs happened, so a batch that
// silently stopped batching (or batched what it must not) fails here.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { JudgeRequest, JudgeResult, SandboxDriver } from '@codecourt/contracts';
import { createJudge } from '../engine/create-judge.js';
import type { Judge } from '../engine/create-judge.js';
import { createSandbox } from '../sandbox/detect.js';
import type { RunSpec } from '../sandbox/types.js';
import { throughRuns } from './sandbox-runs.js';
import { TEST_JUDGE_CONFIG } from './test-config.js';

const SLOW = 120_000;
const BATCH_CLASS = 'codecourt.Batch';

/** Sums two numbers and says how often main ran in its JVM's view of the class: always 1 when alone. */
const COUNTER = `import java.util.*;

public class Main {
    static int calls = 0;

    public static void main(String[] args) {
        Scanner in = new Scanner(System.in);
        long a = in.nextLong(), b = in.nextLong();
        calls++;
        System.out.println((a + b) + " " + calls);
        if (a == 70) System.exit(0);
        if (a == 90) System.exit(3);
        if (a == 50) throw new IllegalStateException("boom");
    }
}
`;

/** Sums two numbers like COUNTER, with `step` run after reading them (a and b in scope). */
const summing = (step: string) => `import java.util.*;
import java.util.stream.*;

public class Main {
    public static void main(String[] args) throws Exception {
        Scanner in = new Scanner(System.in);
        long a = in.nextLong(), b = in.nextLong();
        ${step}
        System.out.println((a + b) + " 1");
    }
}
`;
/** A daemon thread that outlives its test (a JVM of its own would just end with it). */
const IDLE_DAEMON =
  'Thread idle = new Thread(() -> { try { Thread.sleep(60_000); } catch (InterruptedException e) { } }); idle.setDaemon(true); idle.start();';

const tests = (firsts: number[], visible = false) =>
  firsts.map((a) => ({ input: `${String(a)} 1\n`, expected: `${String(a + 1)} 1\n`, visible }));

type Recorded = { batch: boolean; stdin: string };

export function javaBatchSuite(driver: SandboxDriver): () => void {
  return () => {
    let judge: Judge;
    let cacheDir: string;
    const runs: Recorded[] = [];
    const programRuns = () => runs.filter((r) => r.stdin !== '');
    const record = (spec: RunSpec) => {
      const stdin = typeof spec.stdin === 'string' ? spec.stdin : spec.stdin.toString('utf8');
      runs.push({ batch: spec.argv.includes(BATCH_CLASS), stdin });
    };

    beforeAll(async () => {
      cacheDir = await mkdtemp(join(tmpdir(), 'codecourt-java-batch-'));
      const sandbox = throughRuns(await createSandbox(driver, TEST_JUDGE_CONFIG), (spec, run) => {
        record(spec);
        return run(spec);
      });
      judge = await createJudge({ config: TEST_JUDGE_CONFIG, sandbox, cacheDir });
    });
    afterAll(async () => {
      await judge.close();
      await rm(cacheDir, { recursive: true, force: true });
    });

    const judged = async (request: Omit<JudgeRequest, 'language'>): Promise<JudgeResult> => {
      runs.length = 0;
      return judge.judge({ language: 'java', mode: 'all', ...request });
    };

    it(
      'when a Java submission has many tests, then one JVM runs them all, each with its statics afresh',
      async () => {
        const result = await judged({ source: COUNTER, tests: tests([1, 2, 3, 4, 5, 6, 7, 8]) });
        expect(result.verdict).toBe('Accepted');
        expect(result.tests.map((t) => t.stdout)).toEqual(
          tests([1, 2, 3, 4, 5, 6, 7, 8]).map((t) => t.expected),
        );
        expect(result.tests.every((t) => t.exitCode === 0 && t.memoryKb > 0)).toBe(true);
        expect(programRuns().map((r) => r.batch)).toEqual([true]);
      },
      SLOW,
    );

    it(
      'when a test calls System.exit(0), then it is Accepted and the batch goes on',
      async () => {
        const result = await judged({ source: COUNTER, tests: tests([1, 70, 3]) });
        expect(result.verdict).toBe('Accepted');
        expect(result.tests[1]?.stdout).toBe('71 1\n');
        expect(programRuns().map((r) => r.batch)).toEqual([true]);
      },
      SLOW,
    );

    it(
      'when one test exits with code 3, then that test alone is Runtime Error with its exit code, run by a JVM of its own',
      async () => {
        const result = await judged({ source: COUNTER, tests: tests([1, 2, 90, 4, 5]) });
        expect(result.tests.map((t) => t.verdict)).toEqual([
          'Accepted',
          'Accepted',
          'Runtime Error',
          'Accepted',
          'Accepted',
        ]);
        expect(result.tests[2]?.message).toBe('Exited with code 3');
        expect(result.tests[2]?.exitCode).toBe(3);
        expect(result.tests[2]?.stdout).toBe('91 1\n');
        // The batch vouched for the first two; the failing test and (after a broken batch) the rest ran alone.
        expect(programRuns().map((r) => r.batch)).toEqual([true, false, false, false]);
        expect(programRuns()[1]?.stdin).toBe('90 1\n');
      },
      SLOW,
    );

    it(
      'when one test throws, then it is Runtime Error with the stack trace a JVM of its own prints',
      async () => {
        const result = await judged({
          source: COUNTER,
          tests: tests([1, 50, 3]),
          mode: 'stop-on-first-failure',
        });
        expect(result.verdict).toBe('Runtime Error');
        expect(result.tests).toHaveLength(2);
        expect(result.tests[1]?.message).toBe('Exited with code 1');
        expect(result.tests[1]?.stderr).toContain(
          'Exception in thread "main" java.lang.IllegalStateException: boom',
        );
      },
      SLOW,
    );

    it(
      'when a program reads and writes the process descriptors itself, then every test still gets its own input and verdict',
      async () => {
        const source = `import java.io.*;

public class Main {
    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(new FileInputStream(FileDescriptor.in)));
        String[] parts = in.readLine().trim().split(" ");
        PrintStream out = new PrintStream(new FileOutputStream(FileDescriptor.out), true);
        out.println((Long.parseLong(parts[0]) + Long.parseLong(parts[1])) + " 1");
    }
}
`;
        const result = await judged({ source, tests: tests([1, 2, 3]) });
        expect(result.verdict).toBe('Accepted');
        expect(result.tests.map((t) => t.stdout)).toEqual(['2 1\n', '3 1\n', '4 1\n']);
      },
      SLOW,
    );

    it(
      'when a program reads to the end of its input, then the end is the end of its own test',
      async () => {
        const source = `import java.util.*;

public class Main {
    public static void main(String[] args) {
        Scanner in = new Scanner(System.in);
        long sum = 0, count = 0;
        while (in.hasNextLong()) { sum += in.nextLong(); count++; }
        System.out.println(sum + " " + (count - 1));
    }
}
`;
        const result = await judged({ source, tests: tests([4, 5, 6]) });
        expect(result.verdict).toBe('Accepted');
        expect(programRuns().map((r) => r.batch)).toEqual([true]);
      },
      SLOW,
    );

    it(
      'when a submission has visible and hidden tests, then no JVM ever holds both',
      async () => {
        const result = await judged({
          source: COUNTER,
          tests: [...tests([1, 2], true), ...tests([3, 4, 5])],
        });
        expect(result.verdict).toBe('Accepted');
        const batches = programRuns().filter((r) => r.batch);
        expect(batches).toHaveLength(2);
        expect(batches[0]?.stdin).toContain('1 1\n');
        expect(batches[0]?.stdin).not.toContain('3 1\n');
        expect(batches[1]?.stdin).toContain('3 1\n');
        expect(batches[1]?.stdin).not.toContain('2 1\n');
      },
      SLOW,
    );

    it(
      'when one test sleeps past its limit, then that test is Time Limit Exceeded and the others Accepted',
      async () => {
        const source = summing('if (a == 2) Thread.sleep(60_000);');
        const result = await judged({ source, tests: tests([1, 2, 3]), limits: { timeMs: 300 } });
        expect(result.tests.map((t) => t.verdict)).toEqual(['Accepted', 'Time Limit Exceeded', 'Accepted']);
      },
      SLOW,
    );

    it(
      'when a program leaves a daemon thread running, then its tests are still Accepted (a fresh JVM follows it)',
      async () => {
        const source = summing(IDLE_DAEMON);
        const result = await judged({ source, tests: tests([1, 2, 3]) });
        expect(result.verdict).toBe('Accepted');
        // The batch stops after the test whose threads outlive it; no test runs twice, and as the next
        // would only do the same, the rest run alone.
        expect(programRuns().map((r) => r.batch)).toEqual([true, false, false]);
      },
      SLOW,
    );

    it(
      'when a program leaves threads outside its own group (a parallel stream’s pool), then its tests are still Accepted',
      async () => {
        const source = summing(
          'b += LongStream.range(0, 100_000).parallel().map(x -> x % 2).sum() - 50_000;',
        );
        const result = await judged({ source, tests: tests([1, 2, 3]) });
        expect(result.verdict).toBe('Accepted');
        expect(programRuns().map((r) => r.batch)).toEqual([true, false, false]);
      },
      SLOW,
    );

    it(
      'when one test leaves a thread behind, then a fresh JVM takes over from the test after it',
      async () => {
        const source = summing(`if (a == 3) { ${IDLE_DAEMON} }`);
        const result = await judged({ source, tests: tests([1, 2, 3, 4, 5, 6]) });
        expect(result.verdict).toBe('Accepted');
        const runs = programRuns();
        expect(runs.map((r) => r.batch)).toEqual([true, true]);
        expect(runs[1]?.stdin.startsWith('T 3 4\n4 1\n')).toBe(true);
      },
      SLOW,
    );
  };
}
