/**
 * Every server-state key in one place, so a write in one feature can invalidate what another shows
 * (a submit refreshes the submission history and the solved list).
 */
export const queryKeys = {
  problems: ['problems'] as const,
  /** Whether the server has AI help configured (GET /ai/status). */
  aiStatus: ['ai-status'] as const,
  landing: ['landing'] as const,
  /** The languages the judge can run now (GET /judge/languages), for the editor's menu. */
  offeredLanguages: ['offered-languages'] as const,
  /** Acceptance and solvers per problem; a settled submit makes it stale. */
  problemStats: ['problem-stats'] as const,
  /** Every user's solved list; the prefix of solvedProblemsOf. */
  solvedProblems: ['solved-problems'] as const,
  solvedProblemsOf: (userId: string) => ['solved-problems', userId] as const,
  problem: (problemId: string) => ['problem', problemId] as const,
  /** A problem with its hidden tests, read by the admin update form only; under problem, so its writes refresh it. */
  adminProblem: (problemId: string) => ['problem', problemId, 'admin'] as const,
  /** Every problem's history; the prefix of submissionsOf. */
  submissions: ['submissions'] as const,
  submissionsOf: (problemId: string) => ['submissions', problemId] as const,
  /** Every single submission; the prefix of submission. */
  submissionAll: ['submission'] as const,
  submission: (submissionId: string) => ['submission', submissionId] as const,
  /** Every leaderboard page; the prefix of leaderboardPage. */
  leaderboard: ['leaderboard'] as const,
  leaderboardPage: (page: number) => ['leaderboard', page] as const,
  /** Every user's stats; the prefix of myStatsOf (a submit changes them). */
  myStats: ['my-stats'] as const,
  myStatsOf: (userId: string) => ['my-stats', userId] as const,
  activity: ['activity'] as const,
  activityOf: (userId: string) => ['activity', userId] as const,
  /** The signed-in user's rating and history (issue #23). */
  ratingOf: (userId: string) => ['rating', userId] as const,
  ratingLeaderboardPage: (page: number) => ['rating-leaderboard', page] as const,
  recentSubmissions: ['recent-submissions'] as const,
  recentSubmissionsOf: (userId: string) => ['recent-submissions', userId] as const,
  bookmarks: ['bookmarks'] as const,
  bookmarksOf: (userId: string) => ['bookmarks', userId] as const,
  /** One problem's discussions, every order and page; the prefix of discussionPage. */
  discussionsOf: (problemId: string) => ['discussions', problemId] as const,
  discussionPage: (problemId: string, sort: string, page: number) =>
    ['discussions', problemId, sort, page] as const,
  personalTokensOf: (userId: string) => ['personal-tokens', userId] as const,
  /** The user's "Sync to Git" setting and last result (polled while a sync is owed). */
  gitSyncOf: (userId: string) => ['git-sync', userId] as const,
  /** Every contest read (list, pages, boards, clarifications): the contests feature's keys start with it. */
  contests: ['contests'] as const,
  /** Today's problem and the user's daily streak (a submit may change it). */
  dailyOf: (userId: string) => ['daily', userId] as const,
  noteOf: (problemId: string) => ['note', problemId] as const,
  notesList: (q: string) => ['notes', q] as const,
  draftOf: (problemId: string, language: string) => ['draft', problemId, language] as const,
  /** The user's review cards (a submit may add one, a grading moves one). */
  review: ['review'] as const,
  reviewOf: (userId: string) => ['review', userId] as const,
  /** The signed-in user's teams (issue #36): the teams page and a team contest's registration read them. */
  myTeams: ['teams', 'mine'] as const,
  /** Every plan read: the list and each plan, with the caller's progress. */
  plans: ['plans'] as const,
  plan: (slug: string) => ['plans', slug] as const,
};
