// Who may see a problem (issue #34, docs/decisions/d16-problem-visibility-in-the-model.md): decided here
// once, from the viewer, and nowhere else. Other modules read problems only through a ProblemReader, which
// they get for a viewer (forViewer) or, for the few system paths, by naming why (system).
import type { ListenToChanges } from '../../../db/change-feed.js';
import type { Database } from '../../../db/client.js';
import type { ProblemRow } from '../../../db/schema/index.js';
import { createProblemRepository } from '../repository.js';
import type {
  ProblemForJudging,
  ProblemRepository,
  ProblemStatsRow,
  ProblemSummaryRow,
  ProblemView,
} from '../repository.js';
import type { StoredCode, StoredTemplate } from '../problem-record.js';
import { participantProblemIds } from './participant-problems.js';
import type { ProblemViewer } from './problem-viewer.js';
import { createSecretProblems } from './secret-problems.js';

/**
 * What a viewer may do with a problem:
 * - `full`: public (no unfinished contest holds it secret), or the viewer is an admin: everything a
 *   practice page shows (statement, reference solutions, editorial, video), practice judging, discussions;
 * - `contest`: secret, and the viewer takes part in a running contest holding it whose problems are open to
 *   them: the statement without solutions, and their own rows keyed by it (notes, drafts, solution takes);
 * - `none`: it reads as a problem that does not exist.
 */
export type ProblemAccess = 'full' | 'contest' | 'none';

/** A problem read with the statement's solutions left out where the access is `contest`. */
export type ProblemStatement = ProblemView & { access: Exclude<ProblemAccess, 'none'> };

/** The problem reads of every module but the problems module's own admin paths, for one viewer. */
export type ProblemReader = {
  accessOf: (problemId: string) => Promise<ProblemAccess>;
  /** The problem when the viewer has full access (practice pages, discussions, bookmarks, judging). */
  findRow: (idOrSlug: string) => Promise<ProblemRow | undefined>;
  /** The problem when the viewer may see it at all: what their own rows keyed by it (notes, drafts) use. */
  findOwnRow: (idOrSlug: string) => Promise<ProblemRow | undefined>;
  findView: (idOrSlug: string) => Promise<ProblemView | undefined>;
  /** The statement for a contest workspace: solutions, editorial and video only with full access. */
  findStatement: (idOrSlug: string) => Promise<ProblemStatement | undefined>;
  findForJudging: (idOrSlug: string) => Promise<ProblemForJudging | undefined>;
  statementFile: (slug: string, file: string) => Promise<Buffer | undefined>;
  referenceSolutionsOf: (problemId: string) => Promise<StoredCode[]>;
  templatesOf: (problemId: string) => Promise<StoredTemplate[]>;
  listSummaries: () => Promise<ProblemSummaryRow[]>;
  solvedBy: (userId: string) => Promise<ProblemSummaryRow[]>;
  stats: () => Promise<ProblemStatsRow[]>;
  /** Of rows keyed by a problem, those whose problem the viewer may see at `at least` this access. */
  keepVisible: <T>(
    rows: readonly T[],
    problemIdOf: (row: T) => string,
    atLeast?: 'full' | 'own',
  ) => Promise<T[]>;
};

export type ProblemVisibility = {
  forViewer: (viewer: ProblemViewer) => ProblemReader;
  /**
   * Every problem, secret ones included, for a path that is not a viewer's read: the judge's queue and
   * reconciliation, rejudges, contest judging after the contest's own checks. `purpose` says which.
   */
  system: (purpose: SystemPurpose) => ProblemReader;
  /**
   * The problems module's own admin routes, imports and the CLI: the repository with its writes. No
   * other module is handed it.
   */
  admin: () => ProblemRepository;
  /** The problems secret now (read by the daily choice, which is the same for every viewer). */
  secretIds: () => Promise<ReadonlySet<string>>;
  /** Called whenever the secret set may have changed: what was derived from it must go (secret-problems.ts). */
  onExpiry: (callback: () => void) => void;
  /** A contest write this process committed: the secret set and the cached public documents go now. */
  secretsChanged: () => void;
};

/** Why a read sees every problem: listed so the decision record and the audit can name each one. */
export type SystemPurpose =
  | 'contest judging after the contest checks'
  | 'virtual-run judging after the rule'
  | 'judge queue and reconciliation'
  | 'admin rejudge'
  | 'admin problem tests'
  | 'admin videos';

export type ProblemVisibilityDeps = {
  db: Database;
  listen?: ListenToChanges | undefined;
  now?: (() => Date) | undefined;
};

const ACCESS_RANK: Record<ProblemAccess, number> = { none: 0, contest: 1, full: 2 };

/** The visibility rule over the problem repository (see ProblemAccess). */
export function createProblemVisibility(deps: ProblemVisibilityDeps): ProblemVisibility {
  const now = deps.now ?? (() => new Date());
  const problems = createProblemRepository(deps.db);
  const secret = createSecretProblems(deps.db, deps.listen, now);

  const readerFor = (accessOfMany: (ids: readonly string[]) => Promise<Map<string, ProblemAccess>>) => {
    const accessOf = async (id: string): Promise<ProblemAccess> =>
      (await accessOfMany([id])).get(id) ?? 'none';
    const atLeast = async <T extends { id: string }>(row: T | undefined, need: ProblemAccess) =>
      row && ACCESS_RANK[await accessOf(row.id)] >= ACCESS_RANK[need] ? row : undefined;
    const keepVisible = async <T>(
      rows: readonly T[],
      idOf: (row: T) => string,
      need: 'full' | 'own' = 'full',
    ): Promise<T[]> => {
      const access = await accessOfMany([...new Set(rows.map(idOf))]);
      const min = ACCESS_RANK[need === 'own' ? 'contest' : 'full'];
      return rows.filter((row) => ACCESS_RANK[access.get(idOf(row)) ?? 'none'] >= min);
    };
    const fullOnly = async <T>(problemId: string, read: () => Promise<T[]>): Promise<T[]> =>
      (await accessOf(problemId)) === 'full' ? read() : [];

    const reader: ProblemReader = {
      accessOf,
      findRow: async (ref) => atLeast(await problems.findRow(ref), 'full'),
      findOwnRow: async (ref) => atLeast(await problems.findRow(ref), 'contest'),
      findView: async (ref) => {
        const view = await problems.findView(ref);
        return view && (await atLeast(view.problem, 'full')) ? view : undefined;
      },
      findStatement: async (ref) => {
        const view = await problems.findView(ref);
        const access = view ? await accessOf(view.problem.id) : 'none';
        if (!view || access === 'none') return undefined;
        if (access === 'full') return { ...view, access };
        return {
          ...view,
          access,
          problem: { ...view.problem, editorial: false },
          video: undefined,
          referenceSolutions: [],
        };
      },
      findForJudging: async (ref) => {
        const target = await problems.findForJudging(ref);
        return target && (await atLeast(target.problem, 'full')) ? target : undefined;
      },
      statementFile: async (slug, file) => {
        const row = await atLeast(await problems.findRow(slug), 'full');
        return row ? problems.statementFile(row.slug, file) : undefined;
      },
      referenceSolutionsOf: (id) => fullOnly(id, () => problems.referenceSolutionsOf(id)),
      templatesOf: (id) => fullOnly(id, () => problems.templatesOf(id)),
      listSummaries: async () => keepVisible(await problems.listSummaries(), (p) => p.id),
      solvedBy: async (userId) => keepVisible(await problems.solvedBy(userId), (p) => p.id),
      stats: async () => keepVisible(await problems.stats(), (p) => p.problemId),
      keepVisible,
    };
    return reader;
  };

  const everything = readerFor((ids) => Promise.resolve(new Map(ids.map((id) => [id, 'full' as const]))));

  return {
    forViewer(viewer) {
      if (viewer.kind === 'admin') return everything;
      return readerFor(async (ids) => {
        const hidden = await secret.ids();
        const secretOnes = ids.filter((id) => hidden.has(id));
        // Only a secret problem asks who the viewer is: public reads cost one cached set lookup.
        const asParticipant =
          viewer.kind === 'user' && secretOnes.length > 0
            ? await participantProblemIds(deps.db, viewer.userId, now())
            : new Set<string>();
        return new Map(
          ids.map((id): [string, ProblemAccess] => [
            id,
            !hidden.has(id) ? 'full' : asParticipant.has(id) ? 'contest' : 'none',
          ]),
        );
      });
    },
    system: () => everything,
    admin: () => problems,
    secretIds: () => secret.ids(),
    onExpiry: (callback) => {
      secret.onExpiry(callback);
    },
    secretsChanged: () => {
      secret.changed();
    },
  };
}
