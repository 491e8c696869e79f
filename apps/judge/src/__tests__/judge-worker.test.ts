// The judge worker against a real redis-server and the real engine (process sandbox): jobs in, verdicts out,
// Internal Errors retried, a killed worker's job judged by another, SIGTERM finishing the job under way.
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import { Redis } from 'ioredis';
import {
  JUDGE_QUEUE,
  judgeJobResultSchema,
  judgeProgressKey,
  judgeTestProgressSchema,
} from '@codecourt/contracts';
import type { JudgeJobData, JudgeRequest, JudgeTestProgress } from '@codecourt/contracts';
import { Job, Queue, QueueEvents } from 'bullmq';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startJudgeWorker } from '@codecourt/judge-transport';
import type { JudgeWorker, JudgeWorkerEvent } from '@codecourt/judge-transport';
import { startRedisServer } from './redis-server.js';
import type { RedisServer } from './redis-server.js';

const JUDGE_DIR = fileURLToPath(new URL('../..', import.meta.url));
const FAST_LOCKS = { lockDurationMs: 2_000, stalledIntervalMs: 1_000 };

let redis: RedisServer;
let queue: Queue;
let events: QueueEvents;
let dataDir: string;
let worker: JudgeWorker | undefined;
let child: ChildProcess | undefined;

beforeAll(async () => {
  redis = await startRedisServer();
  queue = new Queue(JUDGE_QUEUE.name, { connection: { url: redis.url } });
  events = new QueueEvents(JUDGE_QUEUE.name, { connection: { url: redis.url } });
  await events.waitUntilReady();
  dataDir = await mkdtemp(join(tmpdir(), 'codecourt-worker-'));
});

afterEach(async () => {
  await worker?.close();
  worker = undefined;
  if (child?.pid !== undefined && child.exitCode === null && child.signalCode === null) {
    process.kill(-child.pid, 'SIGKILL');
    await once(child, 'exit');
  }
  child = undefined;
  await queue.obliterate({ force: true });
});

afterAll(async () => {
  await events.close();
  await queue.close();
  await redis.stop();
  await rm(dataDir, { recursive: true, force: true });
});

const sumPython = 'a, b = map(int, input().split())\nprint(a + b)\n';
const slowPython = 'import time\ntime.sleep(0.4)\na, b = map(int, input().split())\nprint(a + b)\n';

function request(source: string, tests = 1): JudgeRequest {
  return {
    language: 'python',
    source,
    tests: Array.from({ length: tests }, (_, i) => ({
      input: `${String(i)} 1\n`,
      expected: `${String(i + 1)}\n`,
    })),
  };
}

async function submit(
  data: Partial<JudgeJobData> & { request?: JudgeRequest },
  backoffMs = 50,
): Promise<Job> {
  const submissionId = randomUUID();
  return queue.add(
    'judge',
    { submissionId, ...data },
    { jobId: submissionId, attempts: JUDGE_QUEUE.attempts, backoff: { type: 'fixed', delay: backoffMs } },
  );
}

async function startInProcess(onEvent?: (event: JudgeWorkerEvent) => void): Promise<JudgeWorker> {
  worker = await startJudgeWorker({
    redisUrl: redis.url,
    concurrency: 2,
    judge: { sandbox: 'process', cacheDir: join(dataDir, 'artefacts') },
    ...FAST_LOCKS,
    ...(onEvent ? { onEvent } : {}),
  });
  return worker;
}

/** The real worker entry in its own process group, so the test can kill all of it. */
async function startWorkerProcess(): Promise<ChildProcess> {
  const started = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', 'src/worker.ts'], {
    cwd: JUDGE_DIR,
    detached: true,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: {
      PATH: process.env.PATH,
      REDIS_URL: redis.url,
      JUDGE_SANDBOX: 'process',
      JUDGE_CONCURRENCY: '1',
      JUDGE_LOCK_DURATION_MS: String(FAST_LOCKS.lockDurationMs),
      JUDGE_STALLED_INTERVAL_MS: String(FAST_LOCKS.stalledIntervalMs),
      DATA_DIR: dataDir,
    },
  });
  child = started;
  let output = '';
  started.stdout.setEncoding('utf8');
  await new Promise<void>((resolve, reject) => {
    started.stdout.on('data', (chunk: string) => {
      output += chunk;
      if (output.includes('judge worker ready')) resolve();
    });
    started.once('exit', (code) => {
      reject(new Error(`worker exited with ${String(code)} before it was ready: ${output}`));
    });
  });
  return started;
}

async function waitForState(job: Job, state: string): Promise<void> {
  for (let i = 0; i < 200; i++) {
    if ((await job.getState()) === state) return;
    await sleep(50);
  }
  throw new Error(`job ${String(job.id)} never became ${state}`);
}

describe('the judge worker', () => {
  it('when a submit job is judged, then each test is announced as job progress and kept in its Redis list, in order, before the result', async () => {
    await startInProcess();
    const job = await submit({ request: request(sumPython, 3) });
    const heard: (JudgeTestProgress | 'completed')[] = [];
    const onProgress = ({ jobId, data }: { jobId: string; data: unknown }) => {
      if (jobId === job.id) heard.push(judgeTestProgressSchema.parse(data));
    };
    const onCompleted = ({ jobId }: { jobId: string }) => {
      if (jobId === job.id) heard.push('completed');
    };
    events.on('progress', onProgress);
    events.on('completed', onCompleted);

    try {
      await job.waitUntilFinished(events, 30_000);
    } finally {
      events.off('progress', onProgress);
      events.off('completed', onCompleted);
    }

    expect(heard.map((event) => (event === 'completed' ? event : event.index))).toEqual([
      0,
      1,
      2,
      'completed',
    ]);
    expect(heard[0]).toMatchObject({ verdict: 'Accepted', visible: false });
    const client = new Redis(redis.url);
    try {
      const stored = await client.lrange(judgeProgressKey(job.id ?? ''), 0, -1);
      expect(stored.map((text) => judgeTestProgressSchema.parse(JSON.parse(text)).index)).toEqual([0, 1, 2]);
    } finally {
      client.disconnect();
    }
  });

  it('when a valid job is queued, then the worker returns the engine verdict as a JudgeResult', async () => {
    await startInProcess();
    const ok = await submit({ request: request(sumPython, 3) });
    const wrong = await submit({ request: request('print(0)\n', 3) });

    const okResult = judgeJobResultSchema.parse(await ok.waitUntilFinished(events, 30_000));
    const wrongResult = judgeJobResultSchema.parse(await wrong.waitUntilFinished(events, 30_000));

    expect(okResult).toMatchObject({ verdict: 'Accepted', testsPassed: 3, totalTests: 3, driver: 'process' });
    expect(wrongResult).toMatchObject({ verdict: 'Wrong Answer', testsPassed: 0 });
  });

  it('when job data is invalid, then the job fails at once without retries', async () => {
    await startInProcess();
    const job = await queue.add(
      'judge',
      { submissionId: 'not-a-uuid', request: { language: 'cobol' } },
      { attempts: 3, backoff: { type: 'fixed', delay: 50 } },
    );

    await expect(job.waitUntilFinished(events, 30_000)).rejects.toThrow(/Invalid judge job data/);
    const failed = await Job.fromId(queue, job.id ?? '');

    expect(failed?.attemptsStarted).toBe(1);
    expect(await failed?.getState()).toBe('failed');
  });

  it('when the engine answers Internal Error, then the job is retried with backoff and the last attempt returns the IE result', async () => {
    const seen: JudgeWorkerEvent[] = [];
    await startInProcess((event) => seen.push(event));
    // A validator that exits with neither 42 nor 43 is the judge's fault: Internal Error.
    const broken = { language: 'python' as const, source: 'import sys\nsys.exit(3)\n' };
    const job = await submit({
      request: { ...request(sumPython), checker: { kind: 'custom', validator: broken } },
    });

    const result = judgeJobResultSchema.parse(await job.waitUntilFinished(events, 30_000));
    const finished = await Job.fromId(queue, job.id ?? '');

    expect(result.verdict).toBe('Internal Error');
    expect(result.message).toMatch(/output validator failed/);
    expect(finished?.attemptsStarted).toBe(JUDGE_QUEUE.attempts);
    expect(seen.filter((e) => e.type === 'failed')).toHaveLength(JUDGE_QUEUE.attempts - 1);
  });

  it('when a worker process is killed mid-job, then another worker picks the stalled job up and judges it', async () => {
    const doomed = await startWorkerProcess();
    const job = await submit({ request: request(slowPython, 8) });
    await waitForState(job, 'active');

    process.kill(-(doomed.pid ?? 0), 'SIGKILL');
    await once(doomed, 'exit');
    await startInProcess();
    const result = judgeJobResultSchema.parse(await job.waitUntilFinished(events, 30_000));

    expect(result).toMatchObject({ verdict: 'Accepted', testsPassed: 8 });
  });

  it('when the worker process gets SIGTERM mid-job, then it finishes that job and exits 0', async () => {
    const running = await startWorkerProcess();
    const job = await submit({ request: request(slowPython, 4) });
    await waitForState(job, 'active');

    running.kill('SIGTERM');
    const [code] = (await once(running, 'exit')) as [number | null];
    const finished = await Job.fromId(queue, job.id ?? '');

    expect(code).toBe(0);
    expect(await finished?.getState()).toBe('completed');
    expect(finished?.returnvalue).toMatchObject({ verdict: 'Accepted', testsPassed: 4 });
  });
});
