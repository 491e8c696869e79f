// DOMjudge's ways of saying which verdicts a test submission may get: an `@EXPECTED_RESULTS@:` line in
// the source (e.g. `// @EXPECTED_RESULTS@: CORRECT, TIMELIMIT`) and submissions.json. Both use
// DOMjudge's verdict names; the Kattis folder names and the usual abbreviations are taken too.
import type { Verdict } from '@codecourt/contracts';
import { submissionDirectory, VERDICT_BY_DIRECTORY } from './kattis-verdicts.js';

const NAMES: Readonly<Record<string, Verdict>> = {
  correct: 'Accepted',
  ac: 'Accepted',
  'wrong-answer': 'Wrong Answer',
  wa: 'Wrong Answer',
  // No output at all is a wrong answer here: the judge has no verdict of its own for it.
  'no-output': 'Wrong Answer',
  timelimit: 'Time Limit Exceeded',
  tle: 'Time Limit Exceeded',
  'run-error': 'Runtime Error',
  rte: 'Runtime Error',
  'compiler-error': 'Compilation Error',
  ce: 'Compilation Error',
  'output-limit': 'Output Limit Exceeded',
  ole: 'Output Limit Exceeded',
  'memory-limit': 'Memory Limit Exceeded',
  mle: 'Memory Limit Exceeded',
};

/** One verdict name in any of the spellings above; throws on an unknown one. */
export function verdictOfName(name: string): Verdict {
  const key = name.trim().toLowerCase();
  const folder = submissionDirectory(key.replace(/-/g, '_'));
  const verdict = NAMES[key] ?? (folder ? VERDICT_BY_DIRECTORY[folder] : undefined);
  if (!verdict) throw new Error(`unknown expected result '${name}'`);
  return verdict;
}

const MARKER = /@EXPECTED_RESULTS@:?\s*([^\n]*)/i;

/** The verdicts an `@EXPECTED_RESULTS@:` line allows, or undefined without one. */
export function expectedResultsOf(source: string): Verdict[] | undefined {
  const line = MARKER.exec(source)?.[1];
  if (line === undefined) return undefined;
  // The list ends where the comment does (`*/`, `-->`); names are separated by commas or spaces.
  const names = line
    .replace(/(\*\/|-->|"""|''').*$/, '')
    .split(/[\s,]+/)
    .filter(Boolean);
  if (names.length === 0) throw new Error('@EXPECTED_RESULTS@ lists no verdict');
  return [...new Set(names.map(verdictOfName))];
}
