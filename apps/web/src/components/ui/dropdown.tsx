import { useEffect, useId, useRef, useState, type CSSProperties, type ReactNode } from 'react';

type DropdownProps = {
  /** Renders the trigger; receives the props that wire it to the panel. */
  trigger: (props: {
    'aria-expanded': boolean;
    'aria-controls': string;
    onClick: (event?: { currentTarget: Element }) => void;
  }) => ReactNode;
  children: (close: () => void) => ReactNode;
  align?: 'start' | 'end';
  className?: string;
  /**
   * The panel is placed on the screen under its trigger (position: fixed) rather than inside its parent,
   * so a trigger inside a scrolling box (a wide table) does not have its panel clipped; it closes on scroll.
   */
  floating?: boolean;
};

/** Where a floating panel goes: under the trigger, its edge on the trigger's edge. */
function floatingStyle(trigger: Element, align: 'start' | 'end'): CSSProperties {
  const box = trigger.getBoundingClientRect();
  const edge = align === 'end' ? { right: window.innerWidth - box.right } : { left: box.left };
  return { position: 'fixed', top: box.bottom, ...edge };
}

/** A click-to-open panel that closes on outside click, Escape or when an item asks it to. */
export function Dropdown(props: DropdownProps) {
  const { trigger, children, align = 'end', className = 'w-64', floating = false } = props;
  const [open, setOpen] = useState(false);
  const [style, setStyle] = useState<CSSProperties>();
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
    // A floating panel would stay put while its trigger scrolls away.
    const onScroll = () => {
      if (floating) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    document.addEventListener('scroll', onScroll, true);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('scroll', onScroll, true);
    };
  }, [open, floating]);

  const close = () => {
    setOpen(false);
  };
  // The trigger's own element (its event's currentTarget) says where a floating panel goes.
  const toggle = (event?: { currentTarget: Element }) => {
    if (floating && event) setStyle(floatingStyle(event.currentTarget, align));
    setOpen((v) => !v);
  };
  return (
    <div ref={root} className="relative">
      {trigger({
        'aria-expanded': open,
        'aria-controls': panelId,
        onClick: toggle,
      })}
      {open && (
        <div
          id={panelId}
          style={floating ? style : undefined}
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
