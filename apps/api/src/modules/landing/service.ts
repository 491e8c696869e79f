import { count } from 'drizzle-orm';
import { LANDING_SOLVED_RATIO } from '@codecourt/contracts';
import type { LandingContent, LandingFigures, LandingResponse } from '@codecourt/contracts';
import type { Database } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import type { ProblemReader } from '../problems/visibility/problem-visibility.js';

/** How long one computation of the figures is served: a landing view costs no query within it. */
export const LANDING_FIGURES_TTL_MS = 30_000;

export type LandingDeps = {
  content: () => Promise<LandingContent>;
  /** The problems a visitor may see (secret contest problems left out). */
  problems: Pick<ProblemReader, 'listSummaries' | 'stats'>;
  db: Database;
  now?: () => number;
};

/** GET /api/landing: the content file's companies and stories, and the figures its mode asks for. */
export function createLandingService({ content, problems, db, now = Date.now }: LandingDeps) {
  let cached: { at: number; figures: Promise<LandingFigures> } | undefined;

  const compute = async (mode: LandingContent['figures']): Promise<LandingFigures> => {
    if (mode === 'off') return { mode };
    const visible = await problems.listSummaries();
    if (mode === 'marketing')
      return {
        mode,
        problems: visible.length,
        solved: Math.round(visible.length * LANDING_SOLVED_RATIO),
      };
    const [stats, [accounts]] = await Promise.all([problems.stats(), db.select({ n: count() }).from(users)]);
    return {
      mode,
      problems: visible.length,
      solved: stats.reduce((sum, row) => sum + row.solvedBy, 0),
      users: accounts?.n ?? 0,
    };
  };

  const figures = (mode: LandingContent['figures']): Promise<LandingFigures> => {
    if (cached && now() - cached.at < LANDING_FIGURES_TTL_MS) return cached.figures;
    const next = compute(mode);
    cached = { at: now(), figures: next };
    next.catch(() => {
      cached = undefined;
    });
    return next;
  };

  return {
    /** Which problems are public may have changed (a contest hid one, or ended): the figures are counted again. */
    forget: (): void => {
      cached = undefined;
    },
    async landing(): Promise<LandingResponse> {
      const file = await content();
      return { figures: await figures(file.figures), companies: file.companies, stories: file.stories };
    },
  };
}
export type LandingService = ReturnType<typeof createLandingService>;
