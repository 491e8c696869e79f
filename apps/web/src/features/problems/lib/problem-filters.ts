import {
  DIFFICULTY_FILTERS,
  STATUS_FILTERS,
  TOPIC_FILTERS,
  splitTags,
  type DifficultyFilter,
  type ProblemSummary,
  type StatusFilter,
  type TopicFilter,
} from '@codecourt/contracts';
import { tagLabel } from '@/components/ui/problem-badges';

/** How the list can be ordered: by number, difficulty (easy first) or acceptance (highest first). */
export const PROBLEM_SORTS = ['number', 'difficulty', 'acceptance'] as const;
export type ProblemSort = (typeof PROBLEM_SORTS)[number];

/** The list's filters (difficulty, tag, status, bookmarked), the search and the order; they live in the URL query. */
export type ProblemFilters = {
  search: string;
  status: StatusFilter;
  difficulty: DifficultyFilter;
  topic: TopicFilter;
  /** Only the signed-in user's bookmarked problems. */
  bookmarked: boolean;
  sort: ProblemSort;
};

export const DEFAULT_FILTERS: ProblemFilters = {
  search: '',
  status: 'all',
  difficulty: 'all',
  topic: 'all',
  bookmarked: false,
  sort: 'number',
};

const QUERY_KEYS = {
  search: 'q',
  status: 'status',
  difficulty: 'difficulty',
  topic: 'topic',
  bookmarked: 'bookmarked',
  sort: 'sort',
} as const;

function oneOf<T extends string>(allowed: readonly T[], value: string | null, fallback: T): T {
  return allowed.find((item) => item === value) ?? fallback;
}

/** Unknown or hand-edited values fall back to "all", so a bad link still shows the list. */
export function filtersFromQuery(query: URLSearchParams): ProblemFilters {
  return {
    search: query.get(QUERY_KEYS.search) ?? '',
    status: oneOf(STATUS_FILTERS, query.get(QUERY_KEYS.status), 'all'),
    difficulty: oneOf(DIFFICULTY_FILTERS, query.get(QUERY_KEYS.difficulty), 'all'),
    topic: oneOf(TOPIC_FILTERS, query.get(QUERY_KEYS.topic), 'all'),
    bookmarked: query.get(QUERY_KEYS.bookmarked) === '1',
    sort: oneOf(PROBLEM_SORTS, query.get(QUERY_KEYS.sort), 'number'),
  };
}

/** Only filters that differ from the defaults are written, so the plain list keeps a plain URL. */
export function filtersToQuery(filters: ProblemFilters): URLSearchParams {
  const query = new URLSearchParams();
  if (filters.search.trim() !== '') query.set(QUERY_KEYS.search, filters.search);
  for (const key of ['status', 'difficulty', 'topic'] as const) {
    if (filters[key] !== 'all') query.set(QUERY_KEYS[key], filters[key]);
  }
  if (filters.bookmarked) query.set(QUERY_KEYS.bookmarked, '1');
  if (filters.sort !== DEFAULT_FILTERS.sort) query.set(QUERY_KEYS.sort, filters.sort);
  return query;
}

export function hasActiveFilters(filters: ProblemFilters): boolean {
  return filtersToQuery(filters).size > 0;
}

/**
 * The rows to show. `solvedIds` and `bookmarkedIds` are undefined when the visitor is signed out (or
 * they are not known yet): the status and bookmarked filters then have nothing to work with and are ignored.
 */
export function filterProblems(
  problems: readonly ProblemSummary[],
  filters: ProblemFilters,
  solvedIds: ReadonlySet<string> | undefined,
  bookmarkedIds?: ReadonlySet<string>,
): ProblemSummary[] {
  const needle = filters.search.trim().toLocaleLowerCase();
  return problems.filter((problem) => {
    if (needle !== '' && !matchesSearch(problem, needle)) return false;
    if (filters.bookmarked && bookmarkedIds !== undefined && !bookmarkedIds.has(problem._id)) return false;
    if (filters.difficulty !== 'all' && problem.difficulty !== filters.difficulty) return false;
    if (filters.topic !== 'all' && !splitTags(problem.tags).includes(filters.topic)) return false;
    if (solvedIds === undefined || filters.status === 'all') return true;
    return solvedIds.has(problem._id) === (filters.status === 'solved');
  });
}

/** The search matches the title or any tag, by its id ("linkedList") or its label ("Linked List"). */
function matchesSearch(problem: ProblemSummary, needle: string): boolean {
  if (problem.title.toLocaleLowerCase().includes(needle)) return true;
  return splitTags(problem.tags).some(
    (tag) => tag.toLocaleLowerCase().includes(needle) || tagLabel(tag).toLocaleLowerCase().includes(needle),
  );
}

const DIFFICULTY_ORDER: Record<ProblemSummary['difficulty'], number> = { easy: 0, medium: 1, hard: 2 };

/** Ties (and problems nobody has submitted to, when sorting by acceptance) keep number order. */
export function sortProblems(
  problems: readonly ProblemSummary[],
  sort: ProblemSort,
  acceptanceOf: (problemId: string) => number | undefined,
): ProblemSummary[] {
  const key = (problem: ProblemSummary): number => {
    if (sort === 'difficulty') return DIFFICULTY_ORDER[problem.difficulty];
    if (sort === 'acceptance') return -(acceptanceOf(problem._id) ?? -1);
    return 0;
  };
  return [...problems].sort((a, b) => key(a) - key(b) || a.number - b.number);
}

/** "42 problems", "11 of 42 problems", plus "· 3 solved" for a signed-in user. */
export function listSummary(shown: number, total: number, solved: number | undefined): string {
  const count =
    shown === total ? `${String(total)} problems` : `${String(shown)} of ${String(total)} problems`;
  return solved === undefined ? count : `${count} · ${String(solved)} solved`;
}
