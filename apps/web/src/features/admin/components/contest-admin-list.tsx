import { useState } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Pencil, Presentation, Trash2, Trophy } from 'lucide-react';
import { contestListResponseSchema, type ContestSummary } from '@codecourt/contracts';
import { paths } from '@/config/paths';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { api } from '@/lib/api-client';
import { errorMessage } from '@/lib/api-error';
import { queryKeys } from '@/lib/query-keys';
import { useDeleteContest } from '@/features/admin/api/contest-admin';

/**
 * An ended contest that had a freeze: its board may still wait for the reveal (issue #36). The list does not
 * say whether it was unfrozen since; the presenter tells that once opened.
 */
function revealable(contest: ContestSummary): boolean {
  return contest.status === 'Completed' && contest.frozen;
}

/**
 * Every contest with its edit and delete actions. Each action's name starts with its visible word and names
 * the contest in hidden text after it (WCAG 2.5.3: a voice user says what they see).
 */
export function ContestAdminList() {
  const list = useQuery({
    queryKey: [...queryKeys.contests, 'list'],
    queryFn: async ({ signal }): Promise<ContestSummary[]> =>
      contestListResponseSchema.parse(await api.get<unknown>('/contests', { signal })),
  });
  const remove = useDeleteContest();
  const [doomed, setDoomed] = useState<ContestSummary>();

  if (list.isPending) return <Spinner label="Loading contests" />;
  if (list.isError)
    return (
      <LoadError title="Could not load the contests" error={list.error} onRetry={() => void list.refetch()} />
    );
  if (list.data.length === 0)
    return (
      <EmptyState icon={Trophy} title="No contests yet">
        Create the first one.
      </EmptyState>
    );
  return (
    <>
      <ul className="flex flex-col gap-2" data-testid="admin-contests">
        {list.data.map((contest) => (
          <li
            key={contest._id}
            className="flex flex-wrap items-center gap-3 rounded-box border border-base-300 bg-base-100 px-4 py-3"
          >
            <Link
              to={paths.contest.getHref(contest.slug)}
              className="link link-hover min-w-0 flex-1 truncate font-medium"
            >
              {contest.title}
            </Link>
            <span className="text-sm text-base-content/70">{contest.status}</span>
            <Link to={paths.admin.editContest.getHref(contest._id)} className="btn btn-ghost btn-sm">
              <Pencil className="size-4" aria-hidden="true" /> Edit
              <span className="sr-only">{` ${contest.title}`}</span>
            </Link>
            <Link to={paths.admin.contestIntegrity.getHref(contest._id)} className="btn btn-ghost btn-sm">
              Integrity
              <span className="sr-only">{` report of ${contest.title}`}</span>
            </Link>
            <Link to={paths.admin.contestAccounts.getHref(contest._id)} className="btn btn-ghost btn-sm">
              Accounts
              <span className="sr-only">{` of ${contest.title}`}</span>
            </Link>
            <Link to={paths.admin.contestRejudges.getHref(contest._id)} className="btn btn-ghost btn-sm">
              Rejudges
              <span className="sr-only">{` of ${contest.title}`}</span>
            </Link>
            {revealable(contest) && (
              <Link to={paths.admin.contestReveal.getHref(contest._id)} className="btn btn-ghost btn-sm">
                <Presentation className="size-4" aria-hidden="true" /> Reveal
                <span className="sr-only">{` the frozen board of ${contest.title}`}</span>
              </Link>
            )}
            <button
              type="button"
              className="btn btn-ghost btn-sm text-error"
              onClick={() => {
                setDoomed(contest);
              }}
            >
              <Trash2 className="size-4" aria-hidden="true" /> Delete
              <span className="sr-only">{` ${contest.title}`}</span>
            </button>
          </li>
        ))}
      </ul>
      {remove.isError && (
        <p role="alert" className="mt-2 text-sm text-error">
          {errorMessage(remove.error)}
        </p>
      )}
      <ConfirmDialog
        open={doomed !== undefined}
        title="Delete this contest?"
        body={`${doomed?.title ?? ''} is deleted with its registrations, scoreboard and clarifications. This cannot be undone.`}
        confirmLabel="Delete"
        onConfirm={() => {
          if (doomed) remove.mutate(doomed._id);
        }}
        onClose={() => {
          setDoomed(undefined);
        }}
      />
    </>
  );
}
