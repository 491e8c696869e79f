import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '@/lib/api-error';
import { contestKeys } from '@/features/contests/api/contest-keys';
import { postRevealStep } from '@/features/contests/api/reveal-contest';
import { targetStep, type RevealAction, type RevealPosition } from '@/features/contests/lib/reveal-keys';

export type RevealSteps = {
  /** Take one action; ignored while a step is in flight or when it has nowhere to go. */
  act: (action: RevealAction) => void;
  /** A step is in flight: posted, or its board not fetched yet. */
  busy: boolean;
  /** The API's message for the last step that failed. */
  error: string | undefined;
  /** The last step was taken here: the freeze is lifted. */
  finished: boolean;
};

/**
 * The presenter's steps, one per press: a press while a step is in flight is dropped, never queued, and the
 * next target counts from the step the API answered, so a press is never doubled nor a step skipped. The step
 * stays in flight until the board for it is fetched, so the screen has caught up before the next one.
 */
export function useRevealSteps(contestId: string, position: RevealPosition): RevealSteps {
  const queryClient = useQueryClient();
  const inFlight = useRef(false);
  const at = useRef(position);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [finished, setFinished] = useState(false);
  const phase = typeof position === 'string' ? position : undefined;
  const step = typeof position === 'string' ? 0 : position.step;
  const steps = typeof position === 'string' ? 0 : position.steps;

  // The board moved (this presenter's step fetched, or another admin's seen through the events).
  useEffect(() => {
    at.current = phase ?? { step, steps };
  }, [phase, step, steps]);

  const act = useCallback(
    (action: RevealAction) => {
      if (inFlight.current) return;
      const target = targetStep(action, at.current);
      if (target === undefined) return;
      inFlight.current = true;
      setBusy(true);
      setError(undefined);
      void (async () => {
        try {
          const state = await postRevealStep(contestId, target);
          at.current = state.done ? 'done' : state;
          if (state.done) setFinished(true);
          await queryClient.invalidateQueries({ queryKey: contestKeys.scoreboardOf(contestId) });
          if (state.done) await queryClient.invalidateQueries({ queryKey: contestKeys.details });
        } catch (failure) {
          setError(errorMessage(failure));
        } finally {
          inFlight.current = false;
          setBusy(false);
        }
      })();
    },
    [contestId, queryClient],
  );

  return { act, busy, error, finished };
}
