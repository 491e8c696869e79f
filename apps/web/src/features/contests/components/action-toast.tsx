import { useEffect } from 'react';
import { CircleCheck } from 'lucide-react';

/** How long a done action's note stays: long enough to read a sentence. */
const TOAST_MS = 5_000;

/**
 * A short note that an action was done, in the corner. The live region is always there, so a screen reader
 * announces the note as it appears.
 */
export function ActionToast({ message, onGone }: { message: string | undefined; onGone: () => void }) {
  useEffect(() => {
    if (message === undefined) return;
    const timer = setTimeout(onGone, TOAST_MS);
    return () => {
      clearTimeout(timer);
    };
  }, [message, onGone]);
  return (
    <div role="status" aria-live="polite" className="toast toast-end z-50" data-testid="action-toast">
      {message && (
        <div className="alert alert-success">
          <CircleCheck className="size-5" aria-hidden="true" />
          <span>{message}</span>
        </div>
      )}
    </div>
  );
}
