// An organiser's actions on one registration (issue #36): move it to another category, or take it back
// before the contest ends. A team contest's registration is reached through any member of the team. The
// third action, disqualifying, lives in modules/integrity because it also touches the ratings.
import { CONTEST_MESSAGES as M, idSchema } from '@codecourt/contracts';
import type { ParticipantUpdateResponse } from '@codecourt/contracts';
import { catalogueError, fieldError } from '../../lib/app-error.js';
import type { ContestChange } from '../contest-scores/contest-changes.js';
import type { ContestRepository } from './repository.js';

const contestError = catalogueError(M);

export type ParticipantServiceDeps = {
  contests: ContestRepository;
  now: () => Date;
  /** Brings this instance's boards up to date before the answer (the notification does it elsewhere). */
  caughtUp?: ((change: ContestChange) => Promise<void>) | undefined;
  /** The contest page's kept counts are stale once a participant goes (contest-counts.ts). */
  countsChanged?: ((contestId: string) => void) | undefined;
};

export function createParticipantService({ contests, now, caughtUp, countsChanged }: ParticipantServiceDeps) {
  const contestOf = async (ref: string) => {
    const contest = await contests.findByIdOrSlug(ref);
    if (!contest) throw contestError('contestNotFound', 404);
    return contest;
  };

  /**
   * The live registration named by a user's id (their team's) or, in a team contest, the team's id: an id
   * that is neither reads as not registered.
   */
  const registrationOf = async (contestId: string, userId: string) => {
    const participation = idSchema.safeParse(userId).success
      ? await contests.namedParticipation(contestId, userId)
      : undefined;
    if (!participation) throw contestError('participantNotFound', 404);
    return participation;
  };

  const boardsHear = async (contestId: string, participationId: string) => {
    await caughtUp?.({ kind: 'cells', contestId, participationId });
  };

  return {
    async changeCategory(ref: string, userId: string, category: string): Promise<ParticipantUpdateResponse> {
      const contest = await contestOf(ref);
      if (!contest.categories.includes(category)) throw fieldError(M.categoryUnknown);
      const participation = await registrationOf(contest.id, userId);
      await contests.setCategory(participation, category);
      await boardsHear(contest.id, participation.id);
      return { userId, category };
    },

    /**
     * Before the end only: ratings and awards are computed from the final board, so an ended contest's
     * rows stay (disqualifying takes one off the board and the ratings instead). The user may register
     * again while registration is open.
     */
    async remove(ref: string, userId: string): Promise<void> {
      const contest = await contestOf(ref);
      const participation = await registrationOf(contest.id, userId);
      if (now() >= contest.endAt) throw contestError('removeAfterEnd', 409);
      // Removing would drop the disqualification with the registration and let them register again.
      if (participation.disqualifiedAt !== null) throw contestError('removeDisqualified', 409);
      await contests.removeParticipation(participation);
      countsChanged?.(contest.id);
      await boardsHear(contest.id, participation.id);
    },
  };
}

export type ParticipantService = ReturnType<typeof createParticipantService>;
