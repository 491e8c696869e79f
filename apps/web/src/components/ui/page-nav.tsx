import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';

type PageNavProps = {
  /** The nav's accessible name, such as "Leaderboard pages". */
  label: string;
  page: number;
  /** True on the last page (a short page, or the total reached): Next is then disabled. */
  last: boolean;
  goTo: (page: number) => void;
  /** What stands between the buttons; "Page N" by default. */
  children?: ReactNode;
  pageTestId?: string;
};

/** Previous and Next around the page number: one pager for every paged table. */
export function PageNav({ label, page, last, goTo, children, pageTestId }: PageNavProps) {
  return (
    <nav className="flex items-center justify-between" aria-label={label}>
      <button
        type="button"
        className="btn btn-sm"
        disabled={page === 1}
        onClick={() => {
          goTo(page - 1);
        }}
      >
        <ChevronLeft className="size-4" aria-hidden="true" /> Previous
      </button>
      <span className="text-sm text-base-content/70" data-testid={pageTestId}>
        {children ?? `Page ${String(page)}`}
      </span>
      <button
        type="button"
        className="btn btn-sm"
        disabled={last}
        onClick={() => {
          goTo(page + 1);
        }}
      >
        Next <ChevronRight className="size-4" aria-hidden="true" />
      </button>
    </nav>
  );
}
