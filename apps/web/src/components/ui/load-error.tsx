import { CloudOff } from 'lucide-react';
import { ApiError } from '@/lib/api-error';
import { EmptyState } from '@/components/ui/empty-state';
import { MESSAGES } from '@codecourt/contracts';

type Props = { title: string; error: unknown; onRetry: () => void };

/** A read that failed: what failed, the API's message, and a way to ask again. */
export function LoadError({ title, error, onRetry }: Props) {
  const message = error instanceof ApiError ? error.message : MESSAGES.somethingWentWrong;
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
