import { useNavigate } from 'react-router';
import { History } from 'lucide-react';
import type { ContestDetail } from '@codecourt/contracts';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-error';
import { useStartVirtualRun } from '@/features/contests/api/virtual-runs';

/** An ended contest: start a personal run of the same length against the original field. */
export function ParticipateVirtuallyButton({ contest }: { contest: ContestDetail }) {
  const start = useStartVirtualRun(contest._id);
  const navigate = useNavigate();
  return (
    <span className="flex flex-col items-start gap-1">
      <button
        type="button"
        className="btn btn-primary btn-sm"
        disabled={start.isPending}
        data-testid="participate-virtually"
        onClick={() => {
          start.mutate(undefined, {
            onSuccess: (run) => {
              void navigate(paths.contestVirtual.getHref(contest.slug, run._id));
            },
          });
        }}
      >
        <History className="size-4" aria-hidden="true" />
        {start.isPending ? 'Starting…' : 'Participate virtually'}
      </button>
      {start.isError && (
        <span role="alert" className="text-sm text-error">
          {errorMessage(start.error)}
        </span>
      )}
    </span>
  );
}
