import { useRef, type RefObject } from 'react';
import { SPLIT_PERCENT } from '@/config/workspace';
import { splitFromKey, splitFromPointer } from '@/lib/layout-limits';

type Props = {
  percent: number;
  onChange: (percent: number) => void;
  /** The element both panes share; the drag position is measured against it. */
  container: RefObject<HTMLElement | null>;
  controls: string;
};

/** A WAI-ARIA window splitter: drag it, or focus it and use the arrow keys, Home, End and Enter. */
export function Splitter({ percent, onChange, container, controls }: Props) {
  const dragging = useRef(false);

  const moveTo = (clientX: number) => {
    const box = container.current?.getBoundingClientRect();
    if (box) onChange(splitFromPointer(clientX, box.left, box.width));
  };

  return (
    <div
      role="separator"
      aria-orientation="vertical"
      aria-label="Resize the description and editor panels"
      aria-controls={controls}
      aria-valuenow={Math.round(percent)}
      aria-valuemin={SPLIT_PERCENT.min}
      aria-valuemax={SPLIT_PERCENT.max}
      tabIndex={0}
      data-testid="splitter"
      className="group relative hidden w-2 shrink-0 cursor-col-resize touch-none items-center justify-center rounded-full outline-none lg:flex"
      onPointerDown={(event) => {
        event.preventDefault();
        event.currentTarget.setPointerCapture(event.pointerId);
        dragging.current = true;
      }}
      onPointerMove={(event) => {
        if (dragging.current) moveTo(event.clientX);
      }}
      onPointerUp={(event) => {
        dragging.current = false;
        event.currentTarget.releasePointerCapture(event.pointerId);
      }}
      onDoubleClick={() => {
        onChange(SPLIT_PERCENT.default);
      }}
      onKeyDown={(event) => {
        const next = splitFromKey(percent, event.key, event.shiftKey);
        if (next === undefined) return;
        event.preventDefault();
        onChange(next);
      }}
    >
      <span className="h-10 w-1 rounded-full bg-base-300 transition-colors group-hover:bg-primary/60 group-focus-visible:bg-primary group-active:bg-primary" />
    </div>
  );
}
