import { loadJudgeConfig } from '@codecourt/judge';
import { createJudging } from '../modules/judging/create-judging.js';
import type { Judging } from '../modules/judging/create-judging.js';
import type { Database } from '../db/client.js';
import { captureLogs } from './log-capture.js';
import { tempDir } from './tiny-package.js';

/** The BullMQ judge gateway on `redisUrl`, as server.ts builds it when REDIS_URL is set. */
export async function createRedisJudging(
  db: Database,
  redisUrl: string,
  submitWaitMs = 30_000,
): Promise<Judging> {
  return createJudging({
    config: { redisUrl, judge: loadJudgeConfig({ DATA_DIR: await tempDir() }), submitWaitMs },
    db,
    logger: captureLogs('silent').logger,
  });
}
