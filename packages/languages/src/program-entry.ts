// Which file of a multi-file program is its entry, when nothing (submissions.json) names it: the
// language's rule, as Kattis problem tools apply it. Pure text rules, so package readers can use it.
import type { LanguageId } from './registry.js';

export type NamedFile = { path: string; content: string };

const basename = (path: string) => path.slice(path.lastIndexOf('/') + 1);

/** Files that may hold the program's start: the language's sources. */
const SOURCE = {
  c: /\.c$/,
  cpp: /\.(?:cpp|cc|cxx|c\+\+)$/,
  go: /\.go$/,
  java: /\.java$/,
  javascript: /\.m?js$/,
  python: /\.py3?$/,
  pypy3: /\.(?:py3?|pypy3)$/,
} as const satisfies Record<LanguageId, RegExp>;

/** What declares the start in each language. */
const DECLARES_MAIN = {
  c: /\bint\s+main\s*\(/,
  cpp: /\bint\s+main\s*\(/,
  go: /\bfunc\s+main\s*\(\s*\)/,
  java: /\bstatic\s+(?:final\s+)?void\s+main\s*\(/,
  javascript: /^(?!)/,
  python: /^if\s+__name__\s*==\s*['"]__main__['"]/m,
  pypy3: /^if\s+__name__\s*==\s*['"]__main__['"]/m,
} as const satisfies Record<LanguageId, RegExp>;

/** Names that are the entry by convention, checked before the content. */
const CONVENTIONAL: Partial<Record<LanguageId, readonly string[]>> = {
  python: ['main.py', '__main__.py'],
  pypy3: ['main.py', '__main__.py'],
  javascript: ['main.js', 'index.js', 'main.mjs', 'index.mjs'],
};

/**
 * The entry's path: the only source, else a conventional name (main.py, main.js), else the one source
 * that declares main; undefined when the rule finds none or several (the package must name it).
 */
export function programEntry(language: LanguageId, files: readonly NamedFile[]): string | undefined {
  const sources = files.filter((file) => SOURCE[language].test(file.path));
  if (sources.length === 1) return sources[0]?.path;
  for (const name of CONVENTIONAL[language] ?? []) {
    const found = sources.filter((file) => basename(file.path) === name);
    if (found.length === 1) return found[0]?.path;
  }
  const declaring = sources.filter((file) => DECLARES_MAIN[language].test(file.content));
  return declaring.length === 1 ? declaring[0]?.path : undefined;
}
