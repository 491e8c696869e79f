// Validation limits: the bounds of what a request may carry, checked by the zod schemas on both sides
// (the forms before sending, the API on arrival). Change them here and only here; limits.ts re-exports them.

export const PASSWORD_MIN_LENGTH = 8;
/** Upper bound so a hash request cannot be used to burn CPU. */
export const PASSWORD_MAX_LENGTH = 128;
export const FIRST_NAME_MIN_LENGTH = 3;
export const FIRST_NAME_MAX_LENGTH = 50;
export const EMAIL_MAX_LENGTH = 254;
/** The longest reset token a request may carry (ours are 43 characters). */
export const PASSWORD_RESET_TOKEN_MAX_LENGTH = 256;
/** The most rows one page of a paged list (leaderboard, discussions) may ask for. */
export const PAGE_LIMIT_MAX = 100;
export const LAST_NAME_MAX_LENGTH = 50;
export const DISCUSSION_TITLE_MAX_LENGTH = 150;
export const DISCUSSION_CONTENT_MAX_LENGTH = 10_000;
/** Personal access tokens: a name of 1 to 100 characters, at most 10 per user. */
export const PERSONAL_TOKEN_NAME_MAX_LENGTH = 100;
export const PERSONAL_TOKENS_PER_USER_MAX = 10;
/** A problem's CPU time limit per test, in milliseconds: the judge's bounds. */
export const PROBLEM_TIME_LIMIT_MS = { min: 100, max: 20_000 } as const;
/** The most tests (visible and hidden together) the judge takes in one request: the API refuses more. */
export const PROBLEM_TESTS_MAX = 1_000;
/** A problem's memory limit, in KiB (16 MB to 2 GB): the judge's bounds. */
export const PROBLEM_MEMORY_LIMIT_KB = { min: 16 * 1024, max: 2 * 1024 * 1024 } as const;
export const VIDEO_MAX_BYTES = 100 * 1024 * 1024;
/** Video uploads one address may have in flight: each is spooled to disk until its ticket is checked. */
export const VIDEO_UPLOADS_PER_ADDRESS = 2;
export const AI_MESSAGE_MIN_LENGTH = 2;
export const CODE_MAX_BYTES = 64 * 1024;
export const JSON_BODY_LIMIT_BYTES = 1024 * 1024;
/** The most turns and characters per turn a chat request may carry. */
export const AI_MESSAGES_MAX = 40;
export const AI_MESSAGE_MAX_LENGTH = 8_000;
/** A private note's Markdown, in characters (one note per user and problem). */
export const NOTE_MAX_LENGTH = 20_000;
