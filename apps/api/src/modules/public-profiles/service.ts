import { PUBLIC_PROFILE_MESSAGES, PUBLIC_PROFILE_RECENT_ACCEPTED } from '@codecourt/contracts';
import type { PublicProfile } from '@codecourt/contracts';
import { catalogueError } from '../../lib/app-error.js';
import type { ProblemReader } from '../problems/visibility/problem-visibility.js';
import type { RatingRepository } from '../ratings/rating-repository.js';
import type { StatsRepository } from '../stats/repository.js';
import { toPublicProfileJson } from './public-profile-json.js';
import type { PublicProfileRepository } from './repository.js';

const profileError = catalogueError(PUBLIC_PROFILE_MESSAGES);

/** Solves a secret problem may hide among: read a few more than shown, so the list is rarely short. */
const ACCEPTED_READ = PUBLIC_PROFILE_RECENT_ACCEPTED * 3;

export type PublicProfileServiceDeps = {
  profiles: PublicProfileRepository;
  stats: Pick<StatsRepository, 'rankedFiguresOf'>;
  ratings: Pick<RatingRepository, 'historyOf'>;
  /** The problems as a signed-out visitor sees them: whoever asks, nothing secret is listed. */
  visitorProblems: ProblemReader;
};

/** A user's public profile (issue #38): what anyone may see, or the same 404 as an unknown handle. */
export function createPublicProfileService(deps: PublicProfileServiceDeps) {
  return {
    async profileOf(handle: string, viewerId: string | undefined): Promise<PublicProfile> {
      const owner = await deps.profiles.findByHandle(handle);
      // A private profile reads as no profile at all to anyone but its owner.
      if (!owner || (!owner.profilePublic && owner.id !== viewerId))
        throw profileError('profileNotFound', 404);
      const [{ figures }, history, accepted] = await Promise.all([
        deps.stats.rankedFiguresOf(owner.id),
        // Ratings exist only once published, and a frozen contest's are refused until its unfreeze.
        deps.ratings.historyOf(owner.id),
        deps.profiles.recentAccepted(owner.id, ACCEPTED_READ),
      ]);
      const visible = await deps.visitorProblems.keepVisible(accepted, (row) => row.problemId, 'full');
      return toPublicProfileJson({
        owner,
        figures,
        history,
        accepted: visible.slice(0, PUBLIC_PROFILE_RECENT_ACCEPTED),
      });
    },
  };
}

export type PublicProfileService = ReturnType<typeof createPublicProfileService>;
