import { useReplyToDiscussion } from '@/features/discussions/api/reply-to-discussion';
import { ReplyForm } from '@/features/discussions/components/reply-form';

type Props = { problemRef: string; discussionId: string };

/** Writes a new reply under the discussion. */
export function ReplyBox({ problemRef, discussionId }: Props) {
  const reply = useReplyToDiscussion(problemRef, discussionId);
  return (
    <ReplyForm
      initial=""
      label="Your reply"
      submitLabel="Reply"
      pendingLabel="Replying…"
      save={reply}
      onSave={(content, saved) => {
        reply.mutate(content, { onSuccess: saved });
      }}
      testId="reply-form"
    />
  );
}
