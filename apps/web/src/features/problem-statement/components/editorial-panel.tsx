import { BookOpen } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state';

/** The API keeps only whether a problem has an editorial, not its text: say so plainly. */
export function EditorialPanel({
  hasEditorial,
  onOpenSolutions,
}: {
  hasEditorial: boolean;
  onOpenSolutions: () => void;
}) {
  return (
    <EmptyState
      icon={BookOpen}
      title={hasEditorial ? 'The editorial is not published on this server' : 'No editorial for this problem'}
      actions={
        <button type="button" className="btn btn-ghost btn-sm border-base-300" onClick={onOpenSolutions}>
          See reference solutions
        </button>
      }
    >
      The reference solutions show a complete, accepted approach in every language.
    </EmptyState>
  );
}
