// Client limits: what the web app and other clients need to behave and lay out (timeouts, retries,
// page sizes, how much a page shows). Change them here and only here; limits.ts re-exports them.

export const REQUEST_TIMEOUT_MS = 60_000;
export const SERVER_ERROR_RETRIES = 1;
export const SERVER_ERROR_RETRY_DELAY_MS = 1_000;
export const SESSION_REFRESH_INTERVAL_MS = 2_700_000;
export const PASSWORD_STRENGTH_MAX = 5;
export const LEADERBOARD_PAGE_SIZE = 50;
export const DISCUSSION_PAGE_SIZE = 20;
export const PROFILE_BOOKMARKS_SHOWN = 5;
export const RECENT_SUBMISSIONS_SHOWN = 10;
/** Days the profile's heat-map of accepted submissions covers. */
export const ACTIVITY_DAYS = 365;
export const TOPIC_PROGRESS_MAX = 50;
/** The editors wait this long after the last keystroke before saving to the server. */
export const AUTOSAVE_DEBOUNCE_MS = 1500;
