import type { Draft } from '@codecourt/contracts';

/** The draft written last among a problem's languages: the language the user was working in. */
export function newestDraft(drafts: readonly (Draft | null)[]): Draft | undefined {
  let newest: Draft | undefined;
  for (const draft of drafts) {
    if (draft === null) continue;
    if (newest === undefined || Date.parse(draft.updatedAt) > Date.parse(newest.updatedAt)) newest = draft;
  }
  return newest;
}
