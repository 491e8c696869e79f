import { CONTEST_MEDALS, type BoardAward, type ContestMedal, type ScoreboardRow } from '@codecourt/contracts';
import { personName } from '@/lib/person-name';
import { rowId } from '@/features/contests/lib/row-identity';

/** Names shown per award; a medal's holders are all marked on the board itself, so the panel stays short. */
export const AWARD_NAMES_SHOWN = 5;

/** An award's holders as the panel names them: those it could name, and how many it leaves to "and N more". */
export type Holders = { names: string[]; more: number };

export type AwardsView = {
  winner?: Holders;
  medals: { medal: ContestMedal; holders: Holders }[];
  firsts: { label: string; holders: Holders }[];
  /** Awards this web app has no place for yet (a future id), shown by their citation. */
  others: { citation: string; holders: Holders }[];
};

const FIRST_TO_SOLVE = 'first-to-solve-';

/** A row's name on the panel: its team's, else its person's full name. */
function nameOf(row: ScoreboardRow): string {
  return row.team?.name ?? (row.user ? personName(row.user) : '');
}

/**
 * Reads the board's awards for the panel, naming holders from the rows loaded here (the page and the viewer's
 * own row). A holder on another page is not fetched: it is counted in `more`.
 */
export function awardsView(awards: readonly BoardAward[], rows: readonly ScoreboardRow[]): AwardsView {
  const names = new Map(rows.map((row) => [rowId(row), nameOf(row)]));
  const holders = (ids: readonly string[]): Holders => {
    const known = ids.flatMap((id) => names.get(id) ?? []);
    const shown = known.slice(0, AWARD_NAMES_SHOWN);
    return { names: shown, more: ids.length - shown.length };
  };
  const view: AwardsView = { medals: [], firsts: [], others: [] };
  for (const award of awards) {
    const medal = CONTEST_MEDALS.find((m) => award.id === `${m}-medal`);
    if (award.id === 'winner') view.winner = holders(award.holders);
    else if (medal) view.medals.push({ medal, holders: holders(award.holders) });
    else if (award.id.startsWith(FIRST_TO_SOLVE))
      view.firsts.push({ label: award.id.slice(FIRST_TO_SOLVE.length), holders: holders(award.holders) });
    else view.others.push({ citation: award.citation, holders: holders(award.holders) });
  }
  return view;
}

/** "Ada, Bob and 3 more"; "3 on other pages" when none is on the rows loaded here. */
export function holdersText({ names, more }: Holders): string {
  if (names.length === 0) return `${String(more)} on other pages`;
  if (more === 0) return names.join(', ');
  return `${names.join(', ')} and ${String(more)} more`;
}
