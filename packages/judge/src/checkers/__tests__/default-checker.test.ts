import { describe, expect, it } from 'vitest';
import { compareOutputs, createDefaultChecker } from '../default-checker.js';

describe('Kattis default validator', () => {
  it('when tokens match with different whitespace, CRLF and trailing spaces, then Accepted', () => {
    expect(compareOutputs('1 2\n3\n', '1   2  \r\n\r\n3 \t')).toEqual({ verdict: 'Accepted' });
  });

  it('when a value differs, then Wrong Answer saying once, in plain words, which value and how', () => {
    const outcome = compareOutputs('1 2 3\n', '1 5 3\n');
    expect(outcome).toEqual({
      verdict: 'Wrong Answer',
      message: 'expected "2", got "5" (value 2 of the output)',
    });
  });

  it('when the output ends early or runs long, then Wrong Answer', () => {
    expect(compareOutputs('1 2\n', '1\n').message).toBe('the output ended after 1 value; expected "2" next');
    expect(compareOutputs('1\n', '1 2\n').message).toBe(
      'the output goes on after the expected 1 value, with "2"',
    );
    expect(compareOutputs('1\n', '').verdict).toBe('Wrong Answer');
  });

  it('when case differs, then Accepted unless case_sensitive', () => {
    expect(compareOutputs('YES\n', 'yes\n').verdict).toBe('Accepted');
    expect(compareOutputs('YES\n', 'yes\n', { caseSensitive: true }).verdict).toBe('Wrong Answer');
  });

  it('when space_change_sensitive, then spacing between tokens counts but trailing spaces and CRLF do not', () => {
    const flags = { spaceChangeSensitive: true };
    expect(compareOutputs('1 2\n3\n', '1  2\n3\n', flags).verdict).toBe('Wrong Answer');
    expect(compareOutputs('1 2\n3\n', '1 2\n\n3\n', flags).verdict).toBe('Wrong Answer');
    expect(compareOutputs('1 2\n3\n', '1 2  \r\n3', flags).verdict).toBe('Accepted');
  });

  it('when floats differ within the absolute or the relative tolerance, then Accepted', () => {
    expect(compareOutputs('1.0\n', '1.00009\n', { floatAbsoluteTolerance: 1e-4 }).verdict).toBe('Accepted');
    expect(compareOutputs('1000000\n', '1000100\n', { floatRelativeTolerance: 1e-3 }).verdict).toBe(
      'Accepted',
    );
    expect(compareOutputs('1000000\n', '1000100\n', { floatAbsoluteTolerance: 1e-3 }).verdict).toBe(
      'Wrong Answer',
    );
    expect(compareOutputs('2.5e-3\n', '0.0025000001\n', { floatTolerance: 1e-6 }).verdict).toBe('Accepted');
  });

  it("when a test's folder gives its own flags, then they apply over the problem's for that test only", async () => {
    const checker = createDefaultChecker({ caseSensitive: true });
    const check = (flags?: { floatTolerance: number }) =>
      checker.check({
        input: '',
        expected: 'YES 1.0\n',
        output: Buffer.from('YES 1.0004\n'),
        index: 0,
        ...(flags ? { flags } : {}),
      });

    expect((await check()).verdict).toBe('Wrong Answer');
    expect((await check({ floatTolerance: 1e-3 })).verdict).toBe('Accepted');
    // The problem's own flag still holds beside the test's.
    const lower = await checker.check({
      input: '',
      expected: 'YES 1.0\n',
      output: Buffer.from('yes 1.0004\n'),
      index: 0,
      flags: { floatTolerance: 1e-3 },
    });
    expect(lower.verdict).toBe('Wrong Answer');
  });

  it('when a float is expected and a word comes, then Wrong Answer', () => {
    expect(compareOutputs('3.14\n', 'pi\n', { floatTolerance: 1 }).verdict).toBe('Wrong Answer');
  });

  it('when no tolerance is given, then numbers compare as text', () => {
    expect(compareOutputs('1.0\n', '1\n').verdict).toBe('Wrong Answer');
  });

  it('when a tolerance is given, then words still compare exactly', () => {
    expect(compareOutputs('impossible\n', 'IMPOSSIBLE\n', { floatTolerance: 1e-6 }).verdict).toBe('Accepted');
    expect(compareOutputs('impossible\n', 'possible\n', { floatTolerance: 1e-6 }).verdict).toBe(
      'Wrong Answer',
    );
  });

  it('when an output holds bytes that are not UTF-8, then they are compared as bytes, never decoded', () => {
    expect(compareOutputs('\uFFFD\n', Buffer.from([0xff, 0x0a])).verdict).toBe('Wrong Answer');
    expect(compareOutputs('h\u00e9llo\n', Buffer.from('h\u00e9llo\n')).verdict).toBe('Accepted');
  });

  it('when an output holds a NUL byte, then it is a token like any other and shown as a visible picture', () => {
    const outcome = compareOutputs('1\n', Buffer.from('1\n\0\n'));

    expect(outcome.verdict).toBe('Wrong Answer');
    expect(outcome.message).toContain('with "\u2400"');
  });

  it('when case is folded or whitespace split, then only ASCII counts, as in Kattis', () => {
    expect(compareOutputs('YES\n', 'yes\n').verdict).toBe('Accepted');
    expect(compareOutputs('\u00c9\n', '\u00e9\n').verdict).toBe('Wrong Answer');
    expect(compareOutputs('1 2\n', '1\u00a02\n').verdict).toBe('Wrong Answer');
  });
});
