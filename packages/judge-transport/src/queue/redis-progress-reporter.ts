// A submission's finished tests, for the API to show live: each is appended to a Redis list every API
// instance can read (a subscriber that connects late replays it), then announced as the job's progress
// (every API instance hears it through QueueEvents).
import { JUDGE_PROGRESS_TTL_S, judgeProgressKey } from '@codecourt/contracts';
import type { Redis } from 'ioredis';
import type { ProgressReporter } from './process-judge-job.js';

export function createRedisProgressReporter(client: Redis): ProgressReporter {
  return {
    async start(_job, submissionId) {
      await client.del(judgeProgressKey(submissionId));
    },
    async test(job, submissionId, progress) {
      const key = judgeProgressKey(submissionId);
      await client.multi().rpush(key, JSON.stringify(progress)).expire(key, JUDGE_PROGRESS_TTL_S).exec();
      await job.updateProgress(progress);
    },
  };
}
