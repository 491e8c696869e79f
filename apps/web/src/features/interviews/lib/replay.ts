import * as Y from 'yjs';
import {
  DEFAULT_LANGUAGE_ID,
  INTERVIEW_DOCUMENT,
  isLanguageId,
  type InterviewReplay,
  type InterviewRunEntry,
  type LanguageId,
} from '@codecourt/contracts';
import { runsOf } from '@/features/interviews/lib/runs';

/** The document as it stood after one stored update: its time, the code, the language and the runs. */
export type ReplayFrame = { at: number; code: string; language: LanguageId; runs: InterviewRunEntry[] };

/** The replay's span: from the first thing that happened (typing may precede the start) to the end. */
export type ReplayTimeline = {
  frames: ReplayFrame[];
  startsAt: number;
  startedAt: number | null;
  endsAt: number;
};

function fromBase64(text: string): Uint8Array {
  return Uint8Array.from(atob(text), (char) => char.charCodeAt(0));
}

function languageOf(doc: Y.Doc): LanguageId {
  const value = doc.getMap<unknown>(INTERVIEW_DOCUMENT.meta).get(INTERVIEW_DOCUMENT.language);
  return typeof value === 'string' && isLanguageId(value) ? value : DEFAULT_LANGUAGE_ID;
}

/**
 * Rebuilds the document update by update, in the stored order, keeping what the player shows after each:
 * scrubbing is then a search over frames, not a replay from the start at every move. The runs array is
 * read again only when it grew, so frames share it between runs.
 */
export function buildTimeline(replay: InterviewReplay): ReplayTimeline {
  const doc = new Y.Doc();
  const frames: ReplayFrame[] = [];
  let runs: InterviewRunEntry[] = [];
  for (const { at, update } of replay.updates) {
    Y.applyUpdate(doc, fromBase64(update));
    const runCount = doc.getArray(INTERVIEW_DOCUMENT.runs).length;
    if (runCount !== runs.length) runs = runsOf(doc);
    frames.push({
      at: Date.parse(at),
      code: doc.getText(INTERVIEW_DOCUMENT.code).toJSON(),
      language: languageOf(doc),
      runs,
    });
  }
  doc.destroy();
  const startedAt = replay.startedAt === null ? null : Date.parse(replay.startedAt);
  const endsAt = Date.parse(replay.endedAt);
  const first = frames[0]?.at ?? endsAt;
  return { frames, startsAt: Math.min(first, startedAt ?? first, endsAt), startedAt, endsAt };
}

/** The frame showing at time `at`: the last one not after it, or null before anything was typed. */
export function frameAt(frames: readonly ReplayFrame[], at: number): ReplayFrame | null {
  let low = 0;
  let high = frames.length - 1;
  let found = -1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if ((frames[middle]?.at ?? Infinity) <= at) {
      found = middle;
      low = middle + 1;
    } else high = middle - 1;
  }
  return found < 0 ? null : (frames[found] ?? null);
}

/** Where the next change after `at` happens, for "next change" (null: nothing happens after it). */
export function nextChangeAfter(frames: readonly ReplayFrame[], at: number): number | null {
  return frames.find((frame) => frame.at > at)?.at ?? null;
}
