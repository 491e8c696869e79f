import { useCallback, useEffect, useState } from 'react';
import type * as Y from 'yjs';
import { DEFAULT_LANGUAGE_ID, INTERVIEW_DOCUMENT, isLanguageId, type LanguageId } from '@codecourt/contracts';

/**
 * The room's language, `language` in the shared Y.Map("meta"): one switch changes it for everyone, and
 * the runs use it. A writer whose synced document has none yet stores the default, so the language shown
 * is the one a run judges (both writers may do so at once: they write the same value). A peer room's
 * default is the language its two peers were matched on.
 */
export function useSharedLanguage(
  doc: Y.Doc | undefined,
  canStoreDefault: boolean,
  defaultLanguage: LanguageId = DEFAULT_LANGUAGE_ID,
): [LanguageId, (language: LanguageId) => void] {
  const [language, setLanguageState] = useState<LanguageId>(defaultLanguage);
  useEffect(() => {
    if (!doc) return;
    const meta = doc.getMap<unknown>(INTERVIEW_DOCUMENT.meta);
    const read = () => {
      const value = meta.get(INTERVIEW_DOCUMENT.language);
      setLanguageState(typeof value === 'string' && isLanguageId(value) ? value : defaultLanguage);
    };
    if (canStoreDefault && !meta.has(INTERVIEW_DOCUMENT.language))
      meta.set(INTERVIEW_DOCUMENT.language, defaultLanguage);
    read();
    meta.observe(read);
    return () => {
      meta.unobserve(read);
    };
  }, [doc, canStoreDefault, defaultLanguage]);
  const setLanguage = useCallback(
    (next: LanguageId) => {
      doc?.getMap<unknown>(INTERVIEW_DOCUMENT.meta).set(INTERVIEW_DOCUMENT.language, next);
    },
    [doc],
  );
  return [language, setLanguage];
}
