// Which file of a multi-file program is its entry, when nothing (submissions.json) names it: the
// language's rule (its definition's `entry`), as Kattis problem tools apply it. Pure text rules, so
// package readers can use it.
import { getLanguage, type LanguageId } from './registry.js';

export type NamedFile = { path: string; content: string };

const basename = (path: string) => path.slice(path.lastIndexOf('/') + 1);

/**
 * The entry's path: the only source, else a conventional name (main.py, main.js), else the one source
 * that declares main; undefined when the rule finds none or several (the package must name it).
 */
export function programEntry(language: LanguageId, files: readonly NamedFile[]): string | undefined {
  const rule = getLanguage(language).entry;
  const sources = files.filter((file) => rule.sources.test(file.path));
  if (sources.length === 1) return sources[0]?.path;
  for (const name of rule.conventional ?? []) {
    const found = sources.filter((file) => basename(file.path) === name);
    if (found.length === 1) return found[0]?.path;
  }
  const declaresMain = rule.declaresMain;
  if (!declaresMain) return undefined;
  const declaring = sources.filter((file) => declaresMain.test(file.content));
  return declaring.length === 1 ? declaring[0]?.path : undefined;
}
