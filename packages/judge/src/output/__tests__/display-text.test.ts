import { describe, expect, it } from 'vitest';
import { displayText } from '../display-text.js';

describe('displayText', () => {
  it('when output holds NUL, other controls or invalid UTF-8, then each is shown as a visible character', () => {
    expect(displayText(Buffer.from([0x00, 0x31, 0x07, 0x7f, 0xff, 0x0a]))).toBe(
      '\u24001\u2407\u2421\uFFFD\n',
    );
  });

  it('when output is ordinary text, then tabs, newlines, carriage returns and Unicode pass unchanged', () => {
    expect(displayText(Buffer.from('a\tb\r\nh\u00e9 \u4e16\n'))).toBe('a\tb\r\nh\u00e9 \u4e16\n');
  });
});
