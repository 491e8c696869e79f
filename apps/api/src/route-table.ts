import type { RouteDoc } from './modules/docs/route-table.js';
import { DOCS_ROUTES } from './modules/docs/routes.js';
import { HEALTH_ROUTES } from './modules/health/routes.js';
import { USER_ROUTES } from './modules/user/routes.js';
import { TWO_FACTOR_ROUTES } from './modules/two-factor/routes.js';
import { SSO_ROUTES } from './modules/sso/routes.js';
import { AI_ROUTES } from './modules/ai/routes.js';
import { CONTEST_ROUTES } from './modules/contests/routes.js';
import { CCS_ROUTES } from './modules/ccs/routes.js';
import { RATING_ROUTES } from './modules/ratings/routes.js';
import { BOOKMARK_ROUTES } from './modules/bookmarks/routes.js';
import { MY_VIRTUAL_RUN_ROUTES, VIRTUAL_RUN_ROUTES } from './modules/virtual-runs/routes.js';
import { DISCUSSION_ROUTES } from './modules/discussions/routes.js';
import { INTEGRITY_ROUTES } from './modules/integrity/routes.js';
import { INTERVIEW_ROUTES } from './modules/interviews/routes.js';
import { INTERVIEW_QUEUE_ROUTES } from './modules/interviews/queue/queue-routes.js';
import { TEAM_ROUTES } from './modules/teams/routes.js';
import { CONTEST_ACCOUNT_ROUTES } from './modules/contest-accounts/routes.js';
import { REJUDGE_ROUTES } from './modules/rejudges/routes.js';
import { JUDGE0_ROUTES } from './modules/judge0/routes.js';
import { JUDGE_ROUTES } from './modules/judging/routes.js';
import { NOTIFICATION_ROUTES } from './modules/notifications/routes.js';
import { METRICS_ROUTES } from './modules/metrics/routes.js';
import { DAILY_ROUTES } from './modules/practice/daily-routes.js';
import { DRAFT_ROUTES } from './modules/practice/drafts-routes.js';
import { NOTE_ROUTES } from './modules/practice/notes-routes.js';
import { SOLUTION_TAKE_ROUTES } from './modules/practice/solution-takes-routes.js';
import { STANDING_ROUTES } from './modules/practice/standing-routes.js';
import { EXPORT_ROUTES } from './modules/export/export-routes.js';
import { GIT_SYNC_ROUTES } from './modules/git-sync/routes.js';
import { PLAN_ROUTES } from './modules/plans/routes.js';
import { LANDING_ROUTES } from './modules/landing/routes.js';
import { REVIEW_ROUTES } from './modules/review/routes.js';
import { PROBLEM_ROUTES } from './modules/problems/routes.js';
import { PUBLIC_PROBLEM_ROUTES } from './modules/problems/public-routes.js';
import { PROBLEM_ADMIN_ROUTES } from './modules/problems/admin-routes.js';
import { PROBLEM_PACKAGE_ROUTES } from './modules/problems/packages/zip/package-routes.js';
import { PROBLEM_TEST_ROUTES } from './modules/problem-tests/routes.js';
import { STATS_ROUTES } from './modules/stats/routes.js';
import { PUBLIC_PROFILE_ROUTES } from './modules/public-profiles/routes.js';
import { SUBMISSION_ROUTES } from './modules/submissions/routes.js';
import { VIDEO_ROUTES } from './modules/videos/routes.js';
import { LOCAL_VIDEO_ROUTES } from './modules/videos/local/local-routes.js';
import { TOKEN_ROUTES } from './modules/tokens/routes.js';
import { PASSWORD_ROUTES } from './modules/user/password-routes.js';

/**
 * Every route the API serves, in one list: the OpenAPI document is generated from it. Composed here,
 * above the modules, so the docs module never imports the modules that describe themselves with it.
 * Each module declares its routes once with defineRoutes (middleware/route-definition.ts), which gives its
 * group's `docs`.
 */
export const ROUTE_TABLE: RouteDoc[] = [
  ...HEALTH_ROUTES.docs,
  ...DOCS_ROUTES.docs,
  ...USER_ROUTES.docs,
  ...TWO_FACTOR_ROUTES.docs,
  ...SSO_ROUTES.docs,
  ...METRICS_ROUTES.docs,
  ...PASSWORD_ROUTES.docs,
  ...PUBLIC_PROBLEM_ROUTES.docs,
  ...PROBLEM_ROUTES.docs,
  ...PROBLEM_ADMIN_ROUTES.docs,
  ...PROBLEM_PACKAGE_ROUTES.docs,
  ...PROBLEM_TEST_ROUTES.docs,
  ...SUBMISSION_ROUTES.docs,
  ...JUDGE_ROUTES.docs,
  ...STATS_ROUTES.docs,
  ...PUBLIC_PROFILE_ROUTES.docs,
  ...BOOKMARK_ROUTES.docs,
  ...DISCUSSION_ROUTES.docs,
  ...AI_ROUTES.docs,
  ...JUDGE0_ROUTES.docs,
  ...VIDEO_ROUTES.docs,
  ...LOCAL_VIDEO_ROUTES.docs,
  ...TOKEN_ROUTES.docs,
  ...CONTEST_ROUTES.docs,
  ...CCS_ROUTES.docs,
  ...RATING_ROUTES.docs,
  ...VIRTUAL_RUN_ROUTES.docs,
  ...MY_VIRTUAL_RUN_ROUTES.docs,
  ...INTEGRITY_ROUTES.docs,
  ...REJUDGE_ROUTES.docs,
  ...INTERVIEW_QUEUE_ROUTES.docs,
  ...INTERVIEW_ROUTES.docs,
  ...TEAM_ROUTES.docs,
  ...CONTEST_ACCOUNT_ROUTES.docs,
  ...DAILY_ROUTES.docs,
  ...NOTE_ROUTES.docs,
  ...DRAFT_ROUTES.docs,
  ...SOLUTION_TAKE_ROUTES.docs,
  ...STANDING_ROUTES.docs,
  ...EXPORT_ROUTES.docs,
  ...GIT_SYNC_ROUTES.docs,
  ...REVIEW_ROUTES.docs,
  ...PLAN_ROUTES.docs,
  ...NOTIFICATION_ROUTES.docs,
  ...LANDING_ROUTES.docs,
];
