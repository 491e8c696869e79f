import { FileWarning } from 'lucide-react';
import { MESSAGES, PROBLEM_TAGS, type Problem } from '@codecourt/contracts';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { useProblemForEdit } from '@/features/admin/api/get-problem-for-edit';
import type { RenderAdminEditor } from '@/features/admin/components/admin-editor';
import { ProblemForm } from '@/features/admin/components/problem-form';
import { fromProblem } from '@/features/admin/lib/problem-form-values';

type Props = {
  problemId: string;
  renderEditor: RenderAdminEditor;
  onSaved: (problem: Problem) => void;
  onBack: () => void;
};

/** The update tool once a problem is picked: its current values, hidden tests included, in the problem form. */
export function EditProblem({ problemId, renderEditor, onSaved, onBack }: Props) {
  const problem = useProblemForEdit(problemId);
  if (problem.isError && !problem.isFetching)
    return (
      <EmptyState
        icon={FileWarning}
        tone="error"
        title={MESSAGES.updateProblemNotFound}
        actions={
          <>
            <button type="button" className="btn btn-primary btn-sm" onClick={() => void problem.refetch()}>
              Try again
            </button>
            <button type="button" className="btn btn-ghost btn-sm border-base-300" onClick={onBack}>
              Pick another problem
            </button>
          </>
        }
      >
        <span data-testid="load-error">{problem.error.message}</span>
      </EmptyState>
    );
  if (!problem.isSuccess) return <Spinner label="Loading the problem" className="py-10" />;
  return (
    <ProblemForm
      key={problemId}
      problemId={problemId}
      initialValues={fromProblem(problem.data, problem.data.hiddenTestCases, PROBLEM_TAGS)}
      submitLabel="Save changes"
      renderEditor={renderEditor}
      onSaved={onSaved}
    />
  );
}
