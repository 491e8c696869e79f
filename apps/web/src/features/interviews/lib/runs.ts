import type * as Y from 'yjs';
import { INTERVIEW_DOCUMENT, interviewRunEntrySchema, type InterviewRunEntry } from '@codecourt/contracts';

/** The runs in a document, oldest first; an entry that is not a run (never written by this server) is skipped. */
export function runsOf(doc: Y.Doc): InterviewRunEntry[] {
  return doc
    .getArray<unknown>(INTERVIEW_DOCUMENT.runs)
    .toArray()
    .flatMap((entry) => {
      const parsed = interviewRunEntrySchema.safeParse(entry);
      return parsed.success ? [parsed.data] : [];
    });
}
