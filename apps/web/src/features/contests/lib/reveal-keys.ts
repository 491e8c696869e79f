import type { RevealState } from '@codecourt/contracts';

export type RevealAction = 'next' | 'back' | 'home';

/** Where a presenter stands: before the first step, at one step of the reveal, or past the last one. */
export type RevealPosition = 'before' | 'done' | Pick<RevealState, 'step' | 'steps'>;

/**
 * The keys of each action, as aria-keyshortcuts names them. Page Down / Page Up are what presentation
 * clickers send, so a clicker drives the reveal too.
 */
export const REVEAL_SHORTCUTS: Record<RevealAction, string> = {
  next: 'Space ArrowRight Enter PageDown',
  back: 'ArrowLeft Backspace PageUp',
  home: 'Home',
};

const ACTION_OF_KEY: Readonly<Record<string, RevealAction>> = {
  ' ': 'next',
  ArrowRight: 'next',
  Enter: 'next',
  PageDown: 'next',
  ArrowLeft: 'back',
  Backspace: 'back',
  PageUp: 'back',
  Home: 'home',
};

/** The action a key (KeyboardEvent.key) asks for; undefined for every other key. */
export function revealActionOf(key: string): RevealAction | undefined {
  return Object.hasOwn(ACTION_OF_KEY, key) ? ACTION_OF_KEY[key] : undefined;
}

/** The step an action posts from a position; undefined when it has nowhere to go. */
export function targetStep(action: RevealAction, at: RevealPosition): number | undefined {
  if (at === 'done') return undefined;
  if (at === 'before') return action === 'next' ? 0 : undefined;
  if (action === 'next') return at.step < at.steps ? at.step + 1 : undefined;
  if (action === 'back') return at.step > 0 ? at.step - 1 : undefined;
  return at.step > 0 ? 0 : undefined;
}

/** A presenter's position as the board shows it: a frozen board without a reveal has not begun. */
export function positionOf(board: { frozen: boolean; reveal?: RevealState | undefined }): RevealPosition {
  if (board.reveal) return board.reveal.done ? 'done' : board.reveal;
  return board.frozen ? 'before' : 'done';
}
