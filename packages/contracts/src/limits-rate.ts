// Rate limits: requests per window before 429, each keyed as its comment says (IP, user, token).
// Change them here and only here; limits.ts re-exports them.

/** Refresh-token calls per IP per window before 429 (each tab refreshes about once every 45 minutes). */
export const REFRESH_RATE_LIMIT = { windowMs: 60 * 1000, max: 30 } as const;
/** Login and register attempts per IP per window before 429. */
export const AUTH_RATE_LIMIT = { windowMs: 15 * 60 * 1000, max: 20 } as const;
/** Forgot- and reset-password requests per IP per window before 429. */
export const PASSWORD_RESET_IP_RATE_LIMIT = { windowMs: 15 * 60 * 1000, max: 10 } as const;
/** Reset emails asked for one address per window before 429: nobody can flood an inbox. */
export const PASSWORD_RESET_EMAIL_RATE_LIMIT = { windowMs: 60 * 60 * 1000, max: 3 } as const;
/** Change-password attempts per signed-in user per window before 429 (each guess costs an argon2 hash). */
export const CHANGE_PASSWORD_RATE_LIMIT = { windowMs: 15 * 60 * 1000, max: 5 } as const;
/**
 * Wrong access codes one user may try at one contest per window before 429 (the right code then waits
 * too): guessing a code takes windows, not seconds. ACCESS_CODE_RATE_LIMIT_* override it.
 */
export const ACCESS_CODE_RATE_LIMIT = { windowMs: 15 * 60 * 1000, max: 10 } as const;
/** Discussion, reply, vote and bookmark writes per signed-in user per window before 429. */
export const COMMUNITY_WRITE_RATE_LIMIT = { windowMs: 60 * 1000, max: 60 } as const;
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
/** AI tutor requests per signed-in user per window before 429 (AI_RATE_LIMIT_MAX / AI_RATE_LIMIT_WINDOW_MS override it). */
export const AI_RATE_LIMIT = { windowMs: 10 * 60 * 1000, max: 20 } as const;
/** Autosaved notes and drafts per signed-in user per minute (the editors save at most every 1.5 s each). */
export const AUTOSAVE_RATE_LIMIT = { windowMs: 60 * 1000, max: 120 } as const;

/** GET /api/export/solutions per user: it reads every accepted submission, so a few a minute. */
export const EXPORT_RATE_LIMIT = { windowMs: 60 * 1000, max: 5 } as const;

/**
 * Batch-account imports per admin per window before 429 (issue #36): one may hash 10,000 generated
 * passwords, so a few an hour; a rejected file counts too, as it is read and checked whole.
 */
export const CONTEST_ACCOUNTS_RATE_LIMIT = { windowMs: 15 * 60 * 1000, max: 10 } as const;
