import type { ScoreboardView } from '@codecourt/contracts';

/** What a board page's address says: `?page=2&view=jury&category=Students`, each left out at its default. */
export type BoardQuery = { page: number; view: ScoreboardView; category: string | undefined };

/**
 * The board the address asks for. The jury view is for admins; a category only where the contest has
 * categories, spelled as the contest spells it when it names one of them (the API matches any case).
 */
export function readBoardQuery(
  query: URLSearchParams,
  admin: boolean,
  categories: readonly string[],
): BoardQuery {
  const page = Number(query.get('page') ?? '1');
  const typed = query.get('category')?.trim() ?? '';
  const known = categories.find((name) => name.toLowerCase() === typed.toLowerCase());
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    view: admin && query.get('view') === 'jury' ? 'jury' : 'public',
    // An unknown name is still asked for, so the API's answer (400) says what is wrong with the link.
    category: categories.length === 0 || typed === '' ? undefined : (known ?? typed),
  };
}

/** The address's search params for a board page. */
export function boardSearch({ page, view, category }: BoardQuery): Record<string, string> {
  return {
    ...(page === 1 ? {} : { page: String(page) }),
    ...(view === 'jury' ? { view } : {}),
    ...(category === undefined ? {} : { category }),
  };
}
