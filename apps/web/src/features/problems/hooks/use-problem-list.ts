import { useCallback, useEffect, useState } from 'react';
import { MESSAGES, type ProblemSummary } from '@codecourt/contracts';
import { ApiError } from '@/lib/api-error';
import { getProblems } from '@/features/problems/api/get-problems';
import { getSolvedProblemIds } from '@/features/problems/api/get-solved-problems';

export type ProblemList =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; problems: ProblemSummary[] };

/** The library, with a retry for the error state. */
export function useProblemList(): { list: ProblemList; retry: () => void } {
  const [list, setList] = useState<ProblemList>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    getProblems(controller.signal).then(
      (problems) => {
        setList({ status: 'ready', problems });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setList({
          status: 'error',
          message: error instanceof ApiError ? error.message : MESSAGES.somethingWentWrong,
        });
      },
    );
    return () => {
      controller.abort();
    };
  }, [attempt]);

  const retry = useCallback(() => {
    setList({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);
  return { list, retry };
}

/**
 * What the signed-in user solved; undefined while signed out or unknown. A failure only costs the
 * check marks, so it is not reported.
 */
export function useSolvedIds(userId: string | undefined): Set<string> | undefined {
  const [solved, setSolved] = useState<{ userId: string; ids: Set<string> }>();

  useEffect(() => {
    if (userId === undefined) return;
    const controller = new AbortController();
    getSolvedProblemIds(controller.signal).then(
      (ids) => {
        setSolved({ userId, ids });
      },
      () => undefined,
    );
    return () => {
      controller.abort();
    };
  }, [userId]);

  return solved !== undefined && solved.userId === userId ? solved.ids : undefined;
}
