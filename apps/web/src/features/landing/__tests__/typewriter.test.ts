import { describe, expect, it } from 'vitest';
import { TYPING_MS_PER_CHAR, TYPING_PAUSE_MS } from '@/config/landing';
import { TYPEWRITER_START, typewriterStep, type TypewriterState } from '@/features/landing/lib/typewriter';

function run(phrases: string[], ticks: number) {
  const frames: { text: string; delayMs: number }[] = [];
  let state: TypewriterState = TYPEWRITER_START;
  for (let i = 0; i < ticks; i += 1) {
    const step = typewriterStep(state, phrases);
    state = step.state;
    frames.push({ text: (phrases[state.phrase] ?? '').slice(0, state.length), delayMs: step.delayMs });
  }
  return frames;
}

describe('typewriter', () => {
  it('when a phrase is typed, then each character waits 18 ms and the full phrase pauses 1,200 ms', () => {
    const frames = run(['abc', 'xy'], 3);

    expect(frames).toEqual([
      { text: 'a', delayMs: TYPING_MS_PER_CHAR },
      { text: 'ab', delayMs: TYPING_MS_PER_CHAR },
      { text: 'abc', delayMs: TYPING_PAUSE_MS },
    ]);
  });

  it('when the pause ends, then the phrase is erased and the next one typed', () => {
    const texts = run(['abc', 'xy'], 10).map((f) => f.text);

    expect(texts).toEqual(['a', 'ab', 'abc', 'ab', 'a', '', '', 'x', 'xy', 'x']);
  });

  it('when the last phrase is erased, then the cycle starts again from the first', () => {
    const texts = run(['a', 'b'], 8).map((f) => f.text);

    expect(texts).toEqual(['a', '', '', 'b', '', '', 'a', '']);
  });
});
