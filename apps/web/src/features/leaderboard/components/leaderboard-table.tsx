import type { LeaderboardRow } from '@codecourt/contracts';
import { RankBadge } from '@/features/leaderboard/components/rank-badge';

type Props = {
  rows: readonly LeaderboardRow[];
  /** The signed-in user's id: that row is highlighted. */
  ownUserId: string | undefined;
  /** The user's own row when it is not on this page, shown apart below it. */
  ownRowElsewhere: LeaderboardRow | undefined;
};

function fullName(row: LeaderboardRow): string {
  return [row.userId.firstName, row.userId.lastName].filter(Boolean).join(' ');
}

function Row({ row, own }: { row: LeaderboardRow; own: boolean }) {
  return (
    <tr
      className={own ? 'bg-primary/10 font-medium' : 'hover:bg-base-200/60'}
      data-testid={own ? 'own-row' : 'leaderboard-row'}
      aria-current={own ? 'true' : undefined}
    >
      <td>
        <RankBadge ranking={row.ranking} />
      </td>
      <td className="max-w-56 truncate">
        {fullName(row)}
        {own && <span className="badge badge-primary badge-sm ml-2">You</span>}
      </td>
      <td className="tabular-nums">{row.totalSolved}</td>
      <td className="hidden tabular-nums sm:table-cell">
        <span data-difficulty-count="easy">{row.easySolved}</span> /{' '}
        <span data-difficulty-count="medium">{row.mediumSolved}</span> /{' '}
        <span data-difficulty-count="hard">{row.hardSolved}</span>
      </td>
      <td className="hidden tabular-nums md:table-cell">{row.acceptanceRate.toFixed(1)}%</td>
      <td className="hidden tabular-nums md:table-cell">{row.maxStreak}</td>
      <td className="hidden tabular-nums lg:table-cell">{row.badges.length}</td>
    </tr>
  );
}

export function LeaderboardTable({ rows, ownUserId, ownRowElsewhere }: Props) {
  return (
    <div className="overflow-x-auto rounded-box border border-base-300 bg-base-100">
      <table className="table" data-testid="leaderboard-table">
        <caption className="sr-only">Leaderboard</caption>
        <thead>
          <tr>
            <th scope="col" className="w-20">
              Rank
            </th>
            <th scope="col">Member</th>
            <th scope="col">Solved</th>
            <th scope="col" className="hidden sm:table-cell">
              Easy / Medium / Hard
            </th>
            <th scope="col" className="hidden md:table-cell">
              Acceptance
            </th>
            <th scope="col" className="hidden md:table-cell">
              Best streak
            </th>
            <th scope="col" className="hidden lg:table-cell">
              Badges
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <Row key={row._id} row={row} own={row.userId._id === ownUserId} />
          ))}
        </tbody>
        {ownRowElsewhere && (
          <tbody className="border-t-2 border-base-300">
            <Row row={ownRowElsewhere} own />
          </tbody>
        )}
      </table>
    </div>
  );
}
