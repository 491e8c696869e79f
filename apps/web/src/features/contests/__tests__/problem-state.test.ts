import { describe, expect, it } from 'vitest';
import type { Submission, Verdict } from '@codecourt/contracts';
import { problemState } from '@/features/contests/lib/problem-state';

const window = { startAt: '2030-01-01T10:00:00.000Z', endAt: '2030-01-01T12:00:00.000Z' };

function submission(createdAt: string, verdict: Verdict | null): Submission {
  return {
    _id: createdAt,
    problemId: 'p1',
    language: 'cpp',
    code: '',
    createdAt,
    judgedAt: verdict === null ? null : createdAt,
    status: verdict === null ? 'pending' : 'done',
    verdict,
    testCasesPassed: 0,
    totalTestCases: 1,
    runtime: null,
    memory: null,
    error: null,
    compileOutput: null,
    tests: [],
  };
}

describe('a contest problem state', () => {
  it('when an accepted try is inside the window, then the problem is solved', () => {
    const tries = [
      submission('2030-01-01T10:05:00.000Z', 'Wrong Answer'),
      submission('2030-01-01T10:09:00.000Z', 'Accepted'),
    ];
    expect(problemState(tries, window)).toBe('solved');
  });

  it('when the only accepted try was practice before the contest, then it does not count', () => {
    expect(problemState([submission('2030-01-01T09:00:00.000Z', 'Accepted')], window)).toBe('untried');
  });

  it('when a try is still being judged, then the problem is pending', () => {
    expect(problemState([submission('2030-01-01T10:05:00.000Z', null)], window)).toBe('pending');
  });

  it('when the only tries did not compile, then the problem is untried; a wrong answer makes it tried', () => {
    const compile = submission('2030-01-01T10:05:00.000Z', 'Compilation Error');
    expect(problemState([compile], window)).toBe('untried');
    expect(problemState([compile, submission('2030-01-01T10:06:00.000Z', 'Wrong Answer')], window)).toBe(
      'tried',
    );
  });

  it('when a windowed participant has not started, then nothing counts', () => {
    expect(
      problemState([submission('2030-01-01T10:05:00.000Z', 'Accepted')], { startAt: null, endAt: null }),
    ).toBe('untried');
  });
});
