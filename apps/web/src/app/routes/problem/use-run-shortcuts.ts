import { useEffect, useRef } from 'react';

/**
 * Ctrl/Cmd+Enter runs and Ctrl/Cmd+Shift+Enter submits while focus is anywhere on the page. Inside
 * Monaco the editor's own commands handle the keys first (and stop them), so one press acts once.
 */
export function useRunShortcuts(actions: { run: () => void; submit: () => void }): void {
  const latest = useRef(actions);
  useEffect(() => {
    latest.current = actions;
  });
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Enter' || !(event.ctrlKey || event.metaKey) || event.defaultPrevented) return;
      event.preventDefault();
      if (event.shiftKey) latest.current.submit();
      else latest.current.run();
    };
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('keydown', onKey);
    };
  }, []);
}
