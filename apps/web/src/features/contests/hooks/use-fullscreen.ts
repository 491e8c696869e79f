import { useCallback, useEffect, useState, type RefObject } from 'react';

/** The Fullscreen API for one element: whether it fills the screen, whether it can, and the toggle. */
export function useFullscreen(target: RefObject<HTMLElement | null>) {
  const [active, setActive] = useState(false);
  useEffect(() => {
    const onChange = () => {
      setActive(document.fullscreenElement !== null && document.fullscreenElement === target.current);
    };
    document.addEventListener('fullscreenchange', onChange);
    return () => {
      document.removeEventListener('fullscreenchange', onChange);
    };
  }, [target]);
  const toggle = useCallback(() => {
    // A refusal (no user gesture, a policy) leaves the page as it was; there is nothing more to tell.
    if (document.fullscreenElement) document.exitFullscreen().catch(() => undefined);
    else target.current?.requestFullscreen().catch(() => undefined);
  }, [target]);
  return { active, supported: typeof document !== 'undefined' && document.fullscreenEnabled, toggle };
}
