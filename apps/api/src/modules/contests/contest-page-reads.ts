// At a contest's start every participant opens its page within a minute (20,000 at LeetCode's scale, on a
// few API instances), and the page read the contest row and its problem set each time: two queries a view,
// which kept every pooled connection busy until views waited past the pool's timeout (503). Both change
// only with an edit of the contest (a 'contest' change, heard by every instance; ratings finalised are one
// too) or of a problem (its title or difficulty), so each instance keeps them until then. What depends on
// the viewer or the clock (their participation, the visibility rule, the contest's phase) is still decided
// on every read, from these.
import type { ListenToChanges } from '../../db/change-feed.js';
import type { ContestRow } from '../../db/schema/index.js';
import { createKeptUntilChange } from '../../cache/kept-until-change.js';
import { CONTEST_CHANGES_CHANNEL, decodeChange } from '../contest-scores/contest-changes.js';
import { PROBLEM_CHANGES_CHANNEL } from '../problems/problem-changes.js';
import type { ContestProblemView, ContestRepository } from './repository.js';

/** Contests whose rows and problem sets are kept: far more than run at once, few enough to stay small. */
const MAX_CONTESTS = 500;

export type ContestPageReads = {
  /** The contest by id or slug, as its last committed edit left it. */
  contest: (ref: string) => Promise<ContestRow | undefined>;
  problemsOf: (contestId: string) => Promise<ContestProblemView[]>;
  /** This instance's own contest write, before its notification comes back (read-your-writes). */
  forget: () => void;
};

/** A contest change that is the contest's own (an edit, an unfreeze, a reveal step), not a try or a verdict. */
const contestEdited = (payload: string) => {
  const change = decodeChange(payload);
  return !change || change.kind === 'contest';
};

export function createContestPageReads(
  contests: Pick<ContestRepository, 'findByIdOrSlug' | 'problemsOf'>,
  listen: ListenToChanges | undefined,
): ContestPageReads {
  const contestFeed = { channel: CONTEST_CHANGES_CHANNEL, forgets: contestEdited };
  const rows = createKeptUntilChange<ContestRow>({
    channels: [contestFeed],
    listen,
    maxEntries: MAX_CONTESTS,
  });
  const problemSets = createKeptUntilChange<ContestProblemView[]>({
    channels: [contestFeed, { channel: PROBLEM_CHANGES_CHANNEL }],
    listen,
    maxEntries: MAX_CONTESTS,
  });
  return {
    contest: (ref) => rows.read(ref, () => contests.findByIdOrSlug(ref)),
    problemsOf: async (contestId) =>
      (await problemSets.read(contestId, () => contests.problemsOf(contestId))) ?? [],
    forget: () => {
      rows.forget();
      problemSets.forget();
    },
  };
}
