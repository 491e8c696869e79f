import type { ReactNode } from 'react';
import type { ScoreboardRow } from '@codecourt/contracts';
import { PersonLink } from '@/components/ui/person-link';
import { MedalMark } from '@/features/contests/components/medal-mark';

type Props = {
  row: ScoreboardRow;
  own: boolean;
  /** The organiser's menu for the row, at the cell's right edge (jury-actions). */
  actions?: ReactNode;
};

/**
 * The row header of a board line: the person, or in a team contest the team with its affiliation and country;
 * its category when the contest has categories (issue #36); on a final board, the medal of its place.
 */
export function ParticipantCell({ row, own, actions }: Props) {
  const { team } = row;
  const you = own && <span className="badge badge-primary badge-xs ml-2">{team ? 'your team' : 'you'}</span>;
  const category = row.category !== undefined && (
    <span
      className="badge badge-ghost badge-xs ml-2 whitespace-nowrap align-middle font-normal"
      data-testid="row-category"
    >
      <span className="sr-only">category </span>
      {row.category}
    </span>
  );
  const menu = actions && <div className="float-right -my-1 ml-2">{actions}</div>;
  const medal = row.medal && (
    <span className="ml-2 inline-flex align-middle">
      <MedalMark medal={row.medal} />
    </span>
  );
  if (!team)
    return (
      <th scope="row" className="font-medium">
        {menu}
        {row.user && <PersonLink person={row.user} />}
        {category}
        {medal}
        {you}
      </th>
    );
  return (
    <th scope="row" className="font-medium" data-testid="team-cell">
      {menu}
      <span>{team.name}</span>
      {team.country && (
        <span className="ml-2 font-mono text-xs font-normal text-base-content/70" data-testid="team-country">
          {team.country}
        </span>
      )}
      {category}
      {medal}
      {you}
      {team.affiliation && (
        <span className="block text-xs font-normal text-base-content/70" data-testid="team-affiliation">
          {team.affiliation}
        </span>
      )}
    </th>
  );
}
