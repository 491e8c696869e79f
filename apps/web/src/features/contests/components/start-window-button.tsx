import { Play } from 'lucide-react';
import type { ContestDetail } from '@codecourt/contracts';
import { errorMessage } from '@/lib/api-error';
import { useStartWindow } from '@/features/contests/api/start-window';
import { formatDuration } from '@/features/contests/lib/contest-time';

/** A windowed contest: the registered participant starts their own time when they are ready. */
export function StartWindowButton({ contest }: { contest: ContestDetail }) {
  const start = useStartWindow(contest._id);
  const minutes = contest.windowMinutes ?? 0;
  return (
    <span className="flex flex-col items-start gap-1">
      <button
        type="button"
        className="btn btn-primary"
        disabled={start.isPending}
        onClick={() => {
          start.mutate();
        }}
      >
        <Play className="size-4" aria-hidden="true" /> Start my window ({formatDuration(minutes * 60_000)})
      </button>
      {start.isError && (
        <span role="alert" className="text-sm text-error">
          {errorMessage(start.error)}
        </span>
      )}
    </span>
  );
}
