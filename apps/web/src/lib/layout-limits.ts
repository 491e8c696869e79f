import { CONSOLE_HEIGHT, EDITOR_FONT_SIZE, SPLIT_PERCENT } from '@/config/workspace';

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** The left pane's width in percent, kept within SPLIT_PERCENT. */
export function clampSplit(percent: number): number {
  return Number.isFinite(percent)
    ? clamp(percent, SPLIT_PERCENT.min, SPLIT_PERCENT.max)
    : SPLIT_PERCENT.default;
}

/** Where a drag at `clientX` puts the splitter inside a container starting at `left` and `width` wide. */
export function splitFromPointer(clientX: number, left: number, width: number): number {
  if (width <= 0) return SPLIT_PERCENT.default;
  return clampSplit(((clientX - left) / width) * 100);
}

const KEY_STEP = 2;
const KEY_STEP_LARGE = 10;

/** Keyboard control of the splitter (WAI-ARIA window splitter); undefined for keys it does not handle. */
export function splitFromKey(current: number, key: string, large: boolean): number | undefined {
  const step = large ? KEY_STEP_LARGE : KEY_STEP;
  switch (key) {
    case 'ArrowLeft':
      return clampSplit(current - step);
    case 'ArrowRight':
      return clampSplit(current + step);
    case 'Home':
      return SPLIT_PERCENT.min;
    case 'End':
      return SPLIT_PERCENT.max;
    case 'Enter':
      return SPLIT_PERCENT.default;
    default:
      return undefined;
  }
}

/** Editor font size within EDITOR_FONT_SIZE; whole pixels only. */
export function clampFontSize(size: number): number {
  return Number.isFinite(size)
    ? clamp(Math.round(size), EDITOR_FONT_SIZE.min, EDITOR_FONT_SIZE.max)
    : EDITOR_FONT_SIZE.default;
}

/** The console's height in pixels within CONSOLE_HEIGHT. */
export function clampConsoleHeight(height: number): number {
  return Number.isFinite(height)
    ? clamp(Math.round(height), CONSOLE_HEIGHT.min, CONSOLE_HEIGHT.max)
    : CONSOLE_HEIGHT.default;
}
