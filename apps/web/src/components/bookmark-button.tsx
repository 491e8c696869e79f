import { Bookmark, BookmarkCheck } from 'lucide-react';
import { useBookmarks } from '@/lib/api/get-bookmarks';
import { useSetBookmark } from '@/lib/api/toggle-bookmark';
import { useAuth } from '@/lib/auth';

type Props = { problemId: string; className?: string };

/** Bookmarks a problem or takes the bookmark back; nothing is shown to a visitor who is signed out. */
export function BookmarkButton({ problemId, className = '' }: Props) {
  const user = useAuth((s) => s.user);
  const bookmarks = useBookmarks(user?._id);
  const setBookmark = useSetBookmark();
  if (!user) return null;
  const known = bookmarks.status === 'ready';
  const bookmarked = known && bookmarks.data.some((problem) => problem._id === problemId);
  const Icon = bookmarked ? BookmarkCheck : Bookmark;
  const label = bookmarked ? 'Remove bookmark' : 'Bookmark';
  return (
    <button
      type="button"
      className={`btn btn-ghost btn-sm btn-square ${bookmarked ? 'text-primary' : ''} ${className}`}
      aria-label={label}
      aria-pressed={bookmarked}
      title={label}
      data-testid="bookmark-button"
      disabled={!known || setBookmark.isPending}
      onClick={() => {
        setBookmark.mutate({ problemId, bookmarked: !bookmarked });
      }}
    >
      <Icon className="size-4" aria-hidden="true" />
    </button>
  );
}
