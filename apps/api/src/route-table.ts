import type { RouteDoc } from './modules/docs/route-table.js';
import { SYSTEM_AND_USER_ROUTE_DOCS } from './modules/docs/route-table.js';
import { AI_ROUTE_DOCS } from './modules/ai/route-docs.js';
import { CONTEST_ROUTE_DOCS } from './modules/contests/route-docs.js';
import { CCS_ROUTE_DOCS } from './modules/ccs/route-docs.js';
import { RATING_ROUTE_DOCS } from './modules/ratings/route-docs.js';
import { INTEGRITY_ROUTE_DOCS } from './modules/integrity/route-docs.js';
import { REJUDGE_ROUTE_DOCS } from './modules/rejudges/route-docs.js';
import { BOOKMARK_ROUTE_DOCS } from './modules/bookmarks/route-docs.js';
import { DISCUSSION_ROUTE_DOCS } from './modules/discussions/route-docs.js';
import { JUDGE0_ROUTE_DOCS } from './modules/judge0/route-docs.js';
import { JUDGE_ROUTE_DOCS } from './modules/judging/route-docs.js';
import { NOTIFICATION_ROUTE_DOCS } from './modules/notifications/route-docs.js';
import { METRICS_ROUTE_DOCS } from './modules/metrics/route-docs.js';
import { PRACTICE_ROUTE_DOCS } from './modules/practice/route-docs.js';
import { EXPORT_ROUTE_DOCS } from './modules/export/route-docs.js';
import { GIT_SYNC_ROUTE_DOCS } from './modules/git-sync/route-docs.js';
import { PLAN_ROUTE_DOCS } from './modules/plans/route-docs.js';
import { LANDING_ROUTE_DOCS } from './modules/landing/route-docs.js';
import { REVIEW_ROUTE_DOCS } from './modules/review/route-docs.js';
import { PROBLEM_ROUTE_DOCS } from './modules/problems/route-docs.js';
import { STATS_ROUTE_DOCS } from './modules/stats/route-docs.js';
import { SUBMISSION_ROUTE_DOCS } from './modules/submissions/route-docs.js';
import { VIDEO_ROUTE_DOCS } from './modules/videos/route-docs.js';
import { TOKEN_ROUTE_DOCS } from './modules/tokens/route-docs.js';
import { PASSWORD_ROUTE_DOCS } from './modules/user/route-docs.js';

/**
 * Every route the API serves, in one list: the OpenAPI document is generated from it. Composed here,
 * above the modules, so the docs module never imports the modules that describe themselves with it.
 */
export const ROUTE_TABLE: RouteDoc[] = [
  ...SYSTEM_AND_USER_ROUTE_DOCS,
  ...METRICS_ROUTE_DOCS,
  ...PASSWORD_ROUTE_DOCS,
  ...PROBLEM_ROUTE_DOCS,
  ...SUBMISSION_ROUTE_DOCS,
  ...JUDGE_ROUTE_DOCS,
  ...STATS_ROUTE_DOCS,
  ...BOOKMARK_ROUTE_DOCS,
  ...DISCUSSION_ROUTE_DOCS,
  ...AI_ROUTE_DOCS,
  ...JUDGE0_ROUTE_DOCS,
  ...VIDEO_ROUTE_DOCS,
  ...TOKEN_ROUTE_DOCS,
  ...CONTEST_ROUTE_DOCS,
  ...CCS_ROUTE_DOCS,
  ...RATING_ROUTE_DOCS,
  ...INTEGRITY_ROUTE_DOCS,
  ...REJUDGE_ROUTE_DOCS,
  ...PRACTICE_ROUTE_DOCS,
  ...EXPORT_ROUTE_DOCS,
  ...GIT_SYNC_ROUTE_DOCS,
  ...REVIEW_ROUTE_DOCS,
  ...PLAN_ROUTE_DOCS,
  ...NOTIFICATION_ROUTE_DOCS,
  ...LANDING_ROUTE_DOCS,
];
