/** The shape of the cards to come, so nothing jumps when they arrive. */
export function DiscussionListSkeleton() {
  return (
    <div className="flex flex-col gap-4" role="status" aria-label="Loading discussions">
      {[0, 1, 2].map((card) => (
        <div key={card} className="flex flex-col gap-3 rounded-box border border-base-300 bg-base-100 p-5">
          <span className="skeleton h-5 w-2/3" />
          <span className="flex items-center gap-2">
            <span className="skeleton size-7 rounded-full" />
            <span className="skeleton h-4 w-32" />
          </span>
          <span className="skeleton h-4 w-full" />
          <span className="skeleton h-4 w-5/6" />
        </div>
      ))}
    </div>
  );
}
