// Every route of the app. Screens link with getHref() so a path is spelled in one place.
export const paths = {
  home: { path: '/', getHref: () => '/' },
  auth: {
    login: {
      path: '/login',
      getHref: (redirectTo?: string) =>
        redirectTo ? `/login?redirectTo=${encodeURIComponent(redirectTo)}` : '/login',
    },
    signup: {
      path: '/signup',
      getHref: (redirectTo?: string) =>
        redirectTo ? `/signup?redirectTo=${encodeURIComponent(redirectTo)}` : '/signup',
    },
    logout: { path: '/logout', getHref: () => '/logout' },
    forgotPassword: { path: '/forgot-password', getHref: () => '/forgot-password' },
    resetPassword: {
      path: '/reset-password',
      getHref: (token: string) => `/reset-password?token=${encodeURIComponent(token)}`,
    },
  },
  problems: { path: '/problems', getHref: () => '/problems' },
  problem: {
    path: '/problem/:problemId',
    getHref: (problemId: string) => `/problem/${encodeURIComponent(problemId)}`,
  },
  discussions: {
    path: '/discussions/:problemId',
    getHref: (problemId: string) => `/discussions/${encodeURIComponent(problemId)}`,
  },
  contests: { path: '/contests', getHref: () => '/contests' },
  contest: {
    path: '/contests/:slug',
    getHref: (slug: string) => `/contests/${encodeURIComponent(slug)}`,
  },
  contestScoreboard: {
    path: '/contests/:slug/scoreboard',
    getHref: (slug: string) => `/contests/${encodeURIComponent(slug)}/scoreboard`,
  },
  contestProblem: {
    path: '/contests/:slug/problems/:label',
    getHref: (slug: string, label: string) =>
      `/contests/${encodeURIComponent(slug)}/problems/${encodeURIComponent(label)}`,
  },
  /** A virtual run of an ended contest (issue #23): its board against the field, then the comparison. */
  contestVirtual: {
    path: '/contests/:slug/virtual/:runId',
    getHref: (slug: string, runId: string) =>
      `/contests/${encodeURIComponent(slug)}/virtual/${encodeURIComponent(runId)}`,
  },
  contestVirtualProblem: {
    path: '/contests/:slug/virtual/:runId/problems/:label',
    getHref: (slug: string, runId: string, label: string) =>
      `/contests/${encodeURIComponent(slug)}/virtual/${encodeURIComponent(runId)}/problems/${encodeURIComponent(label)}`,
  },
  discuss: { path: '/discuss', getHref: () => '/discuss' },
  review: { path: '/review', getHref: () => '/review' },
  /** The workspace opened for a review: the editor starts from the starter code. */
  reviewProblem: {
    getHref: (problemId: string) => `/problem/${encodeURIComponent(problemId)}?review=1`,
  },
  plans: { path: '/plans', getHref: () => '/plans' },
  plan: { path: '/plans/:slug', getHref: (slug: string) => `/plans/${encodeURIComponent(slug)}` },
  settings: { path: '/settings', getHref: () => '/settings' },
  /** The user's teams (issue #36); `team` and `code` are an invite link's, filling in the join form. */
  teams: {
    path: '/teams',
    getHref: (invite?: { team: string; code: string }) =>
      invite ? `/teams?${new URLSearchParams(invite).toString()}` : '/teams',
  },
  /** Mock interview rooms (issue #41): the user's rooms, a new one, joining with a code. */
  interviews: { path: '/interviews', getHref: () => '/interviews' },
  /** One room; `joinCode` fills in the join form for someone who is not in it yet (the invite link). */
  interview: {
    path: '/interviews/:interviewId',
    getHref: (interviewId: string, joinCode?: string) =>
      `/interviews/${encodeURIComponent(interviewId)}${joinCode ? `?${new URLSearchParams({ code: joinCode }).toString()}` : ''}`,
  },
  leaderboard: { path: '/leaderboard', getHref: () => '/leaderboard' },
  profile: { path: '/profile', getHref: () => '/profile' },
  /** A user's public profile (issue #38): anyone may open it unless the user made it private. */
  publicProfile: {
    path: '/u/:handle',
    getHref: (handle: string) => `/u/${encodeURIComponent(handle)}`,
  },
  admin: {
    root: { path: '/admin', getHref: () => '/admin' },
    create: { path: '/admin/create', getHref: () => '/admin/create' },
    update: { path: '/admin/update', getHref: () => '/admin/update' },
    delete: { path: '/admin/delete', getHref: () => '/admin/delete' },
    video: { path: '/admin/video', getHref: () => '/admin/video' },
    contests: { path: '/admin/contests', getHref: () => '/admin/contests' },
    newContest: { path: '/admin/contests/new', getHref: () => '/admin/contests/new' },
    editContest: {
      path: '/admin/contests/:contestId/edit',
      getHref: (contestId: string) => `/admin/contests/${encodeURIComponent(contestId)}/edit`,
    },
    contestIntegrity: {
      path: '/admin/contests/:contestId/integrity',
      getHref: (contestId: string) => `/admin/contests/${encodeURIComponent(contestId)}/integrity`,
    },
    /** Rejudge a contest problem, preview the changed verdicts, apply or cancel (issue #23). */
    contestRejudges: {
      path: '/admin/contests/:contestId/rejudges',
      getHref: (contestId: string) => `/admin/contests/${encodeURIComponent(contestId)}/rejudges`,
    },
    /** Accounts and registrations from a CSV, with a printable sheet of passwords (issue #36). */
    contestAccounts: {
      path: '/admin/contests/:contestId/accounts',
      getHref: (contestId: string) => `/admin/contests/${encodeURIComponent(contestId)}/accounts`,
    },
    /** The resolver-style reveal of a frozen board after the contest, on a projector (issue #36). */
    contestReveal: {
      path: '/admin/contests/:contestId/reveal',
      getHref: (contestId: string) => `/admin/contests/${encodeURIComponent(contestId)}/reveal`,
    },
    upload: {
      path: '/admin/upload/:problemId',
      getHref: (problemId: string) => `/admin/upload/${encodeURIComponent(problemId)}`,
    },
  },
  // Listed in the footer and menus but deliberately not routed: they land on the 404 page.
  unrouted: {
    about: { path: '/about', getHref: () => '/about' },
    careers: { path: '/careers', getHref: () => '/careers' },
    press: { path: '/press', getHref: () => '/press' },
    blog: { path: '/blog', getHref: () => '/blog' },
    help: { path: '/help', getHref: () => '/help' },
    contact: { path: '/contact', getHref: () => '/contact' },
    terms: { path: '/terms', getHref: () => '/terms' },
    privacy: { path: '/privacy', getHref: () => '/privacy' },
  },
} as const;
