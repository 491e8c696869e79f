import { Bookmark, Search, X } from 'lucide-react';
import {
  DIFFICULTY_FILTERS,
  STATUS_FILTERS,
  TOPIC_FILTERS,
  type DifficultyFilter,
  type StatusFilter,
  type TopicFilter,
} from '@codecourt/contracts';
import { difficultyLabel, tagLabel } from '@/components/ui/problem-badges';
import {
  DEFAULT_FILTERS,
  hasActiveFilters,
  PROBLEM_SORTS,
  type ProblemFilters,
  type ProblemSort,
} from '@/features/problems/lib/problem-filters';

type Props = {
  filters: ProblemFilters;
  /** The search box's text: ahead of `filters.search` while typing. */
  searchText: string;
  onSearchChange: (text: string) => void;
  onChange: (patch: Partial<ProblemFilters>) => void;
  /** Signed out: nothing is solved or bookmarked, so the status filter is disabled and Bookmarked hidden. */
  statusEnabled: boolean;
};

const STATUS_LABELS: Record<StatusFilter, string> = {
  all: 'All statuses',
  solved: 'Solved',
  unsolved: 'Unsolved',
};

function label(value: DifficultyFilter | TopicFilter, all: string): string {
  if (value === 'all') return all;
  return value === 'easy' || value === 'medium' || value === 'hard'
    ? difficultyLabel(value)
    : tagLabel(value);
}

const SORT_LABELS: Record<ProblemSort, string> = {
  number: 'Sort by number',
  difficulty: 'Sort by difficulty',
  acceptance: 'Sort by acceptance',
};

export function ProblemFiltersBar({ filters, searchText, onSearchChange, onChange, statusEnabled }: Props) {
  const set = onChange;
  return (
    <div className="flex min-w-0 flex-1 flex-col gap-3 md:flex-row md:items-center" role="search">
      <label className="input input-sm w-full md:max-w-xs">
        <Search className="size-4 text-base-content/75" aria-hidden="true" />
        <input
          type="search"
          placeholder="Search problems"
          aria-label="Search by title or tag"
          value={searchText}
          onChange={(event) => {
            onSearchChange(event.target.value);
          }}
        />
      </label>
      <div className="flex flex-wrap items-center gap-2">
        <select
          className="select select-sm w-auto"
          aria-label="Status"
          value={statusEnabled ? filters.status : 'all'}
          disabled={!statusEnabled}
          title={statusEnabled ? undefined : 'Sign in to filter by solved status'}
          onChange={(event) => {
            set({ status: event.target.value as StatusFilter });
          }}
        >
          {STATUS_FILTERS.map((value) => (
            <option key={value} value={value}>
              {STATUS_LABELS[value]}
            </option>
          ))}
        </select>
        <select
          className="select select-sm w-auto"
          aria-label="Difficulty"
          value={filters.difficulty}
          onChange={(event) => {
            set({ difficulty: event.target.value as DifficultyFilter });
          }}
        >
          {DIFFICULTY_FILTERS.map((value) => (
            <option key={value} value={value}>
              {label(value, 'All difficulties')}
            </option>
          ))}
        </select>
        <select
          className="select select-sm w-auto"
          aria-label="Topic"
          value={filters.topic}
          onChange={(event) => {
            set({ topic: event.target.value as TopicFilter });
          }}
        >
          {TOPIC_FILTERS.map((value) => (
            <option key={value} value={value}>
              {label(value, 'All topics')}
            </option>
          ))}
        </select>
        <select
          className="select select-sm w-auto"
          aria-label="Sort"
          value={filters.sort}
          onChange={(event) => {
            set({ sort: event.target.value as ProblemSort });
          }}
        >
          {PROBLEM_SORTS.map((value) => (
            <option key={value} value={value}>
              {SORT_LABELS[value]}
            </option>
          ))}
        </select>
        {statusEnabled && (
          <button
            type="button"
            className={`btn btn-sm ${filters.bookmarked ? 'btn-primary' : 'btn-ghost border-base-300'}`}
            aria-pressed={filters.bookmarked}
            data-testid="bookmarked-filter"
            onClick={() => {
              set({ bookmarked: !filters.bookmarked });
            }}
          >
            <Bookmark className={`size-4 ${filters.bookmarked ? 'fill-current' : ''}`} aria-hidden="true" />
            Bookmarked
          </button>
        )}
        {(hasActiveFilters(filters) || searchText !== '') && (
          <button
            type="button"
            className="btn btn-ghost btn-sm"
            onClick={() => {
              onChange(DEFAULT_FILTERS);
            }}
          >
            <X className="size-4" aria-hidden="true" />
            Reset
          </button>
        )}
      </div>
    </div>
  );
}
