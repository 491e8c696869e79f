// Verdict stored -> rows event, on every sampled stream: for each verdict stored after the stream opened, the
// first rows event at or after it whose row of the verdict's participant shows it (as many judged tries as
// the verdict's try number, or solved), or the first `board` event after it once the client's page came
// back (RowsEvent.boardAtMs), per instance; a verdict no such event followed on a stream counts as missed
// there. Matching the participant alone would take the next try's event for a verdict whose own
// event was missed, and hide the miss in a latency as long as the gap between two tries.
import type { SampledStream } from './board-streams.js';

/** `tryNumber`: the participant's how-manyth try this is (1-based, by submission time). */
export type StoredVerdict = { participantId: string; storedMs: number; tryNumber: number };
export type InstanceLatency = { latencies: number[]; missed: number; streams: number };

/**
 * The verdicts that change their participant's row (ICPC): every one up to the participant's first
 * Accepted; later tries of a solved problem change nothing, so no event is owed for them.
 */
export function rowMovingVerdicts(
  verdicts: readonly (StoredVerdict & { accepted: boolean })[],
): StoredVerdict[] {
  const solvedAt = new Map<string, number>();
  for (const v of verdicts)
    if (v.accepted)
      solvedAt.set(v.participantId, Math.min(v.storedMs, solvedAt.get(v.participantId) ?? Infinity));
  return verdicts
    .filter((v) => v.storedMs <= (solvedAt.get(v.participantId) ?? Infinity))
    .map(({ participantId, storedMs, tryNumber }) => ({ participantId, storedMs, tryNumber }));
}

/** Index of the first value >= `at` in ascending `values` (values.length when none). */
function firstAtOrAfter(values: readonly number[], at: number): number {
  let low = 0;
  let high = values.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if ((values[mid] ?? Infinity) < at) low = mid + 1;
    else high = mid;
  }
  return low;
}

export function verdictLatencies(
  verdicts: readonly StoredVerdict[],
  streams: readonly SampledStream[],
  instances: number,
): InstanceLatency[] {
  const result: InstanceLatency[] = Array.from({ length: instances }, () => ({
    latencies: [],
    missed: 0,
    streams: 0,
  }));
  for (const stream of streams) {
    const own = result[stream.instance];
    if (!own) continue;
    own.streams++;
    // When each participant's row arrived on this stream, in arrival order, and how many verdicts it showed;
    // and when a `board` event's page arrived, which shows every verdict stored before the event.
    const heardAt = new Map<string, { times: number[]; judged: number[] }>();
    const refetches = stream.events
      .flatMap((event) => (event.boardAtMs === undefined ? [] : [{ at: event.boardAtMs, page: event.atMs }]))
      .sort((a, b) => a.at - b.at);
    const boardAt = refetches.map((refetch) => refetch.at);
    for (const event of stream.events)
      for (const row of event.rows) {
        const heard = heardAt.get(row.participantId) ?? { times: [], judged: [] };
        heard.times.push(event.atMs);
        heard.judged.push(row.judged);
        heardAt.set(row.participantId, heard);
      }
    for (const verdict of verdicts) {
      if (verdict.storedMs < stream.openedAtMs) continue;
      const heard = heardAt.get(verdict.participantId) ?? { times: [], judged: [] };
      let at = firstAtOrAfter(heard.times, verdict.storedMs);
      while (at < heard.times.length && (heard.judged[at] ?? 0) < verdict.tryNumber) at++;
      const refetched = refetches[firstAtOrAfter(boardAt, verdict.storedMs)];
      const seen = Math.min(heard.times[at] ?? Infinity, refetched?.page ?? Infinity);
      if (seen === Infinity) own.missed++;
      else own.latencies.push(seen - verdict.storedMs);
    }
  }
  return result;
}
