import { useEffect, useRef, useState } from 'react';
import type { Problem } from '@codecourt/contracts';
import {
  browserStore,
  loadCode,
  loadLanguage,
  loadPreferredLanguage,
  saveCode,
  saveLanguage,
} from '@/features/code-editor/lib/code-storage';
import { DRAFT_SAVE_DELAY_MS } from '@/config/workspace';
import {
  DEFAULT_EDITOR_LANGUAGE,
  editorLanguagesFor,
  starterCode,
  type EditorLanguageId,
} from '@/lib/editor-languages';

export type EditorCode = {
  language: EditorLanguageId;
  code: string;
  /** Bumped whenever the code is replaced from outside the editor (reset, load). */
  revision: number;
  setLanguage: (language: EditorLanguageId) => void;
  setCode: (code: string) => void;
  /** Back to the starter code of the current language (the draft is dropped). */
  reset: () => void;
  /** Opens `code` in `language`, as "Use This Solution" does. */
  load: (language: EditorLanguageId, code: string) => void;
  /** True when the language's code differs from its starter code (a draft worth asking about). */
  hasDraft: (language: EditorLanguageId) => boolean;
  /** The current code of any language of this problem. */
  codeOf: (language: EditorLanguageId) => string;
};

function firstLanguage(problem: Pick<Problem, '_id' | 'startCode'>): EditorLanguageId {
  const store = browserStore();
  const offered = editorLanguagesFor(problem).map(({ id }) => id);
  const candidates = [loadLanguage(store, problem._id), loadPreferredLanguage(store)];
  return candidates.find((id) => id !== undefined && offered.includes(id)) ?? DEFAULT_EDITOR_LANGUAGE;
}

/**
 * The code per language for one problem. Edits are kept in localStorage shortly after they stop
 * (and at once when the page is left), so a reload or a language switch never loses work; a
 * language without a draft opens its starter code. The language chosen last is also the one a
 * problem opened for the first time starts in.
 */
export function useEditorCode(problem: Pick<Problem, '_id' | 'startCode'>): EditorCode {
  const store = browserStore();
  const problemId = problem._id;
  const [language, setLanguageState] = useState<EditorLanguageId>(() => firstLanguage(problem));
  const [revision, setRevision] = useState(0);
  // Drafts of this visit, so blocked storage still keeps them across language switches.
  const [drafts, setDrafts] = useState<Partial<Record<EditorLanguageId, string>>>({});
  const code = drafts[language] ?? loadCode(store, problemId, language, starterCode(problem, language));
  const pending = useRef(new Map<EditorLanguageId, string>());
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const flush = () => {
    clearTimeout(timer.current);
    for (const [target, next] of pending.current)
      saveCode(store, problemId, target, next, starterCode(problem, target));
    pending.current.clear();
  };
  const latestFlush = useRef(flush);
  useEffect(() => {
    latestFlush.current = flush;
  });
  useEffect(() => {
    const onLeave = () => {
      latestFlush.current();
    };
    window.addEventListener('pagehide', onLeave);
    return () => {
      window.removeEventListener('pagehide', onLeave);
      onLeave();
    };
  }, []);

  const write = (target: EditorLanguageId, next: string) => {
    setDrafts((current) => ({ ...current, [target]: next }));
    pending.current.set(target, next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      latestFlush.current();
    }, DRAFT_SAVE_DELAY_MS);
  };

  const setLanguage = (next: EditorLanguageId) => {
    setLanguageState(next);
    saveLanguage(store, problemId, next);
  };

  const replace = (target: EditorLanguageId, next: string) => {
    write(target, next);
    flush();
    setRevision((value) => value + 1);
  };

  const codeOf = (target: EditorLanguageId) =>
    drafts[target] ?? loadCode(store, problemId, target, starterCode(problem, target));

  return {
    language,
    code,
    revision,
    setLanguage,
    setCode: (next) => {
      write(language, next);
    },
    reset: () => {
      replace(language, starterCode(problem, language));
    },
    load: (target, next) => {
      setLanguage(target);
      replace(target, next);
    },
    codeOf,
    hasDraft: (target) => {
      const current = codeOf(target);
      return current.trim() !== '' && current !== starterCode(problem, target);
    },
  };
}
