import type { ReactNode } from 'react';
import { ChevronLeft, ChevronRight, ChevronsLeft, Maximize, Minimize, Play } from 'lucide-react';
import {
  REVEAL_SHORTCUTS,
  type RevealAction,
  type RevealPosition,
} from '@/features/contests/lib/reveal-keys';

type Props = {
  position: RevealPosition;
  act: (action: RevealAction) => void;
  fullscreen: { active: boolean; supported: boolean; toggle: () => void };
};

type StepProps = {
  action: RevealAction;
  act: (action: RevealAction) => void;
  primary?: boolean;
  disabled?: boolean;
  children: ReactNode;
};

/** One step's button, announcing the keys that do the same. */
function StepButton({ action, act, primary = false, disabled = false, children }: StepProps) {
  return (
    <button
      type="button"
      className={`btn btn-lg ${primary ? 'btn-primary' : 'btn-ghost border-base-300'}`}
      disabled={disabled}
      aria-keyshortcuts={REVEAL_SHORTCUTS[action]}
      onClick={() => {
        act(action);
      }}
    >
      {children}
    </button>
  );
}

/**
 * The presenter's buttons, each with the keys that do the same. They stay enabled while a step is in flight
 * (a focused button keeps its focus); the steps themselves drop a press that comes too early.
 */
export function RevealControls({ position, act, fullscreen }: Props) {
  return (
    <div role="group" aria-label="Reveal controls" className="flex flex-wrap items-center gap-3">
      {position === 'before' && (
        <StepButton action="next" act={act} primary>
          <Play className="size-5" aria-hidden="true" /> Start the reveal
        </StepButton>
      )}
      {typeof position === 'object' && (
        <>
          <StepButton action="home" act={act} disabled={position.step === 0}>
            <ChevronsLeft className="size-5" aria-hidden="true" /> Start over
          </StepButton>
          <StepButton action="back" act={act} disabled={position.step === 0}>
            <ChevronLeft className="size-5" aria-hidden="true" /> Back
          </StepButton>
          <StepButton action="next" act={act} primary>
            {position.step + 1 === position.steps ? 'Show the final board' : 'Next step'}
            <ChevronRight className="size-5" aria-hidden="true" />
          </StepButton>
        </>
      )}
      {fullscreen.supported && (
        <button
          type="button"
          className="btn btn-lg btn-ghost ml-auto border-base-300"
          aria-pressed={fullscreen.active}
          onClick={fullscreen.toggle}
        >
          {fullscreen.active ? (
            <Minimize className="size-5" aria-hidden="true" />
          ) : (
            <Maximize className="size-5" aria-hidden="true" />
          )}
          Full screen
        </button>
      )}
    </div>
  );
}
