// Every table the API owns; drizzle-kit reads this file to generate migrations.
export * from './users.js';
export * from './refresh-tokens.js';
export * from './problems.js';
export * from './problem-files.js';
export * from './submissions.js';
export * from './user-stats.js';
export * from './bookmarks.js';
export * from './discussions.js';
export * from './leaderboard-groups.js';
export * from './problem-videos.js';
export * from './personal-tokens.js';
export * from './judge0-submissions.js';
export * from './password-reset-tokens.js';
export * from './contests.js';
export * from './practice.js';
export * from './review-plans.js';
export * from './notifications.js';
