// Issue #34 item 5: what the contest editor asks and says when an organiser adds a problem that is
// public today, and which problems are not (so it asks only for the others).
import { z } from 'zod';
import { idSchema } from './common.js';
import { problemSummarySchema } from './problem.js';

/** A problem this young that only admins have tried is new: made for the contest, so hiding it asks nothing. */
export const CONTEST_NEW_PROBLEM_HOURS = 24;

/**
 * GET /contests/library/problem-visibility (admins): the library problems that are not public today.
 * Secret: held hidden by a contest that has not ended; whole summaries, since the problem list leaves them
 * out for everyone and the editor must still offer them. New: created in the last
 * CONTEST_NEW_PROBLEM_HOURS hours and tried by no one but admins. Every other problem is public today.
 */
export const contestLibraryVisibilitySchema = z.object({
  secretProblems: z.array(problemSummarySchema),
  newProblemIds: z.array(idSchema),
});
export type ContestLibraryVisibility = z.infer<typeof contestLibraryVisibilitySchema>;

/** The contest editor's "keep it public?" dialog and the problem list's choice, in plain words. */
export const CONTEST_VISIBILITY_MESSAGES = {
  promptTitle: (title: string) => `Keep “${title}” public during the contest?`,
  promptPublicToday: 'This problem is in the public library today: anyone can open it and practise on it.',
  promptKeep:
    'Keep it public: it stays in the library for everyone during the contest, so contestants may have seen it before.',
  promptHide:
    'Hide it until the contest ends: from when you save, only admins see it, and the contest’s participants during the contest. It leaves the problem list, search, study plans and discussions, and comes back to the library by itself when the contest ends.',
  promptSubmissions:
    'Either way, learners who already solved it keep their own submissions: their code and verdicts stay in their history.',
  keepPublic: 'Keep it public',
  hide: 'Hide until the end',
  cancel: 'Don’t add it',
  /** The choice on each row of the contest's problem list. */
  choiceLabel: (title: string) => `Visibility of ${title} during the contest`,
  choicePublic: 'Public during the contest',
  choiceHidden: 'Hidden until the end',
} as const;
