// Server rules the clients can count on: token lifetimes, the AI tutor's budget, what a judged submission
// shows. Change them here and only here; limits.ts re-exports them.

export const ACCESS_TOKEN_TTL_SECONDS = 60 * 60;
export const REFRESH_TOKEN_TTL_SECONDS = 7 * 24 * 60 * 60;
/**
 * A rotated refresh token presented again within this many seconds is answered with the same successor
 * (two tabs, or a laptop waking up, refresh at once); presented later it revokes its whole sign-in.
 */
export const REFRESH_REUSE_GRACE_SECONDS = 10;
/** How long an emailed password-reset link works; it works once. */
export const PASSWORD_RESET_TTL_SECONDS = 30 * 60;
/** Characters of conversation sent upstream; older turns are dropped first to stay under it. */
export const AI_HISTORY_MAX_CHARS = 24_000;
/** How long the tutor waits for the model before answering 504 (OPENAI_TIMEOUT_MS overrides it). */
export const AI_TIMEOUT_MS = 60_000;
/** Notes one search answers at most (newest first). */
export const NOTES_LIST_MAX = 100;
/** Days a daily problem is not chosen again. */
export const DAILY_REPEAT_WINDOW_DAYS = 60;
/**
 * What a judged submission shows as `runtime` and `memory` when some of its tests are hidden: the visible
 * tests' maximum, or (Accepted only) every test's maximum rounded up to these steps, so a program cannot
 * read a hidden input out of the figures (issue 20, finding 3). Runs of visible tests only show exact figures.
 */
export const SHOWN_FIGURES_QUANTUM = { runtimeMs: 10, memoryKb: 1024 } as const;
/**
 * How long one SQL statement may run on a PostgreSQL server before the server cancels it and the request
 * answers 503 (DATABASE_STATEMENT_TIMEOUT_MS overrides it; 0 turns it off). A lock held by a stuck session
 * or an overloaded server then costs a request seconds, never a connection forever.
 */
export const DATABASE_STATEMENT_TIMEOUT_MS = 15_000;
