// The interviewer's side of a room (issue #41 item 4). Notes are the interviewer's alone: 403 for the
// room's other people, never in the shared document or the room's JSON. The scorecard is the
// interviewer's until they share it; then the candidate reads it too (404 before, as if none existed).
import type { InterviewNotes, InterviewScorecard, InterviewScorecardRequest } from '@codecourt/contracts';
import type { InterviewScorecardRow, UserRow } from '../../../db/schema/index.js';
import type { RoomAccess } from '../room-access.js';
import { interviewError } from '../room-access.js';
import type { FeedbackRepository } from './feedback-repository.js';

export type InterviewerSideDeps = {
  access: RoomAccess;
  feedback: FeedbackRepository;
  now: () => Date;
};

function toScorecard(row: InterviewScorecardRow): InterviewScorecard {
  return {
    scores: row.scores,
    recommendation: row.recommendation,
    feedback: row.feedback,
    shared: row.sharedAt !== null,
    updatedAt: row.updatedAt.toISOString(),
    sharedAt: row.sharedAt?.toISOString() ?? null,
  };
}

const noScorecard = () => interviewError('noScorecard', 404);

export function createInterviewerSide(deps: InterviewerSideDeps) {
  const { access, feedback } = deps;

  return {
    async notes(id: string, user: UserRow): Promise<InterviewNotes> {
      await access.asLead(id, user);
      const notes = await feedback.notesOf(id, user.id);
      return { text: notes?.text ?? '', updatedAt: notes?.updatedAt.toISOString() ?? null };
    },

    /** Kept in every state: notes made while preparing, during the interview and after it. */
    async writeNotes(id: string, text: string, user: UserRow): Promise<InterviewNotes> {
      await access.asLead(id, user);
      const notes = await feedback.writeNotes(id, user.id, text, deps.now());
      return { text: notes.text, updatedAt: notes.updatedAt.toISOString() };
    },

    /** Once the interview has begun; `shared` keeps the first time it was shared until it is hidden again. */
    async writeScorecard(
      id: string,
      body: InterviewScorecardRequest,
      user: UserRow,
    ): Promise<InterviewScorecard> {
      const row = await access.asInterviewer(id, user);
      if (row.status === 'waiting') throw interviewError('notStartedYet', 409);
      const now = deps.now();
      const before = await feedback.scorecardOf(id, user.id);
      const { shared, ...card } = body;
      const written = await feedback.writeScorecard(
        id,
        user.id,
        { ...card, sharedAt: shared ? (before?.sharedAt ?? now) : null },
        now,
      );
      return toScorecard(written);
    },

    /** The interviewer's own card; the candidate's shared one by someone else; observers none (403). */
    async scorecard(id: string, user: UserRow): Promise<InterviewScorecard> {
      const { role } = await access.roomOf(id, user);
      if (role === 'interviewer') {
        const own = await feedback.scorecardOf(id, user.id);
        if (!own) throw noScorecard();
        return toScorecard(own);
      }
      if (role !== 'candidate') throw interviewError('interviewerOnly', 403);
      const shared = (await feedback.sharedScorecardsOf(id)).find((card) => card.authorId !== user.id);
      if (!shared) throw noScorecard();
      return toScorecard(shared);
    },
  };
}

export type InterviewerSide = ReturnType<typeof createInterviewerSide>;
