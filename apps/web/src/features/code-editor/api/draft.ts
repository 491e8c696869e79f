import { draftResponseSchema, draftSchema } from '@codecourt/contracts';
import type { Draft } from '@codecourt/contracts';
import { api } from '@/lib/api-client';
import type { EditorLanguageId } from '@/lib/editor-languages';

const draftPath = (problemId: string, language: EditorLanguageId) =>
  `/drafts/${encodeURIComponent(problemId)}/${language}`;

/** GET /drafts/{problemId}/{language}: the code kept on the server, or null. */
export async function fetchDraft(
  problemId: string,
  language: EditorLanguageId,
  signal?: AbortSignal,
): Promise<Draft | null> {
  return draftResponseSchema.parse(await api.get<unknown>(draftPath(problemId, language), { signal }));
}

/** PUT /drafts/{problemId}/{language}: stores the editor's whole text. */
export async function saveDraft(problemId: string, language: EditorLanguageId, code: string): Promise<Draft> {
  return draftSchema.parse(await api.put<unknown>(draftPath(problemId, language), { code }));
}
