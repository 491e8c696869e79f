// The Kattis default output validator: token by token, whitespace-insensitive and case-insensitive
// unless flagged otherwise, with optional absolute/relative tolerance for floating-point tokens.
import type { CheckerFlags } from '@codecourt/contracts';
import { MESSAGES } from '@codecourt/contracts';
import { parseFloatToken, tokenize } from './tokens.js';
import type { CheckOutcome, OutputChecker } from './types.js';

type Tolerance = { absolute: number; relative: number } | null;

function toleranceOf(flags: CheckerFlags): Tolerance {
  const absolute = flags.floatAbsoluteTolerance ?? flags.floatTolerance;
  const relative = flags.floatRelativeTolerance ?? flags.floatTolerance;
  if (absolute === undefined && relative === undefined) return null;
  return { absolute: absolute ?? -1, relative: relative ?? -1 };
}

function show(token: string): string {
  return JSON.stringify(token.length > 50 ? `${token.slice(0, 50)}...` : token);
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
  return flags.caseSensitive ? expected === actual : expected.toLowerCase() === actual.toLowerCase();
}

export function compareOutputs(
  expectedText: string,
  outputText: string,
  flags: CheckerFlags = {},
): CheckOutcome {
  const expected = tokenize(expectedText);
  const actual = tokenize(outputText);
  const tolerance = toleranceOf(flags);
  const wrong = (message: string): CheckOutcome => ({
    verdict: 'Wrong Answer',
    message: `${MESSAGES.wrongAnswer}: ${message}`,
  });
  for (const [i, want] of expected.tokens.entries()) {
    const got = actual.tokens[i];
    if (got === undefined)
      return wrong(`output ended early, expected ${show(want)} as token ${String(i + 1)}`);
    if (!sameToken(want, got, flags, tolerance))
      return wrong(`token ${String(i + 1)}: expected ${show(want)}, got ${show(got)}`);
    // Kattis compares the whitespace between tokens only in space_change_sensitive mode.
    if (flags.spaceChangeSensitive && i > 0 && lineEnds(expected.gaps[i]) !== lineEnds(actual.gaps[i])) {
      return wrong(`whitespace differs before token ${String(i + 1)}`);
    }
  }
  const extra = actual.tokens[expected.tokens.length];
  if (extra !== undefined) return wrong(`trailing output starting with ${show(extra)}`);
  return { verdict: 'Accepted' };
}

export function createDefaultChecker(flags: CheckerFlags = {}): OutputChecker {
  return {
    check: ({ expected, output }) =>
      Promise.resolve(compareOutputs(expected, output.toString('utf8'), flags)),
    close: () => Promise.resolve(),
  };
}
