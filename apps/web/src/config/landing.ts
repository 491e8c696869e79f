/** The landing page's typed headline: the delay per character and the pause once a line is complete. */
export const TYPING_MS_PER_CHAR = 18;
export const TYPING_PAUSE_MS = 1_200;
