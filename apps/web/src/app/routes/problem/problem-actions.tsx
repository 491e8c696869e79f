import { BookmarkButton } from '@/components/bookmark-button';

/** What a reader does with the problem besides solving it: bookmark it (its discussions are a tab). */
export function ProblemActions({ problemId }: { problemId: string }) {
  return (
    <div className="flex items-center justify-end gap-1 border-b border-base-300 px-3 py-1">
      <BookmarkButton problemId={problemId} />
    </div>
  );
}
