import type { ReactNode } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { LoadError } from '@/components/ui/load-error';
import type { RequestState } from '@/lib/request-state';

type Props<T> = {
  title: string;
  state: RequestState<T>;
  onRetry: () => void;
  children: (data: T) => ReactNode;
};

/** One card of the profile that draws its own read's loading, error and ready states. */
export function ProfileSection<T>({ title, state, onRetry, children }: Props<T>) {
  return (
    <section className="rounded-box border border-base-300 bg-base-100 p-5" aria-label={title}>
      <h2 className="mb-4 text-lg font-semibold">{title}</h2>
      {(state.status === 'loading' || state.status === 'idle') && <Spinner label={`Loading ${title}`} />}
      {state.status === 'error' && (
        <LoadError title={`Could not load ${title.toLowerCase()}`} error={state.error} onRetry={onRetry} />
      )}
      {state.status === 'ready' && children(state.data)}
    </section>
  );
}
