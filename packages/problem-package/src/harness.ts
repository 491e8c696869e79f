// A problem's harness (D10, docs/decisions/d10-function-only-harness.md): per language, a hidden prefix and suffix around the part the user edits.
// One join for the API's Run and Submit and for `pnpm problems:verify`, and one mapping of the compiler's
// and runtime's line numbers back to the user's own lines.
import type { LanguageId, UserCodeSpan } from '@codecourt/contracts';
import { getLanguage } from '@codecourt/languages';
import type { Harness, PackageSubmission, PackageTemplate } from './package-schema.js';

const lineCount = (text: string) =>
  text === '' ? 0 : text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
const withNewline = (text: string) => (text === '' || text.endsWith('\n') ? text : `${text}\n`);

/** prepend + user code + append, each starting on a line of its own. */
export function joinHarness(harness: Harness, code: string): { source: string; span: UserCodeSpan } {
  const prepend = withNewline(harness.prepend);
  const user = withNewline(code);
  return {
    source: `${prepend}${user}${harness.append}`,
    span: { firstLine: lineCount(prepend) + 1, lineCount: lineCount(user) },
  };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Rewrites `<source file>:LINE` (g++, javac, node) and `<source file>", line LINE` (python) so a line
 * inside the user's part names the user's own line; lines in the harness keep their number.
 */
export function toUserLines(text: string, language: LanguageId, source: string, span: UserCodeSpan): string {
  const file = escapeRegExp(getLanguage(language).sourceFile(source));
  // gcc, javac, rustc and kotlinc write `file:line`, CPython `file", line n`, tsc and mcs `file(line,column)`.
  const pattern = new RegExp(`(${file}(?::|\\(|", line ))(\\d+)`, 'g');
  return text.replace(pattern, (whole, prefix: string, digits: string) => {
    const line = Number(digits) - span.firstLine + 1;
    return line >= 1 && line <= span.lineCount ? `${prefix}${String(line)}` : whole;
  });
}

/** The program a package's submission stands for: a function-only one joined with its language's harness. */
export function submissionProgram(
  pkg: { slug: string; templates: readonly PackageTemplate[] },
  submission: PackageSubmission,
): string {
  if (!submission.functionOnly) return submission.source;
  const harness = pkg.templates.find((t) => t.language === submission.language)?.harness;
  if (!harness)
    throw new Error(
      `${pkg.slug}: ${submission.file ?? submission.language} is function-only but templates/${submission.language}/ holds no harness`,
    );
  return joinHarness(harness, submission.source).source;
}
