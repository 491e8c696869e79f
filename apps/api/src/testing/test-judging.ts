import { loadJudgeConfig } from '@codecourt/judge';
import type { Database } from '../db/client.js';
import { captureLogs } from './log-capture.js';
import { createInProcessJudging } from '../modules/judging/create-judging.js';
import type { Judging, JudgingOptions } from '../modules/judging/create-judging.js';
import { tempDir } from './tiny-package.js';

/**
 * The in-process judge with the real compilers, its artefact cache in a temp folder, two programs at a
 * time; quiet unless given a logger, counting its figures in `metricsRegistry` when given one.
 */
export async function createTestJudging(
  db: Database,
  submitWaitMs = 30_000,
  extra: Partial<Pick<JudgingOptions, 'logger' | 'metricsRegistry' | 'probeLanguages'>> = {},
): Promise<Judging> {
  return createInProcessJudging({
    config: {
      redisUrl: undefined,
      judge: loadJudgeConfig({ ...process.env, DATA_DIR: await tempDir() }),
      submitWaitMs,
    },
    db,
    logger: captureLogs('silent').logger,
    concurrency: 2,
    // Test files run two at a time on CI's two cores, each with its own judge: spreading as well would put
    // four programs on two cores where the tests measure theirs. Spreading is tested on its own gateways.
    spread: false,
    ...extra,
  });
}
