import { describe, expect, it } from 'vitest';
import { holdsNulCharacter } from '../index.js';

describe('the NUL rule', () => {
  it('when a string anywhere in a value holds U+0000, then the value is refused', () => {
    expect(holdsNulCharacter('a\u0000b')).toBe(true);
    expect(holdsNulCharacter({ tests: [{ input: '1 2', output: '\u0000' }] })).toBe(true);
    expect(holdsNulCharacter({ ['na\u0000me']: 'x' })).toBe(true);
  });

  it('when no string holds U+0000, then the value passes (other control characters included)', () => {
    expect(holdsNulCharacter({ code: 'int main() {}\n\t\u0001', tags: ['array'], limit: 3, on: null })).toBe(
      false,
    );
  });
});
