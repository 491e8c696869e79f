import type { ScoreboardRow } from '@codecourt/contracts';
import { PersonLink } from '@/components/ui/person-link';

type Props = { row: ScoreboardRow; own: boolean };

/** The row header of a board line: the person, or in a team contest the team with its affiliation and country. */
export function ParticipantCell({ row, own }: Props) {
  const { team } = row;
  const you = own && <span className="badge badge-primary badge-xs ml-2">{team ? 'your team' : 'you'}</span>;
  if (!team)
    return (
      <th scope="row" className="font-medium">
        {row.user && <PersonLink person={row.user} />}
        {you}
      </th>
    );
  return (
    <th scope="row" className="font-medium" data-testid="team-cell">
      <span>{team.name}</span>
      {team.country && (
        <span className="ml-2 font-mono text-xs font-normal text-base-content/70" data-testid="team-country">
          {team.country}
        </span>
      )}
      {you}
      {team.affiliation && (
        <span className="block text-xs font-normal text-base-content/70" data-testid="team-affiliation">
          {team.affiliation}
        </span>
      )}
    </th>
  );
}
