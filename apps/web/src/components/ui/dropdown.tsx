import { useEffect, useId, useRef, useState, type ReactNode } from 'react';

type DropdownProps = {
  /** Renders the trigger; receives the props that wire it to the panel. */
  trigger: (props: { 'aria-expanded': boolean; 'aria-controls': string; onClick: () => void }) => ReactNode;
  children: (close: () => void) => ReactNode;
  align?: 'start' | 'end';
  className?: string;
};

/** A click-to-open panel that closes on outside click, Escape or when an item asks it to. */
export function Dropdown({ trigger, children, align = 'end', className = 'w-64' }: DropdownProps) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (event.target instanceof Node && !root.current?.contains(event.target)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const close = () => {
    setOpen(false);
  };
  return (
    <div ref={root} className="relative">
      {trigger({
        'aria-expanded': open,
        'aria-controls': panelId,
        onClick: () => {
          setOpen((v) => !v);
        },
      })}
      {open && (
        <div
          id={panelId}
          className={`absolute top-full z-50 mt-2 rounded-box border border-base-300 bg-base-100 p-2 shadow-xl ${
            align === 'end' ? 'right-0' : 'left-0'
          } ${className}`}
        >
          {children(close)}
        </div>
      )}
    </div>
  );
}
