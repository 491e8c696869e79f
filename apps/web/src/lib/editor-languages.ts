import {
  BESIDE_LANGUAGE_IDS,
  DEFAULT_LANGUAGE_ID,
  EDITOR_LANGUAGE_IDS,
  LANGUAGE_ID_BY_NAME,
  LANGUAGE_NAME_BY_ID,
  MONACO_LANGUAGE_BY_ID,
  PROGRAMS_LANGUAGE_BY_ID,
  TEMPLATE_ONLY_LANGUAGE_IDS,
  isLanguageId,
  type LanguageId,
  type LanguageName,
  type Problem,
} from '@codecourt/contracts';

export type EditorLanguageId = (typeof EDITOR_LANGUAGE_IDS)[number];

/** The languages every problem offers, in menu order; Monaco's language ids are the same as ours. */
export const EDITOR_LANGUAGES = EDITOR_LANGUAGE_IDS.map((id) => ({ id, name: LANGUAGE_NAME_BY_ID[id] }));

/**
 * The menu for one problem: every-problem languages, then those offered where the problem has a
 * template, each followed by the languages that run its programs (Python, then PyPy 3); with `offered`
 * (what the judge can run now, GET /judge/languages) only those among them.
 */
export function editorLanguagesFor(
  problem: Pick<Problem, 'startCode'>,
  offered?: readonly LanguageId[],
): typeof EDITOR_LANGUAGES {
  const templated = TEMPLATE_ONLY_LANGUAGE_IDS.filter((id) =>
    problem.startCode.some((entry) => LANGUAGE_ID_BY_NAME[entry.language] === id),
  );
  const menu = [...EDITOR_LANGUAGE_IDS, ...templated].flatMap((id) =>
    [id, ...BESIDE_LANGUAGE_IDS.filter((beside) => PROGRAMS_LANGUAGE_BY_ID[beside] === id)].map((entry) => ({
      id: entry,
      name: LANGUAGE_NAME_BY_ID[entry],
    })),
  );
  return offered ? menu.filter(({ id }) => offered.includes(id)) : menu;
}

export const DEFAULT_EDITOR_LANGUAGE: EditorLanguageId = isEditorLanguage(DEFAULT_LANGUAGE_ID)
  ? DEFAULT_LANGUAGE_ID
  : 'cpp';

export function isEditorLanguage(value: unknown): value is EditorLanguageId {
  return [...EDITOR_LANGUAGE_IDS, ...TEMPLATE_ONLY_LANGUAGE_IDS, ...BESIDE_LANGUAGE_IDS].some(
    (id) => id === value,
  );
}

/** startCode names languages as users see them ('C++'); the editor works with ids ('cpp'). */
export function editorLanguageOf(name: LanguageName): EditorLanguageId | undefined {
  const id = LANGUAGE_ID_BY_NAME[name];
  return isEditorLanguage(id) ? id : undefined;
}

/** The problem's starter code for a language (PyPy 3 takes Python's); empty when the problem has none. */
export function starterCode(problem: Pick<Problem, 'startCode'>, language: EditorLanguageId): string {
  const programs = PROGRAMS_LANGUAGE_BY_ID[language];
  return problem.startCode.find((entry) => editorLanguageOf(entry.language) === programs)?.initialCode ?? '';
}

/** Monaco's language for our id (PyPy 3 is coloured as Python); any other text is passed as it is. */
export function monacoLanguageOf(language: string): string {
  return isLanguageId(language) ? MONACO_LANGUAGE_BY_ID[language] : language;
}

export type ReferenceSolutionView = { language: EditorLanguageId; name: LanguageName; code: string };

/** Reference solutions the editor can open, in the editor's language order. */
export function editorReferenceSolutions(
  problem: Pick<Problem, 'referenceSolution'>,
): ReferenceSolutionView[] {
  return EDITOR_LANGUAGES.flatMap(({ id, name }) => {
    const solution = problem.referenceSolution.find((entry) => editorLanguageOf(entry.language) === id);
    return solution ? [{ language: id, name, code: solution.completeCode }] : [];
  });
}
