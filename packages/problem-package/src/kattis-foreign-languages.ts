// Kattis languages this judge does not offer that claim files our languages would otherwise take, by
// the Kattis detection rule: a file is evidence for such a language when its name matches the
// language's files and, for its shebang files, its first line matches the shebang; on a tie the
// language with the higher Kattis priority wins, which for these is always the foreign one.
type ForeignLanguage = {
  name: string;
  /** Extensions that are the language's alone. */
  extensions: readonly string[];
  /** Extensions it shares with one of ours, claimed only with a matching first line. */
  shebangExtensions: readonly string[];
  shebang: RegExp;
};

const FOREIGN: readonly ForeignLanguage[] = [
  // Kattis: python2 (priority 860 over python3's 850) takes *.py2, and *.py with a python2 shebang.
  { name: 'Python 2', extensions: ['.py2'], shebangExtensions: ['.py'], shebang: /^#!.*python2\b/ },
];

/** The Kattis name of a language the judge does not offer that the file belongs to, if any. */
export function foreignLanguageOfFile(fileName: string, source: string): string | undefined {
  const dot = fileName.lastIndexOf('.');
  const extension = dot > 0 ? fileName.slice(dot).toLowerCase() : '';
  const firstLine = source.replace(/^\uFEFF/, '').split('\n', 1)[0] ?? '';
  return FOREIGN.find(
    (language) =>
      language.extensions.includes(extension) ||
      (language.shebangExtensions.includes(extension) && language.shebang.test(firstLine)),
  )?.name;
}

/**
 * Source files of Kattis and DOMjudge languages the judge does not offer (Swift, F#, Ada, ...):
 * a submission in one is skipped with a warning, never mistaken for a data file beside a source.
 */
const OTHER_LANGUAGES: Readonly<Record<string, string>> = {
  '.fs': 'F#',
  '.pm': 'Perl',
  '.swift': 'Swift',
  '.m': 'Objective-C',
  '.ada': 'Ada',
  '.cob': 'COBOL',
  '.adb': 'Ada',
  '.sh': 'Bash',
  '.bash': 'Bash',
  '.awk': 'AWK',
  '.r': 'R',
  '.plg': 'Prolog',
};

/** The language a source file of a language the judge does not offer is in, by its extension. */
export function otherLanguageOfFile(fileName: string): string | undefined {
  const dot = fileName.lastIndexOf('.');
  return dot > 0 ? OTHER_LANGUAGES[fileName.slice(dot).toLowerCase()] : undefined;
}
