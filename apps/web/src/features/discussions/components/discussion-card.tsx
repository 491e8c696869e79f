import { useState } from 'react';
import { MessageSquare } from 'lucide-react';
import type { Discussion, User } from '@codecourt/contracts';
import { DiscussionTagBadge } from '@/components/ui/discussion-tag-badge';
import { AuthorLine } from '@/features/discussions/components/author-line';
import { DeleteDiscussionButton } from '@/features/discussions/components/delete-discussion-button';
import { EditButton } from '@/features/discussions/components/edit-button';
import { EditDiscussionModal } from '@/features/discussions/components/edit-discussion-modal';
import { PostHtml } from '@/features/discussions/components/post-html';
import { ReplyThread } from '@/features/discussions/components/reply-thread';
import { VoteButtons } from '@/features/discussions/components/vote-buttons';
import { mayChange } from '@/features/discussions/lib/may-change';

type Props = { discussion: Discussion; problemRef: string; user: User | null };

/** One discussion: heading, post, votes, its replies behind a toggle, and Edit/Delete for its author. */
export function DiscussionCard({ discussion, problemRef, user }: Props) {
  const [open, setOpen] = useState(false);
  const [editing, setEditing] = useState(false);
  const canChange = mayChange(user, discussion.userId._id);
  const replies = discussion.replies.length;
  return (
    <article
      className="flex flex-col gap-3 rounded-box border border-base-300 bg-base-100 p-4 sm:p-5"
      data-testid="discussion"
      aria-labelledby={`discussion-${discussion._id}`}
    >
      <header className="flex flex-col gap-2">
        <h2 id={`discussion-${discussion._id}`} className="text-base font-semibold break-words sm:text-lg">
          {discussion.title}
        </h2>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
          <AuthorLine
            author={discussion.userId}
            createdAt={discussion.createdAt}
            editedAt={discussion.editedAt}
          />
          {discussion.tags.length > 0 && (
            <ul className="flex flex-wrap gap-1.5" aria-label="Tags">
              {discussion.tags.map((tag) => (
                <li key={tag}>
                  <DiscussionTagBadge tag={tag} />
                </li>
              ))}
            </ul>
          )}
        </div>
      </header>
      <PostHtml html={discussion.contentHtml} testId="discussion-content" />
      <footer className="flex flex-wrap items-center gap-2">
        <VoteButtons discussion={discussion} problemRef={problemRef} userId={user?._id} />
        <button
          type="button"
          className="btn btn-ghost btn-xs"
          aria-expanded={open}
          data-testid="replies-toggle"
          onClick={() => {
            setOpen((shown) => !shown);
          }}
        >
          <MessageSquare className="size-3.5" aria-hidden="true" />
          {replies === 0 ? 'Reply' : `${String(replies)} ${replies === 1 ? 'reply' : 'replies'}`}
        </button>
        {canChange && (
          <span className="ml-auto flex items-center gap-2">
            <EditButton
              testId="edit-discussion"
              onClick={() => {
                setEditing(true);
              }}
            />
            <DeleteDiscussionButton problemRef={problemRef} discussionId={discussion._id} />
          </span>
        )}
      </footer>
      {open && <ReplyThread discussion={discussion} problemRef={problemRef} user={user} />}
      {editing && (
        <EditDiscussionModal
          discussion={discussion}
          problemRef={problemRef}
          onClose={() => {
            setEditing(false);
          }}
        />
      )}
    </article>
  );
}
