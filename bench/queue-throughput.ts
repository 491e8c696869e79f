// (d) 100 submissions queued at once through the real API (BullMQ producer) on a Redis started here,
// judged by 2 worker processes: submissions per second and p50/p95 latency from request to verdict.
import { ApiClient } from './lib/api-client.js';
import { BENCH_PROBLEM_TITLE, BENCH_TESTS } from './lib/bench-problem.js';
import { emit, percentile, say } from './lib/figures.js';
import { startRedis } from './lib/redis-server.js';
import { startBenchApi } from './lib/start-api.js';
import { expectAccepted, submitAndWait } from './lib/submit.js';
import { TINY_SOURCE } from './lib/tiny-program.js';
import { startWorkers } from './lib/worker-processes.js';

const WORKERS = 2;

export async function benchQueueThroughput(options: { submissions: number }): Promise<void> {
  const redis = await startRedis();
  const api = await startBenchApi({ redisUrl: redis.url });
  const workers = await startWorkers(WORKERS, {
    REDIS_URL: redis.url,
    DATA_DIR: api.dataDir,
    ...(process.env.JUDGE_SANDBOX ? { JUDGE_SANDBOX: process.env.JUDGE_SANDBOX } : {}),
  });
  try {
    const client = new ApiClient(api.url);
    await client.signUp();
    const problemId = await client.problemId(BENCH_PROBLEM_TITLE);
    const driver = await client.sandbox();
    // The first submission compiles the source (cached for all the rest); the second is the lone baseline.
    expectAccepted(await submitAndWait(client, problemId, TINY_SOURCE), BENCH_TESTS);
    const single = await submitAndWait(client, problemId, TINY_SOURCE);
    expectAccepted(single, BENCH_TESTS);
    say(
      `queue throughput: ${String(options.submissions)} submits at once, ${String(WORKERS)} workers x concurrency 1`,
    );
    const started = performance.now();
    const judged = await Promise.all(
      Array.from({ length: options.submissions }, () => submitAndWait(client, problemId, TINY_SOURCE)),
    );
    const wallMs = performance.now() - started;
    for (const one of judged) expectAccepted(one, BENCH_TESTS);
    const latencies = judged.map((j) => j.ms);
    const perSecond = options.submissions / (wallMs / 1000);
    const oneAtATime = 1000 / single.ms;
    emit({
      name: 'queue.throughput_per_s',
      value: perSecond,
      unit: 'submissions/s',
      baseline: oneAtATime,
      target: null,
      note: `${String(options.submissions)} ${String(BENCH_TESTS)}-test C++ submits queued at once, ${String(WORKERS)} worker processes, wall ${String(Math.round(wallMs))} ms; baseline = one submission at a time (1 / its latency), cached artefact in both, ${driver} driver as /api/health reports it`,
    });
    emit({
      name: 'queue.latency_p50_ms',
      value: percentile(latencies, 50),
      unit: 'ms',
      baseline: single.ms,
      target: null,
      note: 'request to verdict for the queued burst; baseline = a lone submission',
    });
    emit({
      name: 'queue.latency_p95_ms',
      value: percentile(latencies, 95),
      unit: 'ms',
      baseline: single.ms,
      target: null,
      note: 'request to verdict for the queued burst; baseline = a lone submission',
    });
  } finally {
    await workers.stop();
    await api.stop();
    await redis.stop();
  }
}
