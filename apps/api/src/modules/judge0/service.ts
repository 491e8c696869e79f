import { JUDGE0_LANGUAGES, JUDGE0_LIMITS, JUDGE0_MESSAGES } from '@codecourt/contracts';
import type { Judge0Field, Judge0Submission } from '@codecourt/contracts';
import type { JudgeGateway } from '../judge-gateway/judge-gateway.js';
import { offeredLanguages } from '../judge-gateway/offered-language.js';
import type { VerdictWaiters } from '../judge-gateway/verdict-waiters.js';
import { internalErrorFinish, judge0JobId, judgeRequestOf } from './judge-request.js';
import type { Judge0Repository } from './repository.js';
import { serialiseSubmission } from './serialise.js';
import { parseSubmission } from './submission-request.js';
import type { Judge0FieldErrors } from './submission-request.js';

/** An answer as Judge0 gives it: a status and a JSON body. */
export type Judge0Reply = { status: number; body: unknown };
export type Output = { fields: readonly Judge0Field[]; base64: boolean };

type Deps = {
  repository: Judge0Repository;
  gateway: JudgeGateway;
  waiters: VerdictWaiters;
  /** The judge's backlog past which new submissions are refused (503 "queue is full"). */
  queueLimit: number;
  /** Each user's bytes of kept submissions, and how long they are kept (for the 429's message). */
  storage: { quotaBytes: number; retentionMs: number };
  /** How long `wait=true` waits for the verdict before answering the submission as it is. */
  waitMs: number;
};

export function createJudge0Service(deps: Deps) {
  const { repository, gateway, waiters } = deps;

  const queueFull = async (adding: number): Promise<Judge0Reply | null> =>
    (await gateway.backlog()) + adding > deps.queueLimit
      ? { status: 503, body: { error: JUDGE0_MESSAGES.queueFull } }
      : null;

  /** Past the user's storage quota (all tokens together), new submissions wait until older ones expire. */
  const overQuota = async (userId: string): Promise<Judge0Reply | null> => {
    const { quotaBytes, retentionMs } = deps.storage;
    if ((await repository.storedBytes(userId)) < quotaBytes) return null;
    const message = JUDGE0_MESSAGES.storageQuotaExceeded(quotaBytes, Math.round(retentionMs / 3_600_000));
    return { status: 429, body: { error: message } };
  };

  /** Judge0's languages whose toolchain the judge found at its start probe (all when it has no probe). */
  const offered = async () => {
    const probed = await offeredLanguages(gateway);
    return JUDGE0_LANGUAGES.filter((l) => probed.includes(l.language));
  };

  /**
   * Stores and enqueues one valid submission; answers its token, or its field errors. A job the queue
   * refuses leaves its row an Internal Error (Judge0's status for a fault of its own), never In Queue.
   */
  const submit = async (
    userId: string,
    input: unknown,
    base64: boolean,
    requestId: string | undefined,
    beforeEnqueue?: (jobId: string) => void,
  ): Promise<{ token: string; notQueued?: true } | { errors: Judge0FieldErrors }> => {
    const parsed = parseSubmission(input, base64);
    if (!parsed.ok) return { errors: parsed.errors };
    const { languageId } = parsed.draft;
    // A language without its toolchain here does not exist for Judge0's clients (GET /languages omits it).
    if (!(await offered()).some((l) => l.id === languageId))
      return { errors: { language_id: [JUDGE0_MESSAGES.unknownLanguage(languageId)] } };
    const row = await repository.insert(userId, parsed.draft);
    const jobId = judge0JobId(row.token);
    beforeEnqueue?.(jobId);
    try {
      await gateway.enqueue({ kind: 'judge0', judge0Token: row.token }, judgeRequestOf(row), {
        owner: userId,
        requestId,
      });
    } catch {
      await repository.finish(row.token, internalErrorFinish(JUDGE0_MESSAGES.enqueueFailed));
      waiters.notify(jobId);
      return { token: row.token, notQueued: true };
    }
    return { token: row.token };
  };
  const notQueued = (token: string) => ({ error: JUDGE0_MESSAGES.enqueueFailed, token });

  const shown = async (userId: string, token: string, output: Output) => {
    const [row] = await repository.findOwned(userId, [token]);
    return row ? serialiseSubmission(row, output.fields, output.base64) : undefined;
  };

  return {
    /** GET /languages: what this judge can run. */
    async languages() {
      return (await offered()).map(({ id, name }) => ({ id, name }));
    },

    /** `requestId`: the API request's id, which the judge's log lines for the job repeat. */
    async create(
      userId: string,
      input: unknown,
      options: Output & { wait: boolean; requestId?: string | undefined },
    ): Promise<Judge0Reply> {
      const refused = (await queueFull(1)) ?? (await overQuota(userId));
      if (refused) return refused;
      let waited: Promise<unknown> | undefined;
      const created = await submit(userId, input, options.base64, options.requestId, (jobId) => {
        // Listening before the job exists, so a verdict faster than this request is not missed.
        if (options.wait) waited = waiters.wait(jobId, deps.waitMs);
      });
      if ('errors' in created) return { status: 422, body: created.errors };
      if (created.notQueued) return { status: 503, body: notQueued(created.token) };
      if (!waited) return { status: 201, body: { token: created.token } };
      await waited;
      const serialised = await shown(userId, created.token, options);
      if (!serialised) return { status: 201, body: { token: created.token } };
      return serialised.ok
        ? { status: 201, body: serialised.body }
        : { status: 201, body: { error: JUDGE0_MESSAGES.notConvertible, token: created.token } };
    },

    async createBatch(
      userId: string,
      input: unknown,
      base64: boolean,
      requestId?: string,
    ): Promise<Judge0Reply> {
      const items: unknown[] =
        typeof input === 'object' &&
        input !== null &&
        Array.isArray((input as { submissions?: unknown }).submissions)
          ? (input as { submissions: unknown[] }).submissions
          : [];
      if (items.length > JUDGE0_LIMITS.maxBatchSize)
        return { status: 400, body: { error: JUDGE0_MESSAGES.batchTooLarge } };
      if (items.length === 0) return { status: 400, body: { error: JUDGE0_MESSAGES.batchEmpty } };
      const refused = (await queueFull(items.length)) ?? (await overQuota(userId));
      if (refused) return refused;
      const answers: ({ token: string } | Judge0FieldErrors | ReturnType<typeof notQueued>)[] = [];
      let queued = 0;
      let notTaken = 0;
      for (const item of items) {
        const created = await submit(userId, item, base64, requestId);
        if ('errors' in created) answers.push(created.errors);
        else if (created.notQueued) {
          notTaken += 1;
          answers.push(notQueued(created.token));
        } else {
          queued += 1;
          answers.push({ token: created.token });
        }
      }
      if (queued > 0) return { status: 201, body: answers };
      return { status: notTaken > 0 ? 503 : 422, body: answers };
    },

    async show(userId: string, token: string, output: Output): Promise<Judge0Reply> {
      const serialised = await shown(userId, token, output);
      if (!serialised) return { status: 404, body: { error: JUDGE0_MESSAGES.notFound } };
      return serialised.ok
        ? { status: 200, body: serialised.body }
        : { status: 400, body: { error: JUDGE0_MESSAGES.notConvertible } };
    },

    async showBatch(userId: string, tokensParam: unknown, output: Output): Promise<Judge0Reply> {
      const tokens = (typeof tokensParam === 'string' ? tokensParam : '')
        .trim()
        .split(',')
        .filter((token) => token !== '');
      if (tokens.length > JUDGE0_LIMITS.maxBatchSize)
        return { status: 400, body: { error: JUDGE0_MESSAGES.batchTooLarge } };
      if (tokens.length === 0) return { status: 400, body: { error: JUDGE0_MESSAGES.batchEmpty } };
      const rows = new Map((await repository.findOwned(userId, tokens)).map((row) => [row.token, row]));
      const submissions: (Judge0Submission | null)[] = [];
      for (const token of tokens) {
        const row = rows.get(token);
        if (!row) {
          submissions.push(null);
          continue;
        }
        const serialised = serialiseSubmission(row, output.fields, output.base64);
        if (!serialised.ok) return { status: 400, body: { error: JUDGE0_MESSAGES.batchNotConvertible } };
        submissions.push(serialised.body);
      }
      return { status: 200, body: { submissions } };
    },
  };
}

export type Judge0Service = ReturnType<typeof createJudge0Service>;
