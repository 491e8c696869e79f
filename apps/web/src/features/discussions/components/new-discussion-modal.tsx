import { useCreateDiscussion } from '@/features/discussions/api/create-discussion';
import { DiscussionFormModal } from '@/features/discussions/components/discussion-form-modal';

type Props = { open: boolean; problemRef: string; onClose: () => void; onCreated: () => void };

/** Starts a discussion on the problem. */
export function NewDiscussionModal({ open, problemRef, onClose, onCreated }: Props) {
  const create = useCreateDiscussion(problemRef);
  return (
    <DiscussionFormModal
      open={open}
      heading="New discussion"
      submitLabel="Post discussion"
      pendingLabel="Posting…"
      initial={{ title: '', content: '', tags: [] }}
      save={create}
      onSave={(fields, saved) => {
        create.mutate(
          { problemId: problemRef, ...fields },
          {
            onSuccess: () => {
              saved();
              create.reset();
              onCreated();
            },
          },
        );
      }}
      onClose={onClose}
      testId="new-discussion-form"
    />
  );
}
