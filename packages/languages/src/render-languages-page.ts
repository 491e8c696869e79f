// docs/languages.md and CI's language packages, made from the language files alone (`pnpm languages:docs`; a test fails when the
// committed page differs), so a language added to the registry is documented with nothing else to edit.
import { LANGUAGES } from './registry.js';
import type { Language } from './registry.js';

/** The program a self-test compiles: its file name as the language names it. */
const SAMPLE_SOURCE = 'Main';

const code = (text: string) => `\`${text}\``;

const EDITOR: Record<Language['editor'], (language: Language) => string> = {
  always: () => 'every problem',
  'with-template': () => 'problems with a template in it',
  'beside-programs-of': (language) => `beside ${language.programsOf ?? ''} (its programs)`,
  never: () => 'no (packages, contests, Judge0)',
};

/** A list, not a table: prettier pads a table's every row to its widest cell (the JVM's flags). */
function section(language: Language): string[] {
  const sourceFile = language.sourceFile(SAMPLE_SOURCE);
  const compile = language.compile ? code(language.compile.argv(sourceFile).join(' ')) : 'none';
  const run = code(language.run({ sourceFile, timeMs: 1000, memoryKb: 262_144 }).argv.join(' '));
  return [
    `## ${language.name} (${code(language.id)})`,
    '',
    `- Extensions: ${language.extensions.map(code).join(' ')}`,
    `- Editor: ${EDITOR[language.editor](language)}`,
    `- Judge0: ${language.judge0 ? `${String(language.judge0.id)} (${language.judge0.name})` : 'none'}`,
    `- Debian packages: ${language.image.debianPackages.map(code).join(' ')}`,
    `- Compile: ${compile}`,
    `- Run: ${run}`,
    '',
  ];
}

export function renderLanguagesPage(): string {
  return [
    '# Languages',
    '',
    'Generated from `packages/languages/src/*.ts` by `pnpm languages:docs`: do not edit by hand (a test fails',
    'when this page differs from the language files). How to add a language: CONTRIBUTING.md, "Adding a',
    'language". `GET /api/judge/languages` lists what a running judge offers, with each toolchain’s version.',
    '',
    'Compile and run commands are shown for a source named `Main` with a 1 s time limit and 256 MiB of memory;',
    'the judge runs them in its sandbox with the problem’s own limits.',
    '',
    ...LANGUAGES.flatMap(section),
  ].join('\n');
}

/**
 * .ci/language-packages.txt: every Debian package a language's image installs, one a line, sorted. CI
 * installs the same list on the host, so the process and bwrap drivers run the toolchains docker's do.
 */
export function renderLanguagePackages(): string {
  const packages = new Set(LANGUAGES.flatMap((language) => language.image.debianPackages));
  return [...packages]
    .sort()
    .map((name) => `${name}\n`)
    .join('');
}
