// docs/languages.md and CI's language packages, made from the language files alone (`pnpm languages:docs`; a test fails when the
// committed page differs), so a language added to the registry is documented with nothing else to edit.
import {
  commandLine,
  describeLanguage,
  SAMPLE_MEMORY_MIB,
  SAMPLE_SOURCE,
  SAMPLE_TIME_MS,
} from './describe-language.js';
import { LANGUAGES } from './registry.js';
import type { Language } from './registry.js';

const code = (text: string) => `\`${text}\``;

const EDITOR: Record<Language['editor'], (language: Language) => string> = {
  always: () => 'every problem',
  'with-template': () => 'problems with a template in it',
  'beside-programs-of': (language) => `beside ${language.programsOf ?? ''} (its programs)`,
  never: () => 'no (packages, contests, Judge0)',
};

/** A list, not a table: prettier pads a table's every row to its widest cell (the JVM's flags). */
function section(language: Language): string[] {
  const described = describeLanguage(language);
  return [
    `## ${language.name} (${code(language.id)})`,
    '',
    `- Version: ${described.version}`,
    `- Extensions: ${language.extensions.map(code).join(' ')}`,
    `- Editor: ${EDITOR[language.editor](language)}`,
    `- Judge0: ${language.judge0 ? `${String(language.judge0.id)} (${language.judge0.name})` : 'none'}`,
    `- Debian packages: ${language.image.debianPackages.map(code).join(' ')}`,
    ...(language.image.npmPackages
      ? [`- npm packages: ${language.image.npmPackages.map(code).join(' ')}`]
      : []),
    `- File name: ${described.fileNameRule}`,
    `- Compile: ${described.compile ? code(commandLine(described.compile)) : 'none'}`,
    `- Run: ${code(commandLine(described.run))}`,
    `- Memory: ${described.memory.summary}`,
    `- Time: ${described.time.summary}`,
    ...(language.note ? [`- Note: ${language.note}`] : []),
    '',
  ];
}

export function renderLanguagesPage(): string {
  return [
    '# Languages',
    '',
    'Generated from `packages/languages/src/*.ts` by `pnpm languages:docs`: do not edit by hand (a test fails',
    'when this page differs from the language files). How to add a language: CONTRIBUTING.md, "Adding a',
    'language". `GET /api/judge/languages` lists what a running judge offers, with these details of each',
    'language, and the Contest API’s `languages` carry the same compile and run commands.',
    '',
    `Compile and run commands, memory and time are shown for a source named \`${SAMPLE_SOURCE}\` with a ${String(SAMPLE_TIME_MS / 1000)} s time limit`,
    `and ${String(SAMPLE_MEMORY_MIB)} MiB of memory; the judge runs them in its sandbox with the problem’s own limits.`,
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

/**
 * .ci/language-npm-packages.txt: every npm package (`name@version`) a language's image installs globally, one
 * a line, sorted. CI installs the same with `npm i -g`, as it installs the Debian list with apt-get.
 */
export function renderLanguageNpmPackages(): string {
  const packages = new Set(LANGUAGES.flatMap((language) => language.image.npmPackages ?? []));
  return [...packages]
    .sort()
    .map((name) => `${name}\n`)
    .join('');
}
