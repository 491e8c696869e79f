import { useState } from 'react';
import { Trash2 } from 'lucide-react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { errorMessage } from '@/lib/api-error';
import { useDeleteDiscussion } from '@/features/discussions/api/delete-discussion';

/** Deletes a discussion with its replies and votes, after asking. */
export function DeleteDiscussionButton({
  problemRef,
  discussionId,
}: {
  problemRef: string;
  discussionId: string;
}) {
  const [asking, setAsking] = useState(false);
  const remove = useDeleteDiscussion(problemRef);
  return (
    <>
      <button
        type="button"
        className="btn btn-ghost btn-xs text-error"
        disabled={remove.isPending}
        data-testid="delete-discussion"
        onClick={() => {
          setAsking(true);
        }}
      >
        <Trash2 className="size-3.5" aria-hidden="true" />
        {remove.isPending ? 'Deleting…' : 'Delete'}
      </button>
      {remove.isError && (
        <span className="text-xs text-error" role="alert">
          {errorMessage(remove.error)}
        </span>
      )}
      <ConfirmDialog
        open={asking}
        title="Delete this discussion?"
        body="Its replies and votes go with it. This cannot be undone."
        confirmLabel="Delete"
        onConfirm={() => {
          remove.mutate(discussionId);
        }}
        onClose={() => {
          setAsking(false);
        }}
      />
    </>
  );
}
