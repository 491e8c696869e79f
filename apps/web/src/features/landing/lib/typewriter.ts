import { TYPING_MS_PER_CHAR, TYPING_PAUSE_MS } from '@/config/landing';

export type TypewriterState = { phrase: number; length: number; deleting: boolean };
export type TypewriterTiming = { msPerChar: number; pauseMs: number };

export const LANDING_TIMING: TypewriterTiming = { msPerChar: TYPING_MS_PER_CHAR, pauseMs: TYPING_PAUSE_MS };
export const TYPEWRITER_START: TypewriterState = { phrase: 0, length: 0, deleting: false };

/**
 * One tick of the hero animation: type a character, pause on the full phrase, erase it, move on.
 * Returns the next state and how long to wait before the tick after it.
 */
export function typewriterStep(
  state: TypewriterState,
  phrases: readonly string[],
  timing: TypewriterTiming = LANDING_TIMING,
): { state: TypewriterState; delayMs: number } {
  const full = phrases[state.phrase] ?? '';
  if (!state.deleting) {
    if (state.length < full.length) {
      const length = state.length + 1;
      const delayMs = length === full.length ? timing.pauseMs : timing.msPerChar;
      return { state: { ...state, length, deleting: length === full.length }, delayMs };
    }
    return { state: { ...state, deleting: true }, delayMs: timing.pauseMs };
  }
  if (state.length > 0) return { state: { ...state, length: state.length - 1 }, delayMs: timing.msPerChar };
  return {
    state: { phrase: (state.phrase + 1) % Math.max(phrases.length, 1), length: 0, deleting: false },
    delayMs: timing.msPerChar,
  };
}
