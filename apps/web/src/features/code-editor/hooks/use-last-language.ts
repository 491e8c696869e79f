import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Problem } from '@codecourt/contracts';
import { fetchDraft } from '@/features/code-editor/api/draft';
import type { EditorCode } from '@/features/code-editor/hooks/use-editor-code';
import { browserStore, loadLanguage } from '@/features/code-editor/lib/code-storage';
import { newestDraft } from '@/features/code-editor/lib/newest-draft';
import { editorLanguagesFor, isEditorLanguage } from '@/lib/editor-languages';
import { queryKeys } from '@/lib/query-keys';

/**
 * Reopening a problem in a browser that never opened it (another computer, cleared storage) starts in the
 * language the user wrote in last, as kept on the server: each language's draft is asked for once (the
 * answers fill the cache useDraftSync reads, so the chosen language's code comes back without another
 * request). A browser that knows its last language for the problem keeps it, and the user's own choice or
 * typing on this visit is never overridden.
 */
export function useLastLanguage(
  editor: EditorCode,
  problem: Pick<Problem, '_id' | 'startCode'>,
  enabled: boolean,
): void {
  const client = useQueryClient();
  const opened = useRef({ language: editor.language, code: editor.code });
  const asked = useRef(false);
  const latest = useRef(editor);
  useEffect(() => {
    latest.current = editor;
  });

  useEffect(() => {
    if (!enabled || asked.current) return;
    asked.current = true;
    if (loadLanguage(browserStore(), problem._id) !== undefined) return;
    const languages = editorLanguagesFor(problem).map(({ id }) => id);
    void Promise.all(
      languages.map((language) =>
        client
          .query({
            queryKey: queryKeys.draftOf(problem._id, language),
            queryFn: ({ signal }) => fetchDraft(problem._id, language, signal),
            staleTime: Number.POSITIVE_INFINITY,
            retry: false,
          })
          .catch(() => null),
      ),
    ).then((drafts) => {
      const newest = newestDraft(drafts);
      const now = latest.current;
      const untouched = now.language === opened.current.language && now.code === opened.current.code;
      if (!newest || !untouched || !isEditorLanguage(newest.language)) return;
      if (newest.language !== now.language) now.setLanguage(newest.language);
    });
  }, [client, enabled, problem]);
}
