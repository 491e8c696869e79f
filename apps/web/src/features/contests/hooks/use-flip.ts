import { useLayoutEffect, useRef, type RefObject } from 'react';
import { useReducedMotion } from '@/hooks/use-reduced-motion';

const MOVE_MS = 700;

/**
 * FLIP: the elements under `container` marked `data-flip="<id>"` glide from where they were to where the
 * last render put them, each time `version` changes. Off when the viewer prefers reduced motion.
 */
export function useFlip(container: RefObject<HTMLElement | null>, enabled: boolean, version: unknown): void {
  const reduced = useReducedMotion();
  const places = useRef(new Map<string, number>());
  useLayoutEffect(() => {
    const root = container.current;
    if (!root) return;
    const moved = new Map<string, number>();
    for (const element of root.querySelectorAll<HTMLElement>('[data-flip]')) {
      const id = element.dataset.flip ?? '';
      const top = element.offsetTop;
      moved.set(id, top);
      const before = places.current.get(id);
      if (!enabled || reduced || before === undefined || before === top) continue;
      // Web Animations leave no inline style behind, so a later render never inherits a stale offset.
      if (typeof element.animate === 'function')
        element.animate([{ transform: `translateY(${String(before - top)}px)` }, { transform: 'none' }], {
          duration: MOVE_MS,
          easing: 'ease-in-out',
        });
    }
    places.current = moved;
  }, [container, enabled, reduced, version]);
}
