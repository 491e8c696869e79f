// The Kattis default output validator: token by token, whitespace-insensitive and case-insensitive
// unless flagged otherwise, with optional absolute/relative tolerance for floating-point tokens.
import type { CheckerFlags } from '@codecourt/contracts';
import { displayText } from '../output/display-text.js';
import { parseFloatToken, tokenize } from './tokens.js';
import type { CheckOutcome, OutputChecker } from './types.js';

type Tolerance = { absolute: number; relative: number } | null;

function toleranceOf(flags: CheckerFlags): Tolerance {
  const absolute = flags.floatAbsoluteTolerance ?? flags.floatTolerance;
  const relative = flags.floatRelativeTolerance ?? flags.floatTolerance;
  if (absolute === undefined && relative === undefined) return null;
  return { absolute: absolute ?? -1, relative: relative ?? -1 };
}

/** Bytes one per character: outputs are compared as bytes, whatever their encoding. */
function bytesOf(text: string | Buffer): string {
  return (typeof text === 'string' ? Buffer.from(text, 'utf8') : text).toString('latin1');
}

/** A token (bytes) as readable text: UTF-8 where it is, U+FFFD and control pictures where not. */
function show(token: string): string {
  const cut = token.length > 50 ? `${token.slice(0, 50)}...` : token;
  return `"${displayText(Buffer.from(cut, 'latin1'))}"`;
}

/** Case folds ASCII letters only (as Kattis does): other bytes compare exactly. */
function asciiLower(text: string): string {
  return text.replace(/[A-Z]+/g, (letters) => letters.toLowerCase());
}

/** Trailing spaces at the ends of lines never count, even when whitespace does (CRLF is already LF). */
function lineEnds(gap: string | undefined): string {
  return (gap ?? '').replace(/[ \t]+\n/g, '\n');
}

function sameToken(expected: string, actual: string, flags: CheckerFlags, tolerance: Tolerance): boolean {
  if (tolerance) {
    const judge = parseFloatToken(expected);
    if (judge !== null) {
      const team = parseFloatToken(actual);
      if (team === null) return false;
      const diff = Math.abs(judge - team);
      return diff <= tolerance.absolute || diff <= tolerance.relative * Math.abs(judge);
    }
  }
  return flags.caseSensitive ? expected === actual : asciiLower(expected) === asciiLower(actual);
}

/** Compares as bytes: text is taken as its UTF-8, so odd bytes in an output are judged, never decoded. */
export function compareOutputs(
  expectedText: string | Buffer,
  outputText: string | Buffer,
  flags: CheckerFlags = {},
): CheckOutcome {
  const expected = tokenize(bytesOf(expectedText));
  const actual = tokenize(bytesOf(outputText));
  const tolerance = toleranceOf(flags);
  // The verdict already says Wrong Answer: the message says once, in plain words, what differs.
  const wrong = (message: string): CheckOutcome => ({ verdict: 'Wrong Answer', message });
  const values = (n: number) => `${String(n)} value${n === 1 ? '' : 's'}`;
  for (const [i, want] of expected.tokens.entries()) {
    const got = actual.tokens[i];
    if (got === undefined) return wrong(`the output ended after ${values(i)}; expected ${show(want)} next`);
    if (!sameToken(want, got, flags, tolerance))
      return wrong(`expected ${show(want)}, got ${show(got)} (value ${String(i + 1)} of the output)`);
    // Kattis compares the whitespace between tokens only in space_change_sensitive mode.
    if (flags.spaceChangeSensitive && i > 0 && lineEnds(expected.gaps[i]) !== lineEnds(actual.gaps[i])) {
      return wrong(`the spaces or line breaks differ before value ${String(i + 1)}`);
    }
  }
  const extra = actual.tokens[expected.tokens.length];
  if (extra !== undefined)
    return wrong(
      `the output goes on after the expected ${values(expected.tokens.length)}, with ${show(extra)}`,
    );
  return { verdict: 'Accepted' };
}

export function createDefaultChecker(flags: CheckerFlags = {}): OutputChecker {
  return {
    check: ({ expected, output, flags: own }) =>
      Promise.resolve(compareOutputs(expected, output, own ? { ...flags, ...own } : flags)),
    close: () => Promise.resolve(),
  };
}
