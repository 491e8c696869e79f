// Runs both sides see (issue #41 item 3). A participant runs the room's current code and language (the
// server's copy of the document) on the problem's samples (a private problem: its tests) or on an input;
// the result is appended to the document's Y.Array("runs") as a server-made update, so it reaches every
// socket of the room, on every instance, is stored and is part of the replay. A hosted interviewer may
// also judge the code on a library problem's hidden tests: that verdict is answered to them alone.
import { INTERVIEW_DOCUMENT } from '@codecourt/contracts';
import type {
  InterviewRunEntry,
  InterviewSubmitResult,
  JudgeRequest,
  RunRequest,
  RunResponse,
} from '@codecourt/contracts';
import type { UserRow } from '../../../db/schema/index.js';
import { appError } from '../../../lib/app-error.js';
import type { JudgeGateway } from '../../judge-gateway/judge-gateway.js';
import { buildJudgeRequest, harnessFor } from '../../problems/judge-request.js';
import type { ProblemReader } from '../../problems/visibility/problem-visibility.js';
import { judgementFromResult } from '../../submissions/judgement-from-result.js';
import { toRunResponse } from '../../submissions/submission-json.js';
import type { RoomAccess } from '../room-access.js';
import { interviewError } from '../room-access.js';
import type { RoomDocuments } from '../sync/room-documents.js';
import { inputOnlyRequest, privateTestsRequest } from './private-judging.js';
import { codeIn, judgeable } from './room-code.js';
import type { RoomCode } from './room-code.js';

export type RoomRunsDeps = {
  access: RoomAccess;
  documents: Pick<RoomDocuments, 'edit'>;
  /** The normal Run of a library problem (its samples, or an input against its reference solution). */
  runLibrary: (
    user: UserRow,
    problemId: string,
    body: RunRequest,
    requestId?: string,
  ) => Promise<RunResponse>;
  /** The visibility rule for this user (Submit reads the problem's hidden tests through it). */
  problemsOf: (user: UserRow) => ProblemReader;
  gateway: Pick<JudgeGateway, 'run' | 'languages'>;
  now: () => Date;
};

export function createRoomRuns(deps: RoomRunsDeps) {
  const { access, documents, gateway } = deps;

  const currentCode = async (id: string): Promise<RoomCode> =>
    judgeable(await documents.edit(id, codeIn), gateway);

  /** Judged without storing; the judge being away is the server's trouble (503), not the code's. */
  const judge = async (request: JudgeRequest, user: UserRow, requestId?: string): Promise<RunResponse> => {
    try {
      const raw = await gateway.run(request, { owner: user.id, requestId });
      return toRunResponse(judgementFromResult(request, raw));
    } catch (error) {
      throw appError('judgeUnavailable', 503, error);
    }
  };

  return {
    async run(
      id: string,
      input: string | undefined,
      user: UserRow,
      requestId?: string,
    ): Promise<InterviewRunEntry> {
      const { row, role } = await access.roomOf(id, user);
      if (role === 'observer') throw interviewError('participantsOnly', 403);
      if (row.status !== 'running') throw interviewError('notRunning', 409);
      const program = await currentCode(id);
      const custom = input !== undefined && input !== '' ? input : undefined;
      let result: RunResponse;
      if (row.privateProblem) {
        if (custom === undefined && row.privateProblem.tests.length === 0)
          throw interviewError('noTests', 409);
        const request =
          custom === undefined
            ? privateTestsRequest(row.privateProblem, program)
            : inputOnlyRequest(program, custom);
        result = await judge(request, user, requestId);
      } else if (row.problemId) {
        result = await deps.runLibrary(user, row.problemId, { ...program, customInput: custom }, requestId);
      } else {
        if (custom === undefined) throw interviewError('noProblem', 409);
        result = await judge(inputOnlyRequest(program, custom), user, requestId);
      }
      const entry: InterviewRunEntry = {
        by: { userId: user.id, firstName: user.firstName },
        at: deps.now().toISOString(),
        language: program.language,
        input: custom ?? null,
        result,
      };
      await documents.edit(id, (doc) => {
        doc.getArray<InterviewRunEntry>(INTERVIEW_DOCUMENT.runs).push([entry]);
      });
      return entry;
    },

    /** Every test of the library problem, hidden ones by their verdict only; told to the interviewer alone. */
    async submit(id: string, user: UserRow, requestId?: string): Promise<InterviewSubmitResult> {
      const row = await access.asInterviewer(id, user);
      if (row.status === 'waiting') throw interviewError('notStartedYet', 409);
      if (!row.problemId) throw interviewError('submitNeedsLibraryProblem', 409);
      const target = await deps.problemsOf(user).findForJudging(row.problemId);
      if (!target) throw appError('problemNotFound', 404);
      const program = await currentCode(id);
      const harness = harnessFor(target.templates, program.language);
      const request = buildJudgeRequest(target.problem, target.tests, program, 'all', harness);
      return {
        at: deps.now().toISOString(),
        language: program.language,
        result: await judge(request, user, requestId),
      };
    },
  };
}

export type RoomRuns = ReturnType<typeof createRoomRuns>;
