import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@codecourt/contracts';
import {
  formatMemory,
  formatRuntime,
  formatSubmittedAt,
  runHeadline,
  submitHeadline,
  verdictTone,
} from '@/lib/result-format';

describe('result formatting', () => {
  it('when runtimes are shown, then milliseconds stay whole and a second or more reads in seconds', () => {
    expect(formatRuntime(12.4)).toBe('12 ms');
    expect(formatRuntime(1_250)).toBe('1.25 s');
    expect(formatRuntime(null)).toBe('—');
  });

  it('when memory is shown, then kilobytes turn into megabytes from 1024 on', () => {
    expect(formatMemory(512)).toBe('512 KB');
    expect(formatMemory(26_419)).toBe('25.8 MB');
    expect(formatMemory(262_144)).toBe('256 MB');
    expect(formatMemory(undefined)).toBe('—');
  });

  it('when a submission time is shown, then recent ones are relative and older ones a date', () => {
    const now = Date.parse('2025-03-10T12:00:00Z');

    expect(formatSubmittedAt('2025-03-10T11:59:30Z', now)).toBe('just now');
    expect(formatSubmittedAt('2025-03-10T11:55:00Z', now)).toBe('5 min ago');
    expect(formatSubmittedAt('2025-03-10T09:00:00Z', now)).toBe('3 h ago');
    expect(formatSubmittedAt('2025-03-08T12:00:00Z', now)).toBe('2 d ago');
    expect(formatSubmittedAt('2025-01-05T12:00:00Z', now)).toBe('Jan 5, 2025');
    expect(formatSubmittedAt('not a date', now)).toBe('—');
  });

  it('when verdicts are coloured, then accepted is green, limits amber and the rest red', () => {
    expect(verdictTone('Accepted')).toBe('success');
    expect(verdictTone('Time Limit Exceeded')).toBe('warning');
    expect(verdictTone('Wrong Answer')).toBe('error');
    expect(verdictTone('Compilation Error')).toBe('error');
  });

  it('when a run answers, then success alone decides between Test Case Passed and Failed', () => {
    expect(runHeadline({ success: true, verdict: 'Accepted' })).toEqual({
      title: MESSAGES.testCasePassed,
      tone: 'success',
    });
    expect(runHeadline({ success: false, verdict: 'Runtime Error' })).toEqual({
      title: MESSAGES.testCaseFailed,
      tone: 'error',
    });
  });

  it('when a submission is judged, then its verdict alone decides Solution Accepted!, Solution Failed or Submission failed', () => {
    expect(submitHeadline('Accepted')).toEqual({ title: MESSAGES.solutionAccepted, tone: 'success' });
    expect(submitHeadline('Time Limit Exceeded')).toEqual({
      title: MESSAGES.solutionFailed,
      tone: 'warning',
    });
    expect(submitHeadline('Internal Error')).toEqual({ title: MESSAGES.submissionFailed, tone: 'error' });
  });
});
