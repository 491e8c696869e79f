/** How long the search box waits after the last key before the URL (and the list) follow it. */
export const SEARCH_DEBOUNCE_MS = 250;
