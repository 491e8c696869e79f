import { useRef } from 'react';
import { CONSOLE_HEIGHT } from '@/config/workspace';
import { clampConsoleHeight } from '@/lib/layout-limits';

type Props = {
  /** The height of the pane below the bar, in pixels. */
  height: number;
  onChange: (height: number) => void;
  controls: string;
};

const KEY_STEP_PX = 16;

/** A horizontal WAI-ARIA splitter over the console: drag it, or focus it and use the arrow keys. */
export function RowSplitter({ height, onChange, controls }: Props) {
  const start = useRef<{ y: number; height: number } | null>(null);
  return (
    <div
      role="separator"
      aria-orientation="horizontal"
      aria-label="Resize the console"
      aria-controls={controls}
      aria-valuenow={height}
      aria-valuemin={CONSOLE_HEIGHT.min}
      aria-valuemax={CONSOLE_HEIGHT.max}
      tabIndex={0}
      data-testid="console-splitter"
      className="group flex h-2 shrink-0 cursor-row-resize touch-none items-center justify-center border-t border-base-300 outline-none"
      onPointerDown={(event) => {
        event.preventDefault();
        event.currentTarget.setPointerCapture(event.pointerId);
        start.current = { y: event.clientY, height };
      }}
      onPointerMove={(event) => {
        if (start.current)
          onChange(clampConsoleHeight(start.current.height + start.current.y - event.clientY));
      }}
      onPointerUp={(event) => {
        start.current = null;
        event.currentTarget.releasePointerCapture(event.pointerId);
      }}
      onKeyDown={(event) => {
        const step = { ArrowUp: KEY_STEP_PX, ArrowDown: -KEY_STEP_PX }[event.key];
        if (step === undefined) return;
        event.preventDefault();
        onChange(clampConsoleHeight(height + step));
      }}
    >
      <span className="h-1 w-10 rounded-full bg-base-300 transition-colors group-hover:bg-primary/60 group-focus-visible:bg-primary" />
    </div>
  );
}
