// When the contest bench submits (issue #39): an opening rush, `openingSubmissions` evenly over the first
// `openingSeconds` (6,000 in 10 minutes at full size), then a steady rate until the replay ends.

export type ReplayShape = {
  /** The whole replay. */
  seconds: number;
  /** The opening window, at most `seconds`. */
  openingSeconds: number;
  openingSubmissions: number;
  /** Submissions per second after the opening. */
  steadyPerSecond: number;
};

/** The shape for a replay of `seconds`: 10 submissions a second for the first 10 minutes, then 2. */
export function replayShape(
  seconds: number,
  overrides: { openingSeconds?: number; openingSubmissions?: number; steadyPerSecond?: number } = {},
): ReplayShape {
  const openingSeconds = Math.min(seconds, overrides.openingSeconds ?? 600);
  return {
    seconds,
    openingSeconds,
    openingSubmissions: overrides.openingSubmissions ?? Math.round((6_000 * openingSeconds) / 600),
    steadyPerSecond: overrides.steadyPerSecond ?? 2,
  };
}

/** Each submission's time in milliseconds from the replay's start, in order. */
export function replayTimes(shape: ReplayShape): number[] {
  const times: number[] = [];
  const openingGapMs = (shape.openingSeconds * 1000) / Math.max(1, shape.openingSubmissions);
  for (let i = 0; i < shape.openingSubmissions; i++) times.push(i * openingGapMs);
  const steadyGapMs = shape.steadyPerSecond > 0 ? 1000 / shape.steadyPerSecond : Infinity;
  for (let at = shape.openingSeconds * 1000; at < shape.seconds * 1000; at += steadyGapMs) times.push(at);
  return times;
}

export const describeReplay = (shape: ReplayShape): string =>
  `${String(shape.openingSubmissions)} submissions over the first ${String(shape.openingSeconds)} s` +
  (shape.seconds > shape.openingSeconds
    ? `, then ${String(shape.steadyPerSecond)}/s to ${String(shape.seconds)} s`
    : '');
