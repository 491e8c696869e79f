// Who may touch a room, as every interview use case asks it: a participant finds the room and their role
// in it; everyone else reads it as a room that does not exist.
import { INTERVIEW_MESSAGES } from '@codecourt/contracts';
import type { InterviewRole } from '@codecourt/contracts';
import type { InterviewRow, UserRow } from '../../db/schema/index.js';
import { catalogueError } from '../../lib/app-error.js';
import type { InterviewRepository } from './repository.js';

export const interviewError = catalogueError(INTERVIEW_MESSAGES);
export const interviewNotFound = () => interviewError('notFound', 404);

export type RoomAccess = ReturnType<typeof createRoomAccess>;

export function createRoomAccess(interviews: Pick<InterviewRepository, 'find' | 'roleOf'>) {
  /** The room and the user's role in it; a room the user is not in reads as missing (404). */
  async function roomOf(id: string, user: UserRow): Promise<{ row: InterviewRow; role: InterviewRole }> {
    const row = await interviews.find(id);
    const role = row && (await interviews.roleOf(id, user.id));
    if (!row || !role) throw interviewNotFound();
    return { row, role };
  }

  return {
    roomOf,
    /** The room when the user is its interviewer: 404 outside it, 403 for its other participants. */
    async asInterviewer(id: string, user: UserRow): Promise<InterviewRow> {
      const { row, role } = await roomOf(id, user);
      if (role !== 'interviewer') throw interviewError('interviewerOnly', 403);
      return row;
    },
    /**
     * The room when the user leads it: its interviewer, or either peer of a peer room, where the two take
     * turns at interviewing (each may end it and keeps notes of their own); 403 for the others.
     */
    async asLead(id: string, user: UserRow): Promise<InterviewRow> {
      const { row, role } = await roomOf(id, user);
      const leads = row.mode === 'peer' ? role !== 'observer' : role === 'interviewer';
      if (!leads) throw interviewError('interviewerOnly', 403);
      return row;
    },
  };
}
