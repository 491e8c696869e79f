// A private redis-server and the API's BullMQ gateway whose results go nowhere: for tests that watch the
// workers (who ran when), not what the API stores.
import { captureLogs } from './log-capture.js';
import { startTestRedis } from './redis-server.js';
import type { TestRedis } from './redis-server.js';
import { createBullmqGateway } from '../modules/judging/bullmq-gateway.js';
import type { JudgeGateway } from '../modules/judge-gateway/judge-gateway.js';

const ignore = () => Promise.resolve();

export async function startListenerlessQueue(runWaitMs = 60_000): Promise<{
  redis: TestRedis;
  gateway: JudgeGateway;
}> {
  const redis = await startTestRedis({ privateServer: true });
  const gateway = await createBullmqGateway({
    redisUrl: redis.url,
    listener: { started: ignore, finished: ignore, failed: ignore },
    logger: captureLogs('silent').logger,
    runWaitMs,
  });
  return { redis, gateway };
}
