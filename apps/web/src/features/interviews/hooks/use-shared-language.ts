import { useCallback, useEffect, useState } from 'react';
import type * as Y from 'yjs';
import { DEFAULT_LANGUAGE_ID, INTERVIEW_DOCUMENT, isLanguageId, type LanguageId } from '@codecourt/contracts';

/**
 * The room's language, `language` in the shared Y.Map("meta"): one switch changes it for everyone, and
 * the runs use it. A writer whose synced document has none yet stores the default, so the language shown
 * is the one a run judges (both writers may do so at once: they write the same value).
 */
export function useSharedLanguage(
  doc: Y.Doc | undefined,
  canStoreDefault: boolean,
): [LanguageId, (language: LanguageId) => void] {
  const [language, setLanguageState] = useState<LanguageId>(DEFAULT_LANGUAGE_ID);
  useEffect(() => {
    if (!doc) return;
    const meta = doc.getMap<unknown>(INTERVIEW_DOCUMENT.meta);
    const read = () => {
      const value = meta.get(INTERVIEW_DOCUMENT.language);
      setLanguageState(typeof value === 'string' && isLanguageId(value) ? value : DEFAULT_LANGUAGE_ID);
    };
    if (canStoreDefault && !meta.has(INTERVIEW_DOCUMENT.language))
      meta.set(INTERVIEW_DOCUMENT.language, DEFAULT_LANGUAGE_ID);
    read();
    meta.observe(read);
    return () => {
      meta.unobserve(read);
    };
  }, [doc, canStoreDefault]);
  const setLanguage = useCallback(
    (next: LanguageId) => {
      doc?.getMap<unknown>(INTERVIEW_DOCUMENT.meta).set(INTERVIEW_DOCUMENT.language, next);
    },
    [doc],
  );
  return [language, setLanguage];
}
