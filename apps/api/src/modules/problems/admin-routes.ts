import { isDeepStrictEqual } from 'node:util';
import type { Request, RequestHandler, Response, Router } from 'express';
import {
  JSON_BODY_LIMIT_BYTES,
  MESSAGES,
  PROBLEM_UPDATE_BODY_LIMIT_BYTES,
  adminProblemSchema,
  deleteProblemResponseSchema,
  problemInputSchema,
  problemSchema,
  problemUpdateInputSchema,
  verifyEventSchema,
} from '@codecourt/contracts';
import type {
  AdminProblem,
  DeleteProblemResponse,
  ProblemUpdateInput,
  ReferenceRejectedResponse,
} from '@codecourt/contracts';
import type { ReferenceFailure } from '@codecourt/contracts';
import { AppError, appError } from '../../lib/app-error.js';
import { toLoggableError } from '../../lib/loggable-error.js';
import type { Logger } from '../../lib/logger.js';
import { defineRoutes, routerOf } from '../../middleware/route-definition.js';
import type { JudgeGateway } from '../judge-gateway/judge-gateway.js';
import { toProblemJson } from './problem-json.js';
import { applyHiddenTestChanges } from './hidden-test-changes.js';
import { harnessesOf, recordFromInput } from './problem-input-record.js';
import type { ProblemRecord } from './problem-record.js';
import type { ProblemRepository } from './repository.js';
import { assertChangedInputsValid } from './verification/changed-inputs.js';
import { referenceFailureMessage } from './verification/reference-failure.js';
import { assertTitleFree, verifiedSave, verifyOrUnavailable } from './verification/verified-save.js';
import { openEventStream } from './verification/verify-stream.js';
import { problemUpdateBody, routePattern } from './update-body.js';

const megabytes = (bytes: number) => `${String(bytes / 1024 / 1024)} MB`;
const UPDATE_BODY_MB = megabytes(PROBLEM_UPDATE_BODY_LIMIT_BYTES);

const VERIFY_STREAM = {
  status: 200,
  description: 'One `data:` line of JSON per event (verifyEventSchema)',
  schema: verifyEventSchema,
  contentType: 'text/event-stream',
};

/**
 * /api/problem's admin routes. `{id}` takes the problem's uuid or its package slug. Create and update publish
 * only what passed verification (verified-save.ts); every route that judges the references is rate-limited.
 */
export const PROBLEM_ADMIN_ROUTES = defineRoutes(
  { prefix: '/problem', tag: 'problem' },
  {
    read: {
      method: 'get',
      path: '/admin/{id}',
      summary:
        'One problem as the admin update form edits it: what problemById answers plus its hidden tests (hiddenTestCases: [{input, output}], in order)',
      access: 'admin',
      success: { status: 200, description: 'The problem with its hidden tests', schema: adminProblemSchema },
      errors: [401, 403, 404],
    },
    create: {
      method: 'post',
      path: '/create',
      summary:
        'Create a problem (timeLimitMs and memoryLimitKb when given, else the judge defaults; the default checker). Every reference solution is first judged on every visible and hidden test; if one fails nothing is saved and the 400 body is {error: "<Language> reference solution: <Verdict> on <visible|hidden> test <n>", failure: {language, testKind, testNumber, verdict, input, expected, actual}} (referenceRejectedResponseSchema). 409 when the title is taken, 503 when the judge cannot run',
      access: 'admin',
      body: problemInputSchema,
      success: { status: 201, description: 'The created problem', schema: problemSchema },
      errors: [400, 409, 503],
    },
    verify: {
      method: 'post',
      path: '/verify',
      summary:
        'Run the checks of create (title free, every reference solution on every test) and stream their progress as server-sent events; nothing is saved. Events: started, judging (per language), test (per judged test), then one of passed, failed (with the create 400 body) or error',
      access: 'admin',
      body: problemInputSchema,
      success: VERIFY_STREAM,
      errors: [400, 409],
    },
    verifyUpdate: {
      method: 'post',
      path: '/verify/{id}',
      summary: `The checks of an update of problem {id}, streamed like /problem/verify; nothing is saved. The body is the update’s: hidden tests left out are the server’s own copy, or \`hiddenTestChanges\` names the stored tests removed and the tests added (large ones are uploaded with POST /problem-tests/{id}). The body may be up to ${UPDATE_BODY_MB}, read only once the caller is known to be an admin (413 past it)`,
      access: 'admin',
      body: problemUpdateInputSchema,
      success: VERIFY_STREAM,
      errors: [400, 404, 409, 413],
    },
    update: {
      method: 'put',
      path: '/update/{id}',
      summary: `Replace a problem’s statement, tests, starter code, solutions and harnesses (limits and harnesses left out are kept, the checker always); hidden tests left out are the server’s own copy, \`hiddenTestChanges\` removes (by name) and adds tests. A new or changed test input must pass the problem’s stored input validators (checktestdata scripts and programs, kept from its package), or 400 names the validator, the test and its words, as an import does. Verified like create before anything is saved; a body that changes nothing is neither judged nor written. What GET /problem/admin/{id} returns goes back unchanged: the body may be up to ${UPDATE_BODY_MB} (every other JSON body ${megabytes(JSON_BODY_LIMIT_BYTES)}), read only once the caller is known to be an admin (413 past it)`,
      access: 'admin',
      body: problemUpdateInputSchema,
      success: { status: 200, description: 'The updated problem', schema: problemSchema },
      errors: [400, 404, 409, 413, 503],
    },
    remove: {
      method: 'delete',
      path: '/delete/{id}',
      summary:
        'Delete a problem with its tests, templates, solutions, video, bookmarks and discussions. Users’ submissions stay (readable by id and by GET /submission/problem/{id}, with the title kept at submission time) and so do the solves they earned',
      access: 'admin',
      success: { status: 200, description: 'Deleted', schema: deleteProblemResponseSchema },
      errors: [404],
    },
  },
);

const notFound = () => appError('problemNotFound', 404);

const OWN_BODY_ROUTES = [PROBLEM_ADMIN_ROUTES.routes.update, PROBLEM_ADMIN_ROUTES.routes.verifyUpdate].map(
  ({ method, path }) => ({
    method: method.toUpperCase(),
    pattern: routePattern(`/api${PROBLEM_ADMIN_ROUTES.prefix}${path}`),
  }),
);

/** True for an update (or its verify), whose route parses its large body itself after the admin check. */
export function parsesOwnBody(req: Request): boolean {
  return OWN_BODY_ROUTES.some((route) => route.method === req.method && route.pattern.test(req.path));
}

export type ProblemAdminDeps = {
  problems: ProblemRepository;
  gateway: Pick<JudgeGateway, 'run'>;
  requireAuth: RequestHandler;
  /** Per admin, on every route that judges the reference solutions (create, update, verify). */
  judgingLimiter: RequestHandler;
  /** Called after each committed write, before the answer (the public documents' cache forgets). */
  onWritten: () => void;
  /** Runs before a problem is deleted (its video's file is removed from the store). */
  beforeDelete?: (problemId: string) => Promise<void>;
  logger: Logger;
};

/** 400 naming the reference solution, test and verdict, with the test's data for the admin form. */
export function rejectReference(res: Response, failure: ReferenceFailure): void {
  res
    .status(400)
    .json({ error: referenceFailureMessage(failure), failure } satisfies ReferenceRejectedResponse);
}

/** The routes of PROBLEM_ADMIN_ROUTES, mounted at /api. */
export function createProblemAdminRoutes(deps: ProblemAdminDeps): Router {
  const { problems, gateway, onWritten } = deps;
  const judged = [deps.judgingLimiter];
  // After sign-in and the admin check (routerOf's order), never before: see update-body.ts.
  const judgedUpdate = [...judged, problemUpdateBody];
  const respondWith = async (res: Response, status: number, id: string) => {
    const view = await problems.findView(id);
    if (!view) throw notFound();
    res.status(status).json(toProblemJson(view));
  };
  /**
   * The record an update would write: the problem's limits, checker and harnesses kept, and its stored
   * hidden tests (names included) when the body leaves them out. Its new test inputs have passed the
   * problem's input validators; `stored` is the problem as it is.
   */
  const recordForUpdate = async (id: string, input: ProblemUpdateInput) => {
    const existing = await problems.findRow(id);
    if (!existing) throw notFound();
    // Stored tests keep their names (and so their scoring groups); a body without hidden tests keeps them all.
    const stored = await problems.hiddenTestsOf(existing.id);
    const hiddenTestCases = input.hiddenTestCases ?? applyHiddenTestChanges(stored, input.hiddenTestChanges);
    const record = recordFromInput(
      { ...input, hiddenTestCases },
      existing,
      await problems.templatesOf(existing.id),
      stored,
    );
    const current = await problems.readRecord(existing.id);
    await assertChangedInputsValid(gateway, record, current);
    return { existing, record, current };
  };

  /** The same checks as create or update (title, references), streamed as they run; nothing is saved. */
  const verify = async (res: Response, record: ProblemRecord, replaceId?: string) => {
    await assertTitleFree(problems, record, replaceId);
    const stream = openEventStream(res);
    try {
      const failure = await verifyOrUnavailable(gateway, record, stream.send);
      stream.send(
        failure ? { type: 'failed', error: referenceFailureMessage(failure), failure } : { type: 'passed' },
      );
    } catch (error) {
      deps.logger.error({ err: toLoggableError(error) }, 'reference verification failed');
      stream.send({
        type: 'error',
        error: error instanceof AppError ? error.message : MESSAGES.internalServerError,
      });
    } finally {
      stream.end();
    }
  };

  return routerOf(PROBLEM_ADMIN_ROUTES, deps, {
    /** What the update form starts from: the public read plus the hidden tests it never carries. */
    read: async (req, res) => {
      const view = await problems.findView(String(req.params.id));
      if (!view) throw notFound();
      const hidden = await problems.hiddenTestsOf(view.problem.id);
      res.json({
        ...toProblemJson(view),
        hiddenTestCases: hidden.map((t) => ({ name: t.name, input: t.input, output: t.output })),
        harnesses: harnessesOf(await problems.templatesOf(view.problem.id)),
      } satisfies AdminProblem);
    },
    create: {
      before: judged,
      handle: async (_req, res, { body }) => {
        const outcome = await verifiedSave({ problems, gateway }, recordFromInput(body));
        if (!outcome.saved) {
          rejectReference(res, outcome.failure);
          return;
        }
        onWritten();
        await respondWith(res, 201, outcome.id);
      },
    },
    verify: {
      before: judged,
      handle: async (_req, res, { body }) => {
        await verify(res, recordFromInput(body));
      },
    },
    verifyUpdate: {
      before: judgedUpdate,
      handle: async (req, res, { body }) => {
        const { existing, record } = await recordForUpdate(String(req.params.id), body);
        await verify(res, record, existing.id);
      },
    },
    update: {
      before: judgedUpdate,
      handle: async (req, res, { body }) => {
        const { existing, record, current } = await recordForUpdate(String(req.params.id), body);
        // The form sent back what it loaded: that problem passed when it was written, and judging it again
        // would only let a busy judge refuse a save that changes nothing.
        if (isDeepStrictEqual(record, current)) {
          await respondWith(res, 200, existing.id);
          return;
        }
        const outcome = await verifiedSave({ problems, gateway }, record, existing.id);
        if (!outcome.saved) {
          rejectReference(res, outcome.failure);
          return;
        }
        onWritten();
        await respondWith(res, 200, existing.id);
      },
    },
    remove: async (req, res) => {
      const existing = await problems.findRow(String(req.params.id));
      if (!existing) throw notFound();
      await deps.beforeDelete?.(existing.id);
      if (!(await problems.remove(existing.id))) throw notFound();
      onWritten();
      res.json({ success: true, message: MESSAGES.problemDeleted } satisfies DeleteProblemResponse);
    },
  });
}
