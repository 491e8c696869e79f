import { CloudOff } from 'lucide-react';
import { errorMessage } from '@/lib/api-error';
import { EmptyState } from '@/components/ui/empty-state';

type Props = { title: string; error: unknown; onRetry: () => void };

/** A read that failed: what failed, the API's message, and a way to ask again. */
export function LoadError({ title, error, onRetry }: Props) {
  const message = errorMessage(error);
  return (
    <EmptyState
      icon={CloudOff}
      tone="error"
      title={title}
      actions={
        <button type="button" className="btn btn-primary btn-sm" onClick={onRetry}>
          Try again
        </button>
      }
    >
      <span data-testid="load-error">{message}</span>
    </EmptyState>
  );
}
