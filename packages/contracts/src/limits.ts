// Business constants and limits shared by the API and the clients. Change them here and only here.

export const REQUEST_TIMEOUT_MS = 60_000;
export const SERVER_ERROR_RETRIES = 1;
export const SERVER_ERROR_RETRY_DELAY_MS = 1_000;
export const SESSION_REFRESH_INTERVAL_MS = 2_700_000;

export const PASSWORD_MIN_LENGTH = 8;
/** Upper bound so a hash request cannot be used to burn CPU. */
export const PASSWORD_MAX_LENGTH = 128;
export const FIRST_NAME_MIN_LENGTH = 3;
export const FIRST_NAME_MAX_LENGTH = 50;
export const EMAIL_MAX_LENGTH = 254;
export const PASSWORD_STRENGTH_MAX = 5;

export const ACCESS_TOKEN_TTL_SECONDS = 60 * 60;
export const REFRESH_TOKEN_TTL_SECONDS = 7 * 24 * 60 * 60;
/**
 * A rotated refresh token presented again within this many seconds is answered with the same successor
 * (two tabs, or a laptop waking up, refresh at once); presented later it revokes its whole sign-in.
 */
export const REFRESH_REUSE_GRACE_SECONDS = 10;
/** Refresh-token calls per IP per window before 429 (each tab refreshes about once every 45 minutes). */
export const REFRESH_RATE_LIMIT = { windowMs: 60 * 1000, max: 30 } as const;

/** Login and register attempts per IP per window before 429. */
export const AUTH_RATE_LIMIT = { windowMs: 15 * 60 * 1000, max: 20 } as const;

/** How long an emailed password-reset link works; it works once. */
export const PASSWORD_RESET_TTL_SECONDS = 30 * 60;
/** The longest reset token a request may carry (ours are 43 characters). */
export const PASSWORD_RESET_TOKEN_MAX_LENGTH = 256;
/** Forgot- and reset-password requests per IP per window before 429. */
export const PASSWORD_RESET_IP_RATE_LIMIT = { windowMs: 15 * 60 * 1000, max: 10 } as const;
/** Reset emails asked for one address per window before 429: nobody can flood an inbox. */
export const PASSWORD_RESET_EMAIL_RATE_LIMIT = { windowMs: 60 * 60 * 1000, max: 3 } as const;
/** Change-password attempts per signed-in user per window before 429 (each guess costs an argon2 hash). */
export const CHANGE_PASSWORD_RATE_LIMIT = { windowMs: 15 * 60 * 1000, max: 5 } as const;

export const LEADERBOARD_PAGE_SIZE = 50;
/** The most rows one page of a paged list (leaderboard, discussions) may ask for. */
export const PAGE_LIMIT_MAX = 100;

export const LAST_NAME_MAX_LENGTH = 50;

export const DISCUSSION_TITLE_MAX_LENGTH = 150;
export const DISCUSSION_CONTENT_MAX_LENGTH = 10_000;
export const DISCUSSION_PAGE_SIZE = 20;
/** Discussion, reply, vote and bookmark writes per signed-in user per window before 429. */
export const COMMUNITY_WRITE_RATE_LIMIT = { windowMs: 60 * 1000, max: 60 } as const;
/** Personal access tokens: a name of 1 to 100 characters, at most 10 per user. */
export const PERSONAL_TOKEN_NAME_MAX_LENGTH = 100;
export const PERSONAL_TOKENS_PER_USER_MAX = 10;
/** Requests one personal access token may make per window before 429 (scripts, not browsers: no retries storm). */
export const PERSONAL_TOKEN_RATE_LIMIT = { windowMs: 60 * 1000, max: 120 } as const;
/** Live-judging streams one user may open per window before 429: each holds a connection and a subscription. */
export const LIVE_EVENTS_RATE_LIMIT = { windowMs: 60 * 1000, max: 60 } as const;
/**
 * Problem writes that judge every reference solution on every test (create, update, verify, package
 * import) per admin per window before 429: each costs as much as dozens of submissions.
 */
export const PROBLEM_JUDGING_RATE_LIMIT = { windowMs: 60 * 1000, max: 20 } as const;
/** Uploads to the local video store per IP per window before 429 (each may be 100 MB and runs ffmpeg). */
export const VIDEO_UPLOAD_RATE_LIMIT = { windowMs: 15 * 60 * 1000, max: 20 } as const;
/** A problem's CPU time limit per test, in milliseconds: the judge's bounds. */
export const PROBLEM_TIME_LIMIT_MS = { min: 100, max: 20_000 } as const;
/** A problem's memory limit, in KiB (16 MB to 2 GB): the judge's bounds. */
export const PROBLEM_MEMORY_LIMIT_KB = { min: 16 * 1024, max: 2 * 1024 * 1024 } as const;
export const VIDEO_MAX_BYTES = 100 * 1024 * 1024;

export const PROFILE_BOOKMARKS_SHOWN = 5;
export const RECENT_SUBMISSIONS_SHOWN = 10;
/** Days the profile's heat-map of accepted submissions covers. */
export const ACTIVITY_DAYS = 365;
export const TOPIC_PROGRESS_MAX = 50;

export const AI_MESSAGE_MIN_LENGTH = 2;

export const CODE_MAX_BYTES = 64 * 1024;
export const JSON_BODY_LIMIT_BYTES = 1024 * 1024;

/** AI tutor requests per signed-in user per window before 429 (AI_RATE_LIMIT_MAX / AI_RATE_LIMIT_WINDOW_MS override it). */
export const AI_RATE_LIMIT = { windowMs: 10 * 60 * 1000, max: 20 } as const;
/** The most turns and characters per turn a chat request may carry. */
export const AI_MESSAGES_MAX = 40;
export const AI_MESSAGE_MAX_LENGTH = 8_000;
/** Characters of conversation sent upstream; older turns are dropped first to stay under it. */
export const AI_HISTORY_MAX_CHARS = 24_000;
/** How long the tutor waits for the model before answering 504 (OPENAI_TIMEOUT_MS overrides it). */
export const AI_TIMEOUT_MS = 60_000;

/** A private note's Markdown, in characters (one note per user and problem). */
export const NOTE_MAX_LENGTH = 20_000;
/** Notes one search answers at most (newest first). */
export const NOTES_LIST_MAX = 100;
/** Days a daily problem is not chosen again. */
export const DAILY_REPEAT_WINDOW_DAYS = 60;
/** Autosaved notes and drafts per signed-in user per minute (the editors save at most every 1.5 s each). */
export const AUTOSAVE_RATE_LIMIT = { windowMs: 60 * 1000, max: 120 } as const;
/** The editors wait this long after the last keystroke before saving to the server. */
export const AUTOSAVE_DEBOUNCE_MS = 1500;
/**
 * What a judged submission shows as `runtime` and `memory` when some of its tests are hidden: the visible
 * tests' maximum, or (Accepted only) every test's maximum rounded up to these steps, so a program cannot
 * read a hidden input out of the figures (issue 20, finding 3). Runs of visible tests only show exact figures.
 */
export const SHOWN_FIGURES_QUANTUM = { runtimeMs: 10, memoryKb: 1024 } as const;

/** GET /api/export/solutions per user: it reads every accepted submission, so a few a minute. */
export const EXPORT_RATE_LIMIT = { windowMs: 60 * 1000, max: 5 } as const;
