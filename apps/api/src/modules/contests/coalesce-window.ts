/** Changes heard within this many milliseconds are applied together: one build for a burst of verdicts. */
const COALESCE_MS = 20;
/**
 * With many streams open the window grows, a millisecond per this many streams, up to COALESCE_MAX_MS: a
 * push writes to every stream (6,667 sockets an instance at 20,000 participants on three instances), and at
 * ten verdicts a second one push per verdict kept the event loop writing, so a verdict's event waited behind
 * the pushes before it (docs/benchmarks.md). A verdict now waits up to the window, and a push carries several.
 */
const STREAMS_PER_COALESCE_MS = 40;
const COALESCE_MAX_MS = 200;

/** How long a board waits for more changes before it applies what it heard, with `following` streams open. */
export const coalesceWindowMs = (following: number): number =>
  Math.min(COALESCE_MAX_MS, Math.max(COALESCE_MS, Math.round(following / STREAMS_PER_COALESCE_MS)));
