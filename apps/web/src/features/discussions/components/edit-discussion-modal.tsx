import type { Discussion } from '@codecourt/contracts';
import { useEditDiscussion } from '@/features/discussions/api/edit-discussion';
import { DiscussionFormModal } from '@/features/discussions/components/discussion-form-modal';

type Props = { discussion: Discussion; problemRef: string; onClose: () => void };

/** Its author (or an admin) changes a discussion's title, tags and content; the card shows the answer. */
export function EditDiscussionModal({ discussion, problemRef, onClose }: Props) {
  const edit = useEditDiscussion(problemRef, discussion._id);
  return (
    <DiscussionFormModal
      open
      heading="Edit discussion"
      submitLabel="Save changes"
      pendingLabel="Saving…"
      initial={{ title: discussion.title, content: discussion.content, tags: discussion.tags }}
      save={edit}
      onSave={(fields) => {
        edit.mutate(fields, { onSuccess: onClose });
      }}
      onClose={onClose}
      testId="edit-discussion-form"
    />
  );
}
