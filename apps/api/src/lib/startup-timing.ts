/**
 * Where a start spends its time, phase by phase, logged once when the API listens (`startup timing`):
 * `sinceProcessStartMs` includes loading the modules, which the phases cannot see.
 */
export function createStartupTiming() {
  const phases: Record<string, number> = {};
  let last = performance.now();
  return {
    /** Ends the current phase under `name`. */
    mark(name: string): void {
      const now = performance.now();
      phases[name] = Math.round(now - last);
      last = now;
    },
    summary(): { phasesMs: Record<string, number>; sinceProcessStartMs: number } {
      return { phasesMs: { ...phases }, sinceProcessStartMs: Math.round(process.uptime() * 1000) };
    },
  };
}
