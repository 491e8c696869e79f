import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { submitResponseSchema } from '@codecourt/contracts';
import type { SubmissionRow } from '../db/schema/index.js';
import type { DatabaseHandle } from '../db/client.js';
import { createSubmissionRepository } from '../modules/submissions/repository.js';
import { startWebServer, stopWebServer } from '../server.js';
import { startWorkerProcess } from './judge-worker-process.js';
import type { WorkerProcess } from './judge-worker-process.js';
import { captureLogs } from './log-capture.js';
import { signedInBrowser } from './sign-in.js';
import type { TestBrowser } from './test-browser.js';
import { createTestConfig } from './test-config.js';
import { importTestPackage } from './test-problems.js';
import { waitFor } from './wait-for.js';

/** Lock timing short enough that a killed worker's job is taken by another within a few seconds. */
export const FAST_STALL = { JUDGE_LOCK_DURATION_MS: '2000', JUDGE_STALLED_INTERVAL_MS: '1000' };

export type FaultStack = {
  url: string;
  browser: TestBrowser;
  problemId: string;
  /** Everything the API logged so far. */
  logs: () => string;
  /** POST submit with `?wait=false`: the status and body, as the web app gets them. */
  submit: (code: string) => Promise<{ status: number; body: unknown }>;
  /** The submission's stored row once it has a verdict (fails after `timeoutMs`). */
  storedVerdict: (id: string, timeoutMs?: number) => Promise<SubmissionRow>;
  row: (id: string) => Promise<SubmissionRow | undefined>;
  /**
   * A judge worker process on the stack's Redis, stopped with the stack. Its locks are short (FAST_STALL)
   * unless `env` says otherwise: a short lock on a loaded machine can stall a long job that is being judged.
   */
  startWorker: (env?: Record<string, string>) => Promise<WorkerProcess>;
  stop: () => Promise<void>;
};

/**
 * The real API (startWebServer, the wiring production runs: pool, change feed, BullMQ gateway, periodic
 * reconcile every 500 ms) on `database` and `redisUrl`, with the add-two problem imported and a signed-in
 * user. `database` is the test's own handle on the same database, used to import and to read rows back.
 */
export async function startFaultStack(options: {
  database: DatabaseHandle;
  databaseUrl?: string;
  redisUrl: string;
}): Promise<FaultStack> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'codecourt-faults-'));
  const capture = captureLogs('info');
  const config = createTestConfig({
    port: 0,
    dataDir,
    databaseUrl: options.databaseUrl,
    redisUrl: options.redisUrl,
    reconcileIntervalMs: 500,
    submissionRateLimit: { windowMs: 60_000, max: 10_000 },
  });
  const { url } = await startWebServer({
    config,
    logger: capture.logger,
    // Without a URL the API judges on the test's own (embedded) database handle.
    ...(options.databaseUrl ? {} : { database: options.database }),
  });
  const workers: WorkerProcess[] = [];
  try {
    const problemId = (await importTestPackage(options.database.db, { dataDir })).id;
    const { browser } = await signedInBrowser(url);
    const submissions = createSubmissionRepository(options.database.db);
    return {
      url,
      browser,
      problemId,
      logs: capture.text,
      submit: async (code) => {
        const res = await browser.post(`/api/submission/submit/${problemId}?wait=false`, {
          code,
          language: 'python',
        });
        return { status: res.status, body: res.body as unknown };
      },
      row: (id) => submissions.findById(id),
      storedVerdict: (id, timeoutMs = 40_000) =>
        waitFor(
          async () => {
            const row = await submissions.findById(id).catch(() => undefined);
            return row?.status === 'done' ? row : undefined;
          },
          `the stored verdict of ${id}`,
          timeoutMs,
        ),
      startWorker: async (env = FAST_STALL) => {
        const worker = await startWorkerProcess(options.redisUrl, env);
        workers.push(worker);
        return worker;
      },
      stop: async () => {
        await Promise.all(workers.map((worker) => worker.kill('SIGTERM')));
        await stopWebServer();
        await rm(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await stopWebServer();
    throw error;
  }
}

/** The id of an accepted (202) submit, or a failure naming what was answered instead. */
export function acceptedId(answer: { status: number; body: unknown }): string {
  if (answer.status !== 202 && answer.status !== 200)
    throw new Error(`submit answered ${String(answer.status)}: ${JSON.stringify(answer.body)}`);
  return submitResponseSchema.parse(answer.body)._id;
}
