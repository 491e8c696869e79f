import { useState } from 'react';
import type { PublicUser } from '@codecourt/contracts';
import { PersonLink } from '@/components/ui/person-link';
import { personName } from '@/lib/person-name';
import { formatSubmittedAt } from '@/lib/result-format';

const fullDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

type Props = { author: PublicUser; createdAt: string; editedAt?: string | null | undefined };

/**
 * Who wrote a post and when: an initial, the name, and how long ago (the exact time on hover), marked
 * "edited" once it has been (when, on hover).
 */
export function AuthorLine({ author, createdAt, editedAt }: Props) {
  const name = personName(author);
  const [now] = useState(() => Date.now());
  return (
    <div className="flex min-w-0 items-center gap-2 text-sm">
      <span
        className="grid size-7 shrink-0 place-items-center rounded-full bg-primary/10 text-xs font-semibold text-primary uppercase"
        aria-hidden="true"
      >
        {name.charAt(0)}
      </span>
      <span className="truncate font-medium" data-testid="post-author">
        <PersonLink person={author} />
      </span>
      <span className="text-base-content/50" aria-hidden="true">
        ·
      </span>
      <time
        dateTime={createdAt}
        title={fullDate.format(new Date(createdAt))}
        className="shrink-0 text-base-content/70"
      >
        {formatSubmittedAt(createdAt, now)}
      </time>
      {editedAt && (
        <time
          dateTime={editedAt}
          title={`Edited ${fullDate.format(new Date(editedAt))}`}
          className="shrink-0 text-base-content/70 italic"
          data-testid="post-edited"
        >
          edited
        </time>
      )}
    </div>
  );
}
