import { useState } from 'react';
import type { Reply, User } from '@codecourt/contracts';
import { useEditReply } from '@/features/discussions/api/edit-reply';
import { EditButton } from '@/features/discussions/components/edit-button';
import { AuthorLine } from '@/features/discussions/components/author-line';
import { PostHtml } from '@/features/discussions/components/post-html';
import { ReplyForm } from '@/features/discussions/components/reply-form';
import { mayChange } from '@/features/discussions/lib/may-change';

type Props = { reply: Reply; discussionId: string; problemRef: string; user: User | null };

/** One reply; its author (or an admin) edits it in place. */
export function ReplyItem({ reply, discussionId, problemRef, user }: Props) {
  const [editing, setEditing] = useState(false);
  const edit = useEditReply(problemRef, discussionId, reply._id);
  return (
    <>
      <div className="flex items-center justify-between gap-2">
        <AuthorLine author={reply.userId} createdAt={reply.createdAt} editedAt={reply.editedAt} />
        {mayChange(user, reply.userId._id) && !editing && (
          <EditButton
            testId="edit-reply"
            onClick={() => {
              setEditing(true);
            }}
          />
        )}
      </div>
      {editing ? (
        <div className="mt-1.5">
          <ReplyForm
            initial={reply.content}
            label="Edit your reply"
            submitLabel="Save"
            pendingLabel="Saving…"
            save={edit}
            onSave={(content) => {
              edit.mutate(content, {
                onSuccess: () => {
                  setEditing(false);
                },
              });
            }}
            onCancel={() => {
              setEditing(false);
            }}
            testId="edit-reply-form"
          />
        </div>
      ) : (
        <PostHtml html={reply.contentHtml} className="mt-1.5" />
      )}
    </>
  );
}
