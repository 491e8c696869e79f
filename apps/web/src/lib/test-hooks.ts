/**
 * The localStorage knob end-to-end tests shorten the session refresh interval with. Read only when
 * `import.meta.env.DEV` (the Vite dev server, unit tests): production builds drop this code, so the
 * knob does nothing there.
 */
export const TEST_REFRESH_INTERVAL_KEY = 'codecourt:test:refresh-interval-ms';

/** The session refresh schedule a test asked for, or undefined (the real 45-minute one). */
export function testRefreshSchedule(): { intervalMs: number; alignToClock: true } | undefined {
  if (!import.meta.env.DEV) return undefined;
  // Absent when the app's modules load outside a browser (unit tests in Node).
  const raw = typeof localStorage === 'undefined' ? null : localStorage.getItem(TEST_REFRESH_INTERVAL_KEY);
  const intervalMs = raw ? Number(raw) : Number.NaN;
  if (!Number.isInteger(intervalMs) || intervalMs < 1_000) return undefined;
  // Aligned to the wall clock, so every tab's timer fires at the same instant.
  return { intervalMs, alignToClock: true };
}
