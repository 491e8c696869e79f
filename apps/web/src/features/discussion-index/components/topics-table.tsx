import { useState } from 'react';
import { Link } from 'react-router';
import { MessageSquare, Search } from 'lucide-react';
import type { DiscussionSort } from '@codecourt/contracts';
import { DiscussionTagBadge } from '@/components/ui/discussion-tag-badge';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-error';
import { useDiscussionIndex } from '@/features/discussion-index/api/get-discussion-index';

const SORTS: { value: DiscussionSort; label: string }[] = [
  { value: 'new', label: 'Newest' },
  { value: 'top', label: 'Top' },
];

/** /discuss: the real discussions of every problem, in the spec's table. */
export function TopicsTable() {
  const [sort, setSort] = useState<DiscussionSort>('new');
  const [q, setQ] = useState('');
  const index = useDiscussionIndex(sort, q.trim());
  const rows = index.data ?? [];

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div role="tablist" aria-label="Order" className="tabs tabs-box tabs-sm">
          {SORTS.map(({ value, label }) => (
            <button
              key={value}
              type="button"
              role="tab"
              aria-selected={sort === value}
              className={`tab ${sort === value ? 'tab-active' : ''}`}
              onClick={() => {
                setSort(value);
              }}
            >
              {label}
            </button>
          ))}
        </div>
        <label className="input input-sm w-full sm:w-64">
          <Search className="size-4 opacity-70" aria-hidden="true" />
          <input
            type="search"
            aria-label="Search discussions"
            placeholder="Search discussions"
            value={q}
            onChange={(event) => {
              setQ(event.target.value);
            }}
          />
        </label>
      </div>
      <div className="overflow-x-auto rounded-box border border-base-300 bg-base-100">
        <table className="table" data-testid="discuss-index">
          <caption className="sr-only">Discussions across every problem</caption>
          <thead className="text-base-content/80">
            <tr>
              <th scope="col">Topic</th>
              <th scope="col" className="hidden sm:table-cell">
                Problem
              </th>
              <th scope="col" className="hidden md:table-cell">
                Author
              </th>
              <th scope="col" className="text-right">
                Replies
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row._id} className="hover:bg-base-200/60">
                <td className="font-medium">
                  <Link className="link link-hover" to={paths.discussions.getHref(row.problem._id)}>
                    {row.title}
                  </Link>
                  <span className="mt-1 flex gap-1">
                    {row.tags.map((tag) => (
                      <DiscussionTagBadge key={tag} tag={tag} />
                    ))}
                  </span>
                </td>
                <td className="hidden text-base-content/75 sm:table-cell">{row.problem.title}</td>
                <td className="hidden text-base-content/75 md:table-cell">
                  {[row.userId.firstName, row.userId.lastName].filter(Boolean).join(' ')}
                </td>
                <td className="text-right text-base-content/75">
                  <span className="inline-flex items-center gap-1.5">
                    <MessageSquare className="size-3.5" aria-hidden="true" />
                    {row.replyCount}
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {index.isPending && <p className="p-4 text-sm text-base-content/75">Loading discussions…</p>}
        {index.isError && (
          <p role="alert" className="p-4 text-sm text-error">
            {errorMessage(index.error)}
          </p>
        )}
        {index.isSuccess && rows.length === 0 && (
          <p className="p-4 text-sm text-base-content/75">
            {q.trim() === '' ? 'No discussions yet: start one from any problem.' : 'No discussion matches.'}
          </p>
        )}
      </div>
    </div>
  );
}
