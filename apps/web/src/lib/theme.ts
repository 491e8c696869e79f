import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import type { Theme } from '@/config/themes';

// public/theme-init.js applies the same key and default before first paint.
export const THEME_STORAGE_KEY = 'theme';
const DEFAULT_THEME: Theme = 'light';

function readSavedTheme(): Theme {
  try {
    return globalThis.localStorage.getItem(THEME_STORAGE_KEY) === 'dark' ? 'dark' : DEFAULT_THEME;
  } catch {
    return DEFAULT_THEME;
  }
}

function applyTheme(theme: Theme): void {
  document.documentElement.setAttribute('data-theme', theme);
  try {
    globalThis.localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Blocked storage only loses persistence; the page still switches.
  }
}

type ThemeState = { theme: Theme; setTheme: (theme: Theme) => void; toggleTheme: () => void };

const themeStore = createStore<ThemeState>()((set, get) => ({
  theme: typeof document === 'undefined' ? DEFAULT_THEME : readSavedTheme(),
  setTheme: (theme) => {
    applyTheme(theme);
    set({ theme });
  },
  toggleTheme: () => {
    get().setTheme(get().theme === 'dark' ? 'light' : 'dark');
  },
}));

/** Persists the effective theme at start, so localStorage.theme always names what is shown. */
export function initTheme(): void {
  applyTheme(themeStore.getState().theme);
}

export function useTheme(): ThemeState {
  return useStore(themeStore);
}
