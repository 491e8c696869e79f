// Interview rooms (issue #41 item 1), each use case as its rule reads: create with a problem the creator
// may read (or one they write), join by the code as the one candidate, invite observers, start and end by
// the interviewer. Everyone outside a room reads it as one that does not exist.
import { INTERVIEW_LIST_MAX, INTERVIEW_OBSERVERS_MAX } from '@codecourt/contracts';
import type {
  CreateInterviewRequest,
  Interview,
  InterviewRole,
  InviteObserverRequest,
} from '@codecourt/contracts';
import type { InterviewRow, UserRow } from '../../db/schema/index.js';
import { appError } from '../../lib/app-error.js';
import type { ProblemReader } from '../problems/visibility/problem-visibility.js';
import { joinCodeMatches, newJoinCode } from './join-code.js';
import type { InterviewRepository, ParticipantRow } from './repository.js';
import { createRoomAccess, interviewError, interviewNotFound } from './room-access.js';
import { problemFor, storedPrivateProblem } from './room-problem.js';

export type InterviewServiceDeps = {
  interviews: InterviewRepository;
  users: {
    findById: (id: string) => Promise<UserRow | undefined>;
    findByPublicHandle: (handle: string) => Promise<UserRow | undefined>;
  };
  /** The visibility rule for this user: a room's problem is one they may read in full. */
  problemsOf: (user: UserRow) => ProblemReader;
  /** Of these rooms, those whose scorecard the interviewer shared with the candidate. */
  feedbackSharedIn: (ids: readonly string[]) => Promise<ReadonlySet<string>>;
  now: () => Date;
  /** Told when a room ends, so its open documents stop taking edits; the end answers once it resolves. */
  onEnded?: (interviewId: string) => Promise<void>;
};

/** What a participant may do in the room's shared document. */
export type SyncAccess = { role: InterviewRole; readOnly: boolean };

export function createInterviewService(deps: InterviewServiceDeps) {
  const { interviews } = deps;
  const access = createRoomAccess(interviews);
  const asInterviewer = (id: string, user: UserRow) => access.asInterviewer(id, user);

  async function toJson(
    row: InterviewRow,
    people: ParticipantRow[],
    viewer: UserRow,
    shared: ReadonlySet<string>,
  ): Promise<Interview> {
    const inRoom = people.filter((p) => p.interviewId === row.id);
    const role = inRoom.find((p) => p.userId === viewer.id)?.role;
    return {
      _id: row.id,
      joinCode: row.joinCode,
      ...(await problemFor(row, role, deps.problemsOf(viewer))),
      mode: row.mode,
      status: row.status,
      durationMinutes: row.durationMinutes,
      participants: inRoom.map(({ userId, firstName, role: as }) => ({ userId, firstName, role: as })),
      createdAt: row.createdAt.toISOString(),
      startedAt: row.startedAt?.toISOString() ?? null,
      endedAt: row.endedAt?.toISOString() ?? null,
      feedbackShared: shared.has(row.id),
    };
  }

  async function answer(row: InterviewRow, viewer: UserRow): Promise<Interview> {
    const [people, shared] = await Promise.all([
      interviews.participantsOf([row.id]),
      deps.feedbackSharedIn([row.id]),
    ]);
    return toJson(row, people, viewer, shared);
  }

  return {
    async create(input: CreateInterviewRequest, user: UserRow): Promise<Interview> {
      let problemId: string | null = null;
      // Rendered (and refused when too large or too deep) before the room exists.
      const privateProblem = input.problem ? storedPrivateProblem(input.problem) : null;
      if (input.problemId !== undefined) {
        // A secret contest problem is refused exactly as an unknown one (D16).
        const problem = await deps.problemsOf(user).findRow(input.problemId);
        if (!problem) throw appError('problemNotFound', 404);
        problemId = problem.id;
      }
      const row = await interviews.create({
        joinCode: newJoinCode(),
        problemId,
        privateProblem,
        mode: input.mode,
        durationMinutes: input.durationMinutes,
        createdBy: user.id,
        // A peer room's creator interviews first; the roles swap halfway (#41 item 5).
        creatorRole: 'interviewer',
      });
      return answer(row, user);
    },

    async join(id: string, joinCode: string, user: UserRow): Promise<Interview> {
      const row = await interviews.find(id);
      if (!row) throw interviewNotFound();
      if (await interviews.roleOf(id, user.id)) return answer(row, user);
      // Before anything else is told: a wrong code learns nothing of the room (and is counted).
      if (!joinCodeMatches(row.joinCode, joinCode)) throw interviewError('joinRefused', 403);
      if (row.status === 'ended') throw interviewError('ended', 409);
      if (!(await interviews.addParticipant(id, user.id, 'candidate'))) throw interviewError('roomFull', 403);
      return answer(row, user);
    },

    async inviteObserver(id: string, invited: InviteObserverRequest, user: UserRow): Promise<Interview> {
      const row = await asInterviewer(id, user);
      const observer =
        'handle' in invited
          ? await deps.users.findByPublicHandle(invited.handle)
          : await deps.users.findById(invited.userId);
      if (!observer)
        throw interviewError('handle' in invited ? 'observerHandleUnknown' : 'observerUnknown', 404);
      if (await interviews.roleOf(id, observer.id)) return answer(row, user);
      if (row.status === 'ended') throw interviewError('ended', 409);
      if ((await interviews.countIn(id, 'observer')) >= INTERVIEW_OBSERVERS_MAX)
        throw interviewError('observersFull', 409);
      await interviews.addParticipant(id, observer.id, 'observer');
      return answer(row, user);
    },

    async get(id: string, user: UserRow): Promise<Interview> {
      return answer((await access.roomOf(id, user)).row, user);
    },

    async list(user: UserRow): Promise<{ interviews: Interview[] }> {
      const rows = await interviews.listOf(user.id, INTERVIEW_LIST_MAX);
      const ids = rows.map((row) => row.id);
      const [people, shared] = await Promise.all([
        interviews.participantsOf(ids),
        deps.feedbackSharedIn(ids),
      ]);
      return { interviews: await Promise.all(rows.map((row) => toJson(row, people, user, shared))) };
    },

    async start(id: string, user: UserRow): Promise<Interview> {
      const row = await asInterviewer(id, user);
      const started = await interviews.moveTo(id, ['waiting'], 'running', deps.now());
      if (!started) throw interviewError(row.status === 'ended' ? 'ended' : 'notWaiting', 409);
      return answer(started, user);
    },

    async end(id: string, user: UserRow): Promise<Interview> {
      await access.asLead(id, user);
      const ended = await interviews.moveTo(id, ['waiting', 'running'], 'ended', deps.now());
      if (!ended) throw interviewError('ended', 409);
      await deps.onEnded?.(id);
      return answer(ended, user);
    },

    /**
     * What the user may do in the room's document, or undefined when they are not in the room (the
     * socket is refused before any byte of it). Observers watch; after the end the document is a record.
     */
    async syncAccess(id: string, user: UserRow): Promise<SyncAccess | undefined> {
      const row = await interviews.find(id);
      const role = row && (await interviews.roleOf(id, user.id));
      if (!row || !role) return undefined;
      return { role, readOnly: role === 'observer' || row.status === 'ended' };
    },
  };
}

export type InterviewService = ReturnType<typeof createInterviewService>;
