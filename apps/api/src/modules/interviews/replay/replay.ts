// The replay (issue #41 item 6): every stored update of the room's document with the time the server took
// it, in order, once the room has ended; its participants and observers read it. Applied one by one to
// an empty Y.Doc they rebuild the typing, the language switches and the runs (the runs' entries are in
// the document too). A long interview has thousands of updates: pages of INTERVIEW_REPLAY_PAGE_MAX.
import { INTERVIEW_REPLAY_PAGE_MAX } from '@codecourt/contracts';
import type { InterviewReplay, InterviewReplayQuery } from '@codecourt/contracts';
import type { UserRow } from '../../../db/schema/index.js';
import type { InterviewRepository } from '../repository.js';
import type { RoomAccess } from '../room-access.js';
import { interviewError } from '../room-access.js';

export type ReplayDeps = {
  access: RoomAccess;
  updates: Pick<InterviewRepository, 'updatesPage'>;
};

export function createReplay(deps: ReplayDeps) {
  return {
    async page(id: string, query: InterviewReplayQuery, user: UserRow): Promise<InterviewReplay> {
      const { row } = await deps.access.roomOf(id, user);
      if (row.status !== 'ended' || !row.endedAt) throw interviewError('notEnded', 409);
      const limit = query.limit ?? INTERVIEW_REPLAY_PAGE_MAX;
      // One more than asked tells whether another page follows.
      const rows = await deps.updates.updatesPage(id, query.after ?? 0, limit + 1);
      const page = rows.slice(0, limit);
      return {
        startedAt: row.startedAt?.toISOString() ?? null,
        endedAt: row.endedAt.toISOString(),
        durationMinutes: row.durationMinutes,
        updates: page.map((update) => ({
          seq: update.seq,
          at: update.at.toISOString(),
          update: Buffer.from(update.update).toString('base64'),
        })),
        nextAfter: rows.length > limit ? (page.at(-1)?.seq ?? null) : null,
      };
    },
  };
}

export type Replay = ReturnType<typeof createReplay>;
