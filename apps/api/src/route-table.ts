import type { RouteDoc } from './modules/docs/route-table.js';
import { DOCS_ROUTES } from './modules/docs/routes.js';
import { HEALTH_ROUTES } from './modules/health/routes.js';
import { USER_ROUTES } from './modules/user/routes.js';
import { AI_ROUTE_DOCS } from './modules/ai/route-docs.js';
import { CONTEST_ROUTE_DOCS } from './modules/contests/route-docs.js';
import { CCS_ROUTE_DOCS } from './modules/ccs/route-docs.js';
import { RATING_ROUTE_DOCS } from './modules/ratings/route-docs.js';
import { BOOKMARK_ROUTES } from './modules/bookmarks/routes.js';
import { VIRTUAL_RUN_ROUTE_DOCS } from './modules/virtual-runs/route-docs.js';
import { DISCUSSION_ROUTES } from './modules/discussions/routes.js';
import { INTEGRITY_ROUTE_DOCS } from './modules/integrity/route-docs.js';
import { REJUDGE_ROUTE_DOCS } from './modules/rejudges/route-docs.js';
import { JUDGE0_ROUTES } from './modules/judge0/routes.js';
import { JUDGE_ROUTES } from './modules/judging/routes.js';
import { NOTIFICATION_ROUTES } from './modules/notifications/routes.js';
import { METRICS_ROUTE_DOCS } from './modules/metrics/route-docs.js';
import { PRACTICE_ROUTE_DOCS } from './modules/practice/route-docs.js';
import { EXPORT_ROUTES } from './modules/export/export-routes.js';
import { GIT_SYNC_ROUTE_DOCS } from './modules/git-sync/route-docs.js';
import { PLAN_ROUTES } from './modules/plans/routes.js';
import { LANDING_ROUTES } from './modules/landing/routes.js';
import { REVIEW_ROUTE_DOCS } from './modules/review/route-docs.js';
import { PROBLEM_ROUTES } from './modules/problems/routes.js';
import { PUBLIC_PROBLEM_ROUTES } from './modules/problems/public-routes.js';
import { PROBLEM_ADMIN_ROUTES } from './modules/problems/admin-routes.js';
import { PROBLEM_PACKAGE_ROUTES } from './modules/problems/packages/zip/package-routes.js';
import { PROBLEM_TEST_ROUTES } from './modules/problem-tests/routes.js';
import { STATS_ROUTES } from './modules/stats/routes.js';
import { SUBMISSION_ROUTES } from './modules/submissions/routes.js';
import { VIDEO_ROUTES } from './modules/videos/routes.js';
import { LOCAL_VIDEO_ROUTES } from './modules/videos/local/local-routes.js';
import { TOKEN_ROUTES } from './modules/tokens/routes.js';
import { PASSWORD_ROUTES } from './modules/user/password-routes.js';

/**
 * Every route the API serves, in one list: the OpenAPI document is generated from it. Composed here,
 * above the modules, so the docs module never imports the modules that describe themselves with it.
 * A module declared with defineRoutes (lib/route-definition.ts) gives its group's `docs`; the modules
 * not converted yet still give a hand-written RouteDoc array from their route-docs.ts.
 */
export const ROUTE_TABLE: RouteDoc[] = [
  ...HEALTH_ROUTES.docs,
  ...DOCS_ROUTES.docs,
  ...USER_ROUTES.docs,
  ...METRICS_ROUTE_DOCS,
  ...PASSWORD_ROUTES.docs,
  ...PUBLIC_PROBLEM_ROUTES.docs,
  ...PROBLEM_ROUTES.docs,
  ...PROBLEM_ADMIN_ROUTES.docs,
  ...PROBLEM_PACKAGE_ROUTES.docs,
  ...PROBLEM_TEST_ROUTES.docs,
  ...SUBMISSION_ROUTES.docs,
  ...JUDGE_ROUTES.docs,
  ...STATS_ROUTES.docs,
  ...BOOKMARK_ROUTES.docs,
  ...DISCUSSION_ROUTES.docs,
  ...AI_ROUTE_DOCS,
  ...JUDGE0_ROUTES.docs,
  ...VIDEO_ROUTES.docs,
  ...LOCAL_VIDEO_ROUTES.docs,
  ...TOKEN_ROUTES.docs,
  ...CONTEST_ROUTE_DOCS,
  ...CCS_ROUTE_DOCS,
  ...RATING_ROUTE_DOCS,
  ...VIRTUAL_RUN_ROUTE_DOCS,
  ...INTEGRITY_ROUTE_DOCS,
  ...REJUDGE_ROUTE_DOCS,
  ...PRACTICE_ROUTE_DOCS,
  ...EXPORT_ROUTES.docs,
  ...GIT_SYNC_ROUTE_DOCS,
  ...REVIEW_ROUTE_DOCS,
  ...PLAN_ROUTES.docs,
  ...NOTIFICATION_ROUTES.docs,
  ...LANDING_ROUTES.docs,
];
