import { useEffect, useState } from 'react';
import type * as Y from 'yjs';
import { INTERVIEW_DOCUMENT, type InterviewRunEntry } from '@codecourt/contracts';
import { runsOf } from '@/features/interviews/lib/runs';

/** The room's runs as the server appends them to the document: both sides see each one as it lands. */
export function useSharedRuns(doc: Y.Doc | undefined): InterviewRunEntry[] {
  const [runs, setRuns] = useState<InterviewRunEntry[]>([]);
  useEffect(() => {
    if (!doc) return;
    const array = doc.getArray<unknown>(INTERVIEW_DOCUMENT.runs);
    const read = () => {
      setRuns(runsOf(doc));
    };
    read();
    array.observe(read);
    return () => {
      array.unobserve(read);
    };
  }, [doc]);
  return runs;
}
