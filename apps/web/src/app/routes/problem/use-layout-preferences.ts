import { useState } from 'react';
import { CONSOLE_HEIGHT, EDITOR_FONT_SIZE, SPLIT_PERCENT, type BottomPanelView } from '@/config/workspace';
import { storageKeys } from '@/config/storage-keys';
import {
  browserStore,
  loadFlag,
  loadNumber,
  saveFlag,
  saveNumber,
} from '@/features/code-editor/lib/code-storage';
import { clampConsoleHeight, clampFontSize, clampSplit } from '@/lib/layout-limits';

export type LayoutPreferences = {
  fontSize: number;
  setFontSize: (size: number) => void;
  split: number;
  setSplit: (percent: number) => void;
  consoleHeight: number;
  setConsoleHeight: (height: number) => void;
  /** "code" is the collapsed console; opening or collapsing it is remembered. */
  view: BottomPanelView;
  setView: (view: BottomPanelView) => void;
};

/** Font size, split, console height and whether the console is open: the same on every problem. */
export function useLayoutPreferences(): LayoutPreferences {
  const store = browserStore();
  const [fontSize, setFontSize] = useState(() =>
    clampFontSize(loadNumber(store, storageKeys.fontSize) ?? EDITOR_FONT_SIZE.default),
  );
  const [split, setSplit] = useState(() =>
    clampSplit(loadNumber(store, storageKeys.split) ?? SPLIT_PERCENT.default),
  );
  const [consoleHeight, setConsoleHeight] = useState(() =>
    clampConsoleHeight(loadNumber(store, storageKeys.consoleHeight) ?? CONSOLE_HEIGHT.default),
  );
  const [view, setView] = useState<BottomPanelView>(() =>
    loadFlag(store, storageKeys.consoleCollapsed) === false ? 'testcase' : 'code',
  );
  return {
    fontSize,
    setFontSize: (size) => {
      const next = clampFontSize(size);
      setFontSize(next);
      saveNumber(store, storageKeys.fontSize, next);
    },
    split,
    setSplit: (percent) => {
      const next = clampSplit(percent);
      setSplit(next);
      saveNumber(store, storageKeys.split, next);
    },
    consoleHeight,
    setConsoleHeight: (height) => {
      const next = clampConsoleHeight(height);
      setConsoleHeight(next);
      saveNumber(store, storageKeys.consoleHeight, next);
    },
    view,
    setView: (next) => {
      setView(next);
      saveFlag(store, storageKeys.consoleCollapsed, next === 'code');
    },
  };
}
