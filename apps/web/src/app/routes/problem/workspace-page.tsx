import { Link } from 'react-router';
import { FileQuestion } from 'lucide-react';
import { MESSAGES } from '@codecourt/contracts';
import { EmptyState } from '@/components/ui/empty-state';
import { PageContainer } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { useProblem } from '@/features/problem-statement/api/get-problem';
import { EditorSkeleton } from '@/features/code-editor/components/editor-skeleton';
import { Workspace } from '@/app/routes/problem/workspace';

/** The problem page: loading, not found (or failed, with a retry), loaded. */
export function WorkspacePage({ problemId }: { problemId: string }) {
  const state = useProblem(problemId);

  if (state.status === 'loading') return <WorkspaceSkeleton />;
  if (state.status === 'ready') return <Workspace key={state.problem._id} problem={state.problem} />;
  return (
    <PageContainer>
      <title>{`${MESSAGES.problemNotFoundTitle} · CodeCourt`}</title>
      <EmptyState
        icon={FileQuestion}
        tone="error"
        title={MESSAGES.problemNotFoundTitle}
        actions={
          <>
            {state.status === 'error' && (
              <button type="button" className="btn btn-primary btn-sm" onClick={state.retry}>
                Try again
              </button>
            )}
            <Link to={paths.problems.getHref()} className="btn btn-ghost btn-sm border-base-300">
              Back to problems
            </Link>
          </>
        }
      >
        {MESSAGES.problemNotFoundBody}
      </EmptyState>
    </PageContainer>
  );
}

function WorkspaceSkeleton() {
  return (
    <div
      className="flex flex-col gap-2 bg-base-200 p-2 lg:h-[calc(100dvh-4rem)] lg:flex-row"
      role="status"
      aria-label="Loading problem"
    >
      <div className="flex flex-col gap-4 rounded-box border border-base-300 bg-base-100 p-5 lg:w-1/2">
        <span className="skeleton h-7 w-2/3" />
        <span className="flex gap-2">
          <span className="skeleton h-5 w-14 rounded-full" />
          <span className="skeleton h-5 w-28" />
        </span>
        {[92, 85, 97, 60, 88, 74].map((width, line) => (
          <span key={line} className="skeleton h-4" style={{ width: `${String(width)}%` }} />
        ))}
      </div>
      <div className="h-[60vh] flex-1 rounded-box border border-base-300 bg-base-100 lg:h-auto">
        <EditorSkeleton />
      </div>
    </div>
  );
}
