import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { judge0Submissions } from '../../../db/schema/index.js';
import { captureLogs } from '../../../testing/log-capture.js';
import { createHeldTestJudging } from '../../../testing/held-test-judging.js';
import { judge0Client } from '../../../testing/judge0-client.js';
import type { Judge0TestClient } from '../../../testing/judge0-client.js';
import { createTestApp } from '../../../testing/test-app.js';
import type { TestApp } from '../../../testing/test-app.js';
import { createTestDatabase } from '../../../testing/test-database.js';
import type { TestDatabase } from '../../../testing/test-database.js';
import { waitFor } from '../../../testing/wait-for.js';
import { createVerdictWaiters } from '../../judge-gateway/verdict-waiters.js';
import { createJudge0OutcomeRecorder } from '../outcome-recorder.js';
import { scheduleJudge0Pruning } from '../prune-schedule.js';
import { createJudge0Repository } from '../repository.js';

// What happens to a submission after the judge: the judge giving up, and the retention prune.
let database: TestDatabase;
let t: TestApp;
let client: Judge0TestClient;
const python = { source_code: 'print(1)', language_id: 71 };
const DAY_MS = 24 * 3_600_000;

beforeAll(async () => {
  database = await createTestDatabase();
  const { judging } = await createHeldTestJudging(database.db, 1_000);
  t = await createTestApp({ database, judging });
  client = await judge0Client(t.app);
});
afterAll(async () => {
  await database.dispose();
});

const submit = async () =>
  ((await client.post('/judge0/submissions', python)).body as { token: string }).token;

describe('a submission the judge gives up on', () => {
  it('when the queue reports the job failed for good, then it is 13 Internal Error with the reason, and a late result does not overwrite it', async () => {
    const token = await submit();
    const repository = createJudge0Repository(database.db);
    const recorder = createJudge0OutcomeRecorder({
      repository,
      waiters: createVerdictWaiters(),
      logger: captureLogs('silent').logger,
    });

    await recorder.failed(token, 'the worker died three times');
    const stored = await repository.finish(token, {
      statusId: 3,
      message: null,
      exitCode: 0,
      exitSignal: null,
      stdoutBase64: null,
      stderrBase64: null,
      compileOutput: null,
      timeMs: 1,
      wallTimeMs: 1,
      memoryKb: 1,
    });
    const res = await client.get(`/judge0/submissions/${token}?fields=status,message,finished_at`);

    expect(stored).toBe(false);
    expect(res.body).toMatchObject({
      status: { id: 13, description: 'Internal Error' },
      message: 'the worker died three times',
    });
    expect((res.body as { finished_at: string | null }).finished_at).not.toBeNull();
  });
});

describe('retention', () => {
  it('when a submission is older than the retention, then the prune deletes it and keeps the newer ones', async () => {
    const old = await submit();
    const recent = await submit();
    await database.db
      .update(judge0Submissions)
      .set({ createdAt: new Date(Date.now() - DAY_MS - 60_000) })
      .where(eq(judge0Submissions.token, old));

    const stop = scheduleJudge0Pruning(
      createJudge0Repository(database.db),
      DAY_MS,
      captureLogs('silent').logger,
    );
    try {
      await waitFor(
        async () => ((await client.get(`/judge0/submissions/${old}`)).status === 404 ? true : undefined),
        'the old submission to be pruned',
      );
    } finally {
      stop();
    }
    const kept = await client.get(`/judge0/submissions/${recent}`);

    expect(kept.status).toBe(200);
  });
});
