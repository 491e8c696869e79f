import { createJudge, loadJudgeConfig } from '@codecourt/judge';
import type { Database } from '../db/client.js';
import { createInProcessJudging } from '../modules/judging/create-judging.js';
import type { Judging } from '../modules/judging/create-judging.js';
import { captureLogs } from './log-capture.js';
import { tempDir } from './tiny-package.js';

/**
 * The in-process judge whose engine only judges on `release()`: until then every submission stays
 * queued, so a test can change the world between a submit and its verdict.
 */
export async function createHeldTestJudging(
  db: Database,
  submitWaitMs: number,
): Promise<{ judging: Judging; release: () => void }> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const judge = loadJudgeConfig({ ...process.env, DATA_DIR: await tempDir() });
  const judging = createInProcessJudging({
    config: { redisUrl: undefined, judge, submitWaitMs },
    db,
    logger: captureLogs('silent').logger,
    concurrency: 2,
    // Test files run two at a time on CI's two cores, each with its own judge: spreading as well would put
    // four programs on two cores where the tests measure theirs. Spreading is tested on its own gateways.
    spread: false,
    // The engine starts (and its toolchains are probed) as in production; only its judging waits.
    createJudge: async () => {
      const engine = await createJudge({ config: judge });
      return {
        ...engine,
        // Held inside the judge's place, as a slow program holds it: the job counts as taken (Judge0's
        // "Processing") from its first place on, and the places stay busy until the release.
        judge: async (request, hooks) => {
          const slot = hooks?.slot;
          if (!slot) {
            await released;
            return engine.judge(request, hooks);
          }
          return engine.judge(request, {
            ...hooks,
            slot: (work) =>
              slot(async () => {
                await released;
                return work();
              }),
          });
        },
        run: async (...args) => {
          await released;
          return engine.run(...args);
        },
      };
    },
  });
  return { judging, release };
}
