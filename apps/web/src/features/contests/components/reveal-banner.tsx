import { Trophy } from 'lucide-react';
import type { RevealState } from '@codecourt/contracts';

/**
 * What spectators see while an admin reveals the frozen board (issue #36): how far it has got, read out
 * politely at each step as the board's events bring it.
 */
export function RevealBanner({ reveal, nextName }: { reveal: RevealState; nextName?: string | undefined }) {
  return (
    <div role="status" aria-live="polite" className="alert alert-info alert-soft" data-testid="reveal-banner">
      <Trophy className="size-5 shrink-0" aria-hidden="true" />
      <span className="text-base-content">
        Revealing the frozen board — step {reveal.step} of {reveal.steps}
        {reveal.next && (
          <span className="block text-sm text-base-content/80">
            Next: {nextName === undefined ? '' : `${nextName}, `}problem {reveal.next.label}
          </span>
        )}
      </span>
    </div>
  );
}
