import { useCallback, useState } from 'react';
import type { Problem } from '@codecourt/contracts';
import {
  browserStore,
  loadCode,
  loadLanguage,
  saveCode,
  saveLanguage,
} from '@/features/code-editor/lib/code-storage';
import { DEFAULT_EDITOR_LANGUAGE, starterCode, type EditorLanguageId } from '@/lib/editor-languages';

export type EditorCode = {
  language: EditorLanguageId;
  code: string;
  setLanguage: (language: EditorLanguageId) => void;
  setCode: (code: string) => void;
  /** Back to the starter code of the current language (the draft is dropped). */
  reset: () => void;
  /** Opens `code` in `language`, as "Use This Solution" does. */
  load: (language: EditorLanguageId, code: string) => void;
};

/**
 * The code per language for one problem. Every change is kept in localStorage, so a reload or a
 * language switch never loses work; a language without a draft opens its starter code.
 */
export function useEditorCode(problem: Pick<Problem, '_id' | 'startCode'>): EditorCode {
  const store = browserStore();
  const problemId = problem._id;
  const [language, setLanguageState] = useState<EditorLanguageId>(
    () => loadLanguage(store, problemId) ?? DEFAULT_EDITOR_LANGUAGE,
  );
  // Drafts of this visit, so blocked storage still keeps them across language switches.
  const [drafts, setDrafts] = useState<Partial<Record<EditorLanguageId, string>>>({});
  const code = drafts[language] ?? loadCode(store, problemId, language, starterCode(problem, language));

  const write = useCallback(
    (target: EditorLanguageId, next: string) => {
      setDrafts((current) => ({ ...current, [target]: next }));
      saveCode(store, problemId, target, next, starterCode(problem, target));
    },
    [store, problem, problemId],
  );

  const setLanguage = useCallback(
    (next: EditorLanguageId) => {
      setLanguageState(next);
      saveLanguage(store, problemId, next);
    },
    [store, problemId],
  );

  return {
    language,
    code,
    setLanguage,
    setCode: useCallback(
      (next: string) => {
        write(language, next);
      },
      [write, language],
    ),
    reset: useCallback(() => {
      write(language, starterCode(problem, language));
    }, [write, language, problem]),
    load: useCallback(
      (target: EditorLanguageId, next: string) => {
        setLanguage(target);
        write(target, next);
      },
      [setLanguage, write],
    ),
  };
}
