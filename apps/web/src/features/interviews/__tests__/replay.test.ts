import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { INTERVIEW_DOCUMENT, type InterviewReplay, type InterviewRunEntry } from '@codecourt/contracts';
import { buildTimeline, frameAt, nextChangeAfter } from '@/features/interviews/lib/replay';

const T0 = Date.parse('2026-05-04T10:00:00.000Z');
const iso = (offsetMs: number) => new Date(T0 + offsetMs).toISOString();
const base64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));

const RUN: InterviewRunEntry = {
  by: { userId: '00000000-0000-4000-8000-0000000000aa', firstName: 'Ada' },
  at: iso(30_000),
  language: 'python',
  input: null,
  result: {
    status: 'done',
    verdict: 'Accepted',
    testCasesPassed: 0,
    totalTestCases: 0,
    runtime: null,
    memory: null,
    error: null,
    compileOutput: null,
    tests: [],
    success: true,
    output: '42',
  },
};

/** A room's stored updates as the server keeps them: each change of a real Y.Doc, with its time. */
function recordRoom(): InterviewReplay {
  const doc = new Y.Doc();
  const updates: InterviewReplay['updates'] = [];
  let clock = 0;
  doc.on('update', (update: Uint8Array) => {
    updates.push({ seq: updates.length + 1, at: iso(clock), update: base64(update) });
  });
  clock = 10_000;
  doc.getMap(INTERVIEW_DOCUMENT.meta).set(INTERVIEW_DOCUMENT.language, 'python');
  clock = 12_000;
  doc.getText(INTERVIEW_DOCUMENT.code).insert(0, 'print(1)');
  clock = 20_000;
  doc.getText(INTERVIEW_DOCUMENT.code).delete(6, 1);
  doc.getText(INTERVIEW_DOCUMENT.code).insert(6, '42');
  clock = 30_000;
  doc.getArray(INTERVIEW_DOCUMENT.runs).push([RUN]);
  return { startedAt: iso(5_000), endedAt: iso(60_000), durationMinutes: 45, updates, nextAfter: null };
}

describe('the replay', () => {
  it('when rebuilt update by update, then each moment shows the code, language and runs as they were then', () => {
    const timeline = buildTimeline(recordRoom());

    expect(timeline.startsAt).toBe(T0 + 5_000);
    expect(timeline.endsAt).toBe(T0 + 60_000);
    expect(frameAt(timeline.frames, T0 + 6_000)).toBeNull();
    expect(frameAt(timeline.frames, T0 + 11_000)).toMatchObject({ code: '', language: 'python', runs: [] });
    expect(frameAt(timeline.frames, T0 + 15_000)?.code).toBe('print(1)');
    expect(frameAt(timeline.frames, T0 + 25_000)?.code).toBe('print(42)');
    expect(frameAt(timeline.frames, T0 + 25_000)?.runs).toEqual([]);
    expect(frameAt(timeline.frames, T0 + 60_000)?.runs).toEqual([RUN]);
  });

  it('when stepping to the next change, then it lands on each stored update in turn and ends after the last', () => {
    const { frames, startsAt } = buildTimeline(recordRoom());
    const stops: number[] = [];
    for (let at: number | null = startsAt; at !== null; at = nextChangeAfter(frames, at)) stops.push(at - T0);

    expect(stops).toEqual([5_000, 10_000, 12_000, 20_000, 30_000]);
  });

  it('when scrubbing back, then the earlier code returns (frames are kept, not rebuilt forward only)', () => {
    const { frames } = buildTimeline(recordRoom());
    expect(frameAt(frames, T0 + 40_000)?.code).toBe('print(42)');
    expect(frameAt(frames, T0 + 13_000)?.code).toBe('print(1)');
  });

  it('when a run entry is not a run, then the replay leaves it out instead of failing', () => {
    const doc = new Y.Doc();
    const update = (() => {
      let captured: Uint8Array = new Uint8Array();
      doc.on('update', (bytes: Uint8Array) => {
        captured = bytes;
      });
      doc.getArray(INTERVIEW_DOCUMENT.runs).push([{ not: 'a run' }]);
      return captured;
    })();
    const timeline = buildTimeline({
      startedAt: iso(0),
      endedAt: iso(1_000),
      durationMinutes: 15,
      updates: [{ seq: 1, at: iso(500), update: base64(update) }],
      nextAfter: null,
    });
    expect(timeline.frames[0]?.runs).toEqual([]);
  });
});
