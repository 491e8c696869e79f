import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

export type RequestState<T> =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; data: T }
  | { status: 'error'; error: unknown };

type Settled<T> = { key: string; attempt: number; state: RequestState<T> };

/**
 * Loads `load` whenever `key` changes (undefined = do not load) and on retry. The state is derived
 * from which key it answered, so a new key shows "loading" at once, never the previous answer.
 */
export function useRequest<T>(
  key: string | undefined,
  load: (signal: AbortSignal) => Promise<T>,
): { state: RequestState<T>; retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<Settled<T>>();
  const loadRef = useRef(load);
  useLayoutEffect(() => {
    loadRef.current = load;
  });

  useEffect(() => {
    if (key === undefined) return;
    const controller = new AbortController();
    loadRef.current(controller.signal).then(
      (data) => {
        setSettled({ key, attempt, state: { status: 'ready', data } });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setSettled({ key, attempt, state: { status: 'error', error } });
      },
    );
    return () => {
      controller.abort();
    };
  }, [key, attempt]);

  const retry = useCallback(() => {
    setAttempt((n) => n + 1);
  }, []);

  if (key === undefined) return { state: { status: 'idle' }, retry };
  if (settled?.key !== key || settled.attempt !== attempt) return { state: { status: 'loading' }, retry };
  return { state: settled.state, retry };
}
