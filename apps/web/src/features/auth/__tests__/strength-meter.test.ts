import { describe, expect, it } from 'vitest';
import { PASSWORD_STRENGTH_LABELS } from '@codecourt/contracts';
import { strengthMeter } from '@/features/auth/lib/strength-meter';

describe('password strength meter', () => {
  it.each([
    ['', 0, 'Very Weak'],
    ['abc', 1, 'Very Weak'],
    ['abcABC', 2, 'Weak'],
    ['abcABC1', 3, 'Fair'],
    ['abcdEFG1', 4, 'Good'],
    ['abcdEFG1!', 5, 'Strong'],
  ])('when the password is %j, then the score is %i and the label %s', (password, score, label) => {
    const meter = strengthMeter(password);

    expect(meter.score).toBe(score);
    expect(meter.label).toBe(label);
    expect(meter.filled).toBe(score);
  });

  it('when scores run from 1 to 5, then the five labels appear from weakest to strongest', () => {
    const labels = ['a', 'aA', 'aA1', 'aA1!', 'aA1!xxxx'].map((p) => strengthMeter(p).label);

    expect(labels).toEqual([...PASSWORD_STRENGTH_LABELS]);
  });

  it('when only length and a digit are met, then the checklist marks exactly those two', () => {
    const { checklist } = strengthMeter('12345678');

    expect(checklist.map((item) => [item.id, item.met])).toEqual([
      ['length', true],
      ['lowercase', false],
      ['uppercase', false],
      ['number', true],
      ['special', false],
    ]);
  });

  it('when the password is weak or strong, then the tone moves from error to success', () => {
    expect(strengthMeter('a').tone).toBe('error');
    expect(strengthMeter('aA1').tone).toBe('warning');
    expect(strengthMeter('aA1!').tone).toBe('info');
    expect(strengthMeter('aA1!xxxx').tone).toBe('success');
  });
});
