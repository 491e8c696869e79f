import { useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { AUTOSAVE_DEBOUNCE_MS } from '@codecourt/contracts';
import { fetchDraft, saveDraft } from '@/features/code-editor/api/draft';
import type { EditorCode } from '@/features/code-editor/hooks/use-editor-code';
import { queryKeys } from '@/lib/query-keys';

/**
 * Keeps the editor's code on the server per problem and language, so another browser continues it. The server's
 * draft replaces what the editor opened with (the local copy or the starter) unless the user already typed in this
 * language on this visit; without a server draft, or signed out, the local copy stays. Edits are written after
 * typing stops, and at once when the page is left.
 */
export function useDraftSync(editor: EditorCode, problemId: string, enabled: boolean): void {
  const { language, code } = editor;
  const draft = useQuery({
    queryKey: queryKeys.draftOf(problemId, language),
    queryFn: ({ signal }) => fetchDraft(problemId, language, signal),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  // Per language: the text the server holds (as far as we know), and whether the server's copy was applied.
  const known = useRef(new Map<string, string>());
  const applied = useRef(new Set<string>());
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const pending = useRef<{ language: typeof language; code: string } | undefined>(undefined);

  useEffect(() => {
    if (!draft.isSuccess || applied.current.has(language)) return;
    applied.current.add(language);
    if (draft.data === null) return;
    known.current.set(language, draft.data.code);
    if (draft.data.code !== editor.codeOf(language)) editor.load(language, draft.data.code);
    // Only the first answer per language counts: the editor is the source of truth after it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [draft.isSuccess, draft.data, language]);

  const flush = () => {
    clearTimeout(timer.current);
    const next = pending.current;
    pending.current = undefined;
    if (!next) return;
    known.current.set(next.language, next.code);
    saveDraft(problemId, next.language, next.code).catch(() => {
      // The local copy still holds the code; the next edit tries again.
      known.current.delete(next.language);
    });
  };
  const latestFlush = useRef(flush);
  useEffect(() => {
    latestFlush.current = flush;
  });

  useEffect(() => {
    if (!enabled || !applied.current.has(language)) return;
    const serverCode = known.current.get(language);
    if (code === serverCode) return;
    // A problem only opened (starter code, nothing on the server) is not worth a row.
    if (serverCode === undefined && !editor.hasDraft(language)) return;
    pending.current = { language, code };
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      latestFlush.current();
    }, AUTOSAVE_DEBOUNCE_MS);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [enabled, code, language, draft.isSuccess]);

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
}
