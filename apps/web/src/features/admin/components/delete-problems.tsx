import { useState } from 'react';
import { Trash2 } from 'lucide-react';
import type { ProblemSummary } from '@codecourt/contracts';
import { DeleteProblemDialog } from '@/features/admin/components/delete-problem-dialog';
import { ProblemSearchList } from '@/features/admin/components/problem-search-list';

/** The delete tool: find a problem, confirm, and it is gone from the library. */
export function DeleteProblems() {
  const [target, setTarget] = useState<ProblemSummary | undefined>();
  return (
    <>
      <ProblemSearchList
        renderAction={(problem) => (
          <button
            type="button"
            className="btn btn-ghost btn-sm text-error"
            data-testid="delete-problem"
            aria-label={`Delete ${problem.title}`}
            onClick={() => {
              setTarget(problem);
            }}
          >
            <Trash2 className="size-4" aria-hidden="true" /> Delete
          </button>
        )}
      />
      {target && (
        <DeleteProblemDialog
          problem={target}
          onClose={() => {
            setTarget(undefined);
          }}
        />
      )}
    </>
  );
}
