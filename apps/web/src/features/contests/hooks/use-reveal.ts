import { useEffect, useState } from 'react';
import type { ScoreboardRow } from '@codecourt/contracts';
import { useReducedMotion } from '@/hooks/use-reduced-motion';
import { rowId } from '@/features/contests/lib/row-identity';

const STEP_MS = 1200;
const REDUCED_STEP_MS = 400;

export type Reveal = {
  /** The rows to show while the reveal plays; undefined when it is not playing. */
  rows: ScoreboardRow[] | undefined;
  /** The row (its rowId) whose results the last step showed. */
  changed: string | undefined;
  step: number;
  steps: number;
  play: (steps: ScoreboardRow[][]) => void;
  skip: () => void;
};

function changedRow(
  before: readonly ScoreboardRow[] | undefined,
  after: readonly ScoreboardRow[] | undefined,
) {
  if (!before || !after) return undefined;
  const old = new Map(before.map((row) => [rowId(row), JSON.stringify(row.problems)]));
  const changed = after.find((row) => old.get(rowId(row)) !== JSON.stringify(row.problems));
  return changed && rowId(changed);
}

/** Plays the reveal's boards one after another, a step at a time, until the last one. */
export function useReveal(): Reveal {
  const reduced = useReducedMotion();
  const [steps, setSteps] = useState<ScoreboardRow[][]>([]);
  const [step, setStep] = useState(0);
  const playing = steps.length > 0 && step < steps.length - 1;

  useEffect(() => {
    if (!playing) return;
    const timer = setTimeout(
      () => {
        setStep((at) => at + 1);
      },
      reduced ? REDUCED_STEP_MS : STEP_MS,
    );
    return () => {
      clearTimeout(timer);
    };
  }, [playing, step, reduced]);

  return {
    rows: steps.length > 0 ? steps[step] : undefined,
    changed: changedRow(steps[step - 1], steps[step]),
    step,
    steps: steps.length,
    play: (next) => {
      setSteps(next);
      setStep(0);
    },
    skip: () => {
      setStep(Math.max(0, steps.length - 1));
    },
  };
}
