import { describe, expect, it } from 'vitest';
import type { ProblemSummary } from '@codecourt/contracts';
import {
  DEFAULT_FILTERS,
  filterProblems,
  filtersFromQuery,
  filtersToQuery,
  hasActiveFilters,
  listSummary,
  sortProblems,
} from '@/features/problems/lib/problem-filters';

const problem = (
  id: string,
  title: string,
  difficulty: ProblemSummary['difficulty'],
  tags: string,
): ProblemSummary => ({
  _id: `00000000-0000-4000-8000-00000000000${id}`,
  slug: title.toLowerCase().replaceAll(' ', '-'),
  number: Number(id),
  title,
  difficulty,
  tags,
});

const twoSum = problem('1', 'Two Sum', 'easy', 'array,hashing');
const reverseList = problem('2', 'Reverse Linked List', 'easy', 'linkedList');
const islands = problem('3', 'Number of Islands', 'medium', 'graph, array');
const editDistance = problem('4', 'Edit Distance', 'hard', 'dp,string');
const library = [twoSum, reverseList, islands, editDistance];

describe('problem list filters', () => {
  it('when the query is empty, then every filter is at its default', () => {
    expect(filtersFromQuery(new URLSearchParams())).toEqual(DEFAULT_FILTERS);
  });

  it('when the query names known values, then they are read back', () => {
    const filters = filtersFromQuery(
      new URLSearchParams(
        'q=sum&status=solved&difficulty=hard&topic=linkedList&bookmarked=1&sort=difficulty',
      ),
    );

    expect(filters).toEqual({
      search: 'sum',
      status: 'solved',
      difficulty: 'hard',
      topic: 'linkedList',
      bookmarked: true,
      sort: 'difficulty',
    });
  });

  it('when the query holds unknown values, then those filters fall back to all', () => {
    const filters = filtersFromQuery(
      new URLSearchParams('status=done&difficulty=insane&topic=trees&sort=fun'),
    );

    expect(filters).toEqual(DEFAULT_FILTERS);
  });

  it('when filters are written to the query, then defaults are left out and the round trip is lossless', () => {
    const filters = { ...DEFAULT_FILTERS, search: 'two', topic: 'dp' as const };

    const query = filtersToQuery(filters);

    expect(query.toString()).toBe('q=two&topic=dp');
    expect(filtersFromQuery(query)).toEqual(filters);
    expect(filtersToQuery(DEFAULT_FILTERS).toString()).toBe('');
  });

  it('when only blanks are searched, then no filter counts as active', () => {
    expect(hasActiveFilters({ ...DEFAULT_FILTERS, search: '   ' })).toBe(false);
    expect(hasActiveFilters({ ...DEFAULT_FILTERS, difficulty: 'easy' })).toBe(true);
  });

  it('when searching, then titles match case-insensitively anywhere', () => {
    const rows = filterProblems(library, { ...DEFAULT_FILTERS, search: '  LIST ' }, undefined);

    expect(rows).toEqual([reverseList]);
  });

  it('when a difficulty and a topic are chosen, then both must hold, including tags with spaces', () => {
    expect(filterProblems(library, { ...DEFAULT_FILTERS, topic: 'array' }, undefined)).toEqual([
      twoSum,
      islands,
    ]);
    expect(
      filterProblems(library, { ...DEFAULT_FILTERS, topic: 'array', difficulty: 'medium' }, undefined),
    ).toEqual([islands]);
  });

  it('when the status filter is used with a solved list, then solved and unsolved split the library', () => {
    const solved = new Set([twoSum._id, editDistance._id]);

    expect(filterProblems(library, { ...DEFAULT_FILTERS, status: 'solved' }, solved)).toEqual([
      twoSum,
      editDistance,
    ]);
    expect(filterProblems(library, { ...DEFAULT_FILTERS, status: 'unsolved' }, solved)).toEqual([
      reverseList,
      islands,
    ]);
  });

  it('when the visitor is signed out, then the status filter is ignored', () => {
    expect(filterProblems(library, { ...DEFAULT_FILTERS, status: 'solved' }, undefined)).toEqual(library);
  });

  it('when the bookmarked filter is on, then only bookmarked problems stay, with the other filters still applied', () => {
    const bookmarked = new Set([reverseList._id, editDistance._id]);
    const filters = { ...DEFAULT_FILTERS, bookmarked: true };

    expect(filterProblems(library, filters, undefined, bookmarked)).toEqual([reverseList, editDistance]);
    expect(filterProblems(library, { ...filters, difficulty: 'hard' }, undefined, bookmarked)).toEqual([
      editDistance,
    ]);
    expect(filtersToQuery(filters).toString()).toBe('bookmarked=1');
  });

  it('when the bookmarks are not known (signed out), then the bookmarked filter is ignored', () => {
    expect(filterProblems(library, { ...DEFAULT_FILTERS, bookmarked: true }, undefined)).toEqual(library);
  });
});

describe('problem list summary', () => {
  it('when nothing is filtered out and the visitor is signed out, then only the total shows', () => {
    expect(listSummary(42, 42, undefined)).toBe('42 problems');
  });

  it('when filters hide some and the user is signed in, then the shown count and the solved count show', () => {
    expect(listSummary(11, 42, 3)).toBe('11 of 42 problems · 3 solved');
  });
});

describe('problem list search and order', () => {
  it('when the search names a topic, then problems with that tag match as well as titles', () => {
    const search = (text: string) =>
      filterProblems(library, { ...DEFAULT_FILTERS, search: text }, undefined).map((p) => p.title);
    expect(search('hash')).toEqual(['Two Sum']);
    expect(search('linked list')).toEqual(['Reverse Linked List']);
    expect(search('islands')).toEqual(['Number of Islands']);
  });

  it('when every tag is offered as a topic, then a topic beyond the first four filters too', () => {
    const rows = filterProblems(library, { ...DEFAULT_FILTERS, topic: 'string' }, undefined);
    expect(rows.map((p) => p.title)).toEqual(['Edit Distance']);
    expect(filtersFromQuery(new URLSearchParams('topic=stack')).topic).toBe('stack');
  });

  it('when sorted by difficulty or acceptance, then ties and unsubmitted problems keep number order', () => {
    const order = (sort: 'number' | 'difficulty' | 'acceptance') =>
      sortProblems([...library].reverse(), sort, (id) =>
        id === islands._id ? 0.9 : id === twoSum._id ? 0.4 : undefined,
      ).map((p) => p.number);
    expect(order('number')).toEqual([1, 2, 3, 4]);
    expect(order('difficulty')).toEqual([1, 2, 3, 4]);
    expect(order('acceptance')).toEqual([3, 1, 2, 4]);
    expect(filtersToQuery({ ...DEFAULT_FILTERS, sort: 'acceptance' }).toString()).toBe('sort=acceptance');
  });
});
