import { useEffect, useRef } from 'react';
import { revealActionOf, type RevealAction } from '@/features/contests/lib/reveal-keys';

/** Where typing or a control's own Space / Enter must not be taken for a step. */
const TYPING = 'input, textarea, select, [contenteditable="true"]';
const CONTROLS = 'button, a[href], summary, [role="button"]';

/**
 * The presenter's keys anywhere on the page: one action per press (a held key's repeats are ignored).
 * Space and Enter on a focused control are left to it, so a click is not also taken as a key press.
 */
export function useRevealKeys(onAction: (action: RevealAction) => void): void {
  const latest = useRef(onAction);
  useEffect(() => {
    latest.current = onAction;
  }, [onAction]);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.repeat || event.altKey || event.ctrlKey || event.metaKey) return;
      const action = revealActionOf(event.key);
      if (action === undefined) return;
      const target = event.target instanceof Element ? event.target : null;
      if (target?.closest(TYPING)) return;
      if ((event.key === ' ' || event.key === 'Enter') && target?.closest(CONTROLS)) return;
      event.preventDefault();
      latest.current(action);
    };
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('keydown', onKey);
    };
  }, []);
}
