import { useEffect, useState } from 'react';
import { api } from '@/lib/api-client';

export type ProblemCount =
  { status: 'loading' } | { status: 'ready'; total: number } | { status: 'unavailable' };

/** GET /problem/getAllProblem answers the problem list; the landing page only needs how many there are. */
export async function getProblemCount(signal?: AbortSignal): Promise<number> {
  // A public figure: a 401 here must never send a visitor to /login.
  const problems = await api.get<unknown>('/problem/getAllProblem', { signal, refreshOnUnauthorized: false });
  if (!Array.isArray(problems)) throw new Error('Unexpected problem list');
  return problems.length;
}

export function useProblemCount(): ProblemCount {
  const [count, setCount] = useState<ProblemCount>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    getProblemCount(controller.signal).then(
      (total) => {
        setCount({ status: 'ready', total });
      },
      () => {
        if (!controller.signal.aborted) setCount({ status: 'unavailable' });
      },
    );
    return () => {
      controller.abort();
    };
  }, []);
  return count;
}
