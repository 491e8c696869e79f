import { useState, type SubmitEvent } from 'react';
import { replyRequestSchema } from '@codecourt/contracts';
import { errorMessage } from '@/lib/api-error';
import { useReplyToDiscussion } from '@/features/discussions/api/reply-to-discussion';

type Props = { problemRef: string; discussionId: string };

/** Writes a reply (Markdown); a blank one is never sent. */
export function ReplyBox({ problemRef, discussionId }: Props) {
  const [content, setContent] = useState('');
  const [invalid, setInvalid] = useState<string>();
  const reply = useReplyToDiscussion(problemRef, discussionId);
  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    const checked = replyRequestSchema.safeParse({ content });
    if (!checked.success) {
      setInvalid(checked.error.issues[0]?.message);
      return;
    }
    setInvalid(undefined);
    reply.mutate(content, {
      onSuccess: () => {
        setContent('');
      },
    });
  };
  const failure = invalid ?? (reply.isError ? errorMessage(reply.error) : undefined);
  return (
    <form className="flex flex-col gap-2" onSubmit={submit} noValidate data-testid="reply-form">
      <textarea
        className="textarea min-h-20 w-full text-sm"
        placeholder="Write a reply (Markdown works)"
        aria-label="Your reply"
        value={content}
        onChange={(event) => {
          setContent(event.target.value);
        }}
      />
      <div className="flex items-center justify-end gap-3">
        {failure && (
          <span className="mr-auto text-xs text-error" role="alert">
            {failure}
          </span>
        )}
        <button
          type="submit"
          className="btn btn-primary btn-sm"
          disabled={reply.isPending || content.trim() === ''}
        >
          {reply.isPending ? 'Replying…' : 'Reply'}
        </button>
      </div>
    </form>
  );
}
