// The one mapping between the language ids that run/submit take and the names users see (architecture.md).

export const LANGUAGE_IDS = ['cpp', 'java', 'javascript', 'python', 'c'] as const;
export type LanguageId = (typeof LANGUAGE_IDS)[number];

export const LANGUAGE_NAMES = ['C++', 'Java', 'JavaScript', 'Python', 'C'] as const;
export type LanguageName = (typeof LANGUAGE_NAMES)[number];

export const LANGUAGE_NAME_BY_ID: Readonly<Record<LanguageId, LanguageName>> = {
  cpp: 'C++',
  java: 'Java',
  javascript: 'JavaScript',
  python: 'Python',
  c: 'C',
};

export const LANGUAGE_ID_BY_NAME: Readonly<Record<LanguageName, LanguageId>> = {
  'C++': 'cpp',
  Java: 'java',
  JavaScript: 'javascript',
  Python: 'python',
  C: 'c',
};

/** Languages offered in the workspace editor (spec §9), in menu order. */
export const EDITOR_LANGUAGE_IDS = [
  'cpp',
  'java',
  'javascript',
  'python',
] as const satisfies readonly LanguageId[];
export const DEFAULT_LANGUAGE_ID: LanguageId = 'cpp';

/** Languages an admin must give templates and reference solutions for (spec §5, §9). */
export const ADMIN_TEMPLATE_LANGUAGES = [
  'C++',
  'Java',
  'JavaScript',
] as const satisfies readonly LanguageName[];

export function isLanguageId(value: string): value is LanguageId {
  return (LANGUAGE_IDS as readonly string[]).includes(value);
}
