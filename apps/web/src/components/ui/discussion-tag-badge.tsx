import type { DiscussionTag } from '@codecourt/contracts';

const TAG_BADGE: Record<DiscussionTag, string> = {
  discussion: 'badge-primary',
  question: 'badge-info',
  solution: 'badge-success',
  optimization: 'badge-warning',
  bug: 'badge-error',
};

/** A discussion tag in its colour, the same on the community board and on a problem's discussions. */
export function DiscussionTagBadge({ tag }: { tag: DiscussionTag }) {
  return (
    <span className={`badge badge-sm badge-soft capitalize ${TAG_BADGE[tag]}`} data-discussion-tag={tag}>
      {tag}
    </span>
  );
}
