import { describe, expect, it } from 'vitest';
import type { VerifyEvent } from '@codecourt/contracts';
import { splitEvents } from '@/features/admin/api/verify-problem';
import { applyVerifyEvent, NO_PROGRESS } from '@/features/admin/lib/verify-progress';

describe('verify stream', () => {
  it('when a chunk ends inside an event, then the complete events come out and the rest waits', () => {
    const { payloads, rest } = splitEvents('data: {"type":"passed"}\n\n: ping\n\ndata: {"type":');
    expect(payloads).toEqual(['{"type":"passed"}']);
    expect(rest).toBe('data: {"type":');
  });

  it('when tests pass and one fails, then each language shows its state and the tests it passed', () => {
    const events: VerifyEvent[] = [
      { type: 'started', languages: ['C++', 'JavaScript'], visibleTests: 1, hiddenTests: 1 },
      { type: 'judging', language: 'C++' },
      { type: 'test', language: 'C++', testKind: 'visible', testNumber: 1, verdict: 'Accepted' },
      { type: 'test', language: 'C++', testKind: 'hidden', testNumber: 1, verdict: 'Accepted' },
      { type: 'judging', language: 'JavaScript' },
      { type: 'test', language: 'JavaScript', testKind: 'visible', testNumber: 1, verdict: 'Wrong Answer' },
    ];
    const progress = events.reduce(applyVerifyEvent, NO_PROGRESS);
    expect(progress).toEqual({
      totalTests: 2,
      languages: [
        { language: 'C++', state: 'passed', testsDone: 2 },
        { language: 'JavaScript', state: 'failed', testsDone: 0 },
      ],
    });
  });
});
