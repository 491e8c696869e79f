// A run the machine starved (the wall clock ran out while the program had used under half its CPU time)
// is run once more, alone, and that run decides: a busy judge host never turns a right program into TLE,
// nor a compile it starved into a Compilation Error.
// The sandbox is real; only the first run on the test is given a 1 ms wall clock, which is what a run
// that waited on two busy cores looks like to the judge.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { MESSAGES } from '@codecourt/contracts';
import type { SandboxDriver } from '@codecourt/contracts';
import { createJudge } from '../engine/create-judge.js';
import type { Judge } from '../engine/create-judge.js';
import { createSandbox } from '../sandbox/detect.js';
import type { Sandbox, SandboxSession } from '../sandbox/types.js';
import { CONFORMANCE_PROGRAMS } from './programs/index.js';
import { TEST_JUDGE_CONFIG } from './test-config.js';

const SLOW = 120_000;
const TEST = { input: '2 40\n', expected: '42\n' };

type StarvingState = { starved: number; runs: number; compilesStarved: number; compiles: number };

/**
 * The real sandbox, except that the first `starved` runs fed the test's input, and the first
 * `compilesStarved` compiles, get a 1 ms wall clock.
 */
function starving(sandbox: Sandbox, state: StarvingState): Sandbox {
  return {
    name: sandbox.name,
    toolchainVersion: (language) => sandbox.toolchainVersion(language),
    prebuiltDir: (language) => sandbox.prebuiltDir(language),
    dispose: () => sandbox.dispose(),
    open: async (options) => {
      const session = await sandbox.open(options);
      const run: SandboxSession['run'] = (spec) => {
        if (spec.keepsFiles) {
          state.compiles += 1;
          return session.run(state.compiles <= state.compilesStarved ? { ...spec, wallMs: 1 } : spec);
        }
        if (spec.stdin.toString() !== TEST.input) return session.run(spec);
        state.runs += 1;
        return session.run(state.runs <= state.starved ? { ...spec, wallMs: 1 } : spec);
      };
      // Every other member is the session's own, called on it.
      return new Proxy(session, {
        get: (target, key) => {
          if (key === 'run') return run;
          const value: unknown = Reflect.get(target, key);
          return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
        },
      });
    },
  };
}

export function starvedRunSuite(driver: SandboxDriver): () => void {
  return () => {
    let judge: Judge;
    let cacheDir: string;
    const state: StarvingState = { starved: 0, runs: 0, compilesStarved: 0, compiles: 0 };
    beforeAll(async () => {
      cacheDir = await mkdtemp(join(tmpdir(), 'codecourt-starved-'));
      const sandbox = starving(await createSandbox(driver, TEST_JUDGE_CONFIG), state);
      judge = await createJudge({ config: TEST_JUDGE_CONFIG, sandbox, cacheDir });
    });
    afterAll(async () => {
      await judge.close();
      await rm(cacheDir, { recursive: true, force: true });
    });

    it(
      'when the wall clock ends a run that used under half its CPU time, then the test runs once more and that run decides',
      async () => {
        Object.assign(state, { starved: 1, runs: 0, compilesStarved: 0 });
        const result = await judge.judge({
          language: 'python',
          source: CONFORMANCE_PROGRAMS.python.accepted,
          tests: [TEST],
        });
        expect(result.verdict).toBe('Accepted');
        expect(state.runs).toBe(2);
      },
      SLOW,
    );

    it(
      'when the second run is starved too, then the verdict is Time Limit Exceeded on wall-clock time and no third run is made',
      async () => {
        Object.assign(state, { starved: 2, runs: 0, compilesStarved: 0 });
        const result = await judge.judge({
          language: 'python',
          source: CONFORMANCE_PROGRAMS.python.accepted,
          tests: [TEST],
        });
        expect(result.verdict).toBe('Time Limit Exceeded');
        expect(result.message).toBe('Wall-clock time limit exceeded');
        expect(state.runs).toBe(2);
      },
      SLOW,
    );

    it(
      'when a run uses its CPU time up, then it is Time Limit Exceeded at once, never run again',
      async () => {
        Object.assign(state, { starved: 0, runs: 0, compilesStarved: 0 });
        const result = await judge.judge({
          language: 'c',
          source: CONFORMANCE_PROGRAMS.c.busyLoop,
          tests: [TEST],
          limits: { timeMs: 300 },
        });
        expect(result.verdict).toBe('Time Limit Exceeded');
        expect(state.runs).toBe(1);
      },
      SLOW,
    );

    // A source of its own per test: a compile the cache already holds would not run at all.
    const freshC = () => `${CONFORMANCE_PROGRAMS.c.accepted}// ${randomUUID()}\n`;

    it(
      'when the wall clock ends a compile that used under half its CPU time, then it compiles once more and that compile decides',
      async () => {
        Object.assign(state, { starved: 0, runs: 0, compilesStarved: 1, compiles: 0 });
        const result = await judge.judge({ language: 'c', source: freshC(), tests: [TEST] });
        expect(result.verdict).toBe('Accepted');
        expect(state.compiles).toBe(2);
      },
      SLOW,
    );

    it(
      'when the second compile is starved too, then Compilation Error for its limits, not kept in the cache',
      async () => {
        Object.assign(state, { starved: 0, runs: 0, compilesStarved: 2, compiles: 0 });
        const source = freshC();
        const starved = await judge.judge({ language: 'c', source, tests: [TEST] });
        expect(starved.verdict).toBe('Compilation Error');
        expect(starved.message).toContain(MESSAGES.compileLimitExceeded);
        expect(state.compiles).toBe(2);

        // The machine's doing, not the source's: the next judgement compiles it again.
        const again = await judge.judge({ language: 'c', source, tests: [TEST] });
        expect(again.verdict).toBe('Accepted');
        expect(state.compiles).toBe(3);
      },
      SLOW,
    );
  };
}
