import { useState } from 'react';
import type { Team, TeamMember } from '@codecourt/contracts';
import { errorMessage } from '@/lib/api-error';
import { useRemoveMember } from '@/features/teams/api/teams';
import { inviteLink } from '@/features/teams/components/invite-link';

const fullName = (member: TeamMember) => [member.firstName, member.lastName].filter(Boolean).join(' ');

/**
 * One of the user's teams: its members, the invite link to pass on, and leaving (or, for the captain,
 * removing a member), each asked once more.
 */
export function TeamCard({ team, userId }: { team: Team; userId: string }) {
  const [confirming, setConfirming] = useState<string | undefined>();
  const remove = useRemoveMember();
  const captain = team.members.some((member) => member.userId === userId && member.role === 'captain');
  const details = [team.affiliation, team.country].filter(Boolean).join(' · ');
  const linkId = `invite-${team._id}`;

  return (
    <li className="rounded-box border border-base-300 bg-base-100 p-4" aria-label={team.name}>
      <h3 className="font-semibold">{team.name}</h3>
      {details && <p className="text-sm text-base-content/75">{details}</p>}
      <ul className="mt-3 divide-y divide-base-300" aria-label={`Members of ${team.name}`}>
        {team.members.map((member) => {
          const self = member.userId === userId;
          const action = self ? 'Leave' : 'Remove';
          const who = self ? team.name : fullName(member);
          return (
            <li key={member.userId} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <span>
                {fullName(member)}
                {member.role === 'captain' && (
                  <span className="badge badge-primary badge-sm ml-2">captain</span>
                )}
              </span>
              {(self || captain) &&
                (confirming === member.userId ? (
                  <span className="flex gap-2">
                    <button
                      type="button"
                      className="btn btn-error btn-sm"
                      disabled={remove.isPending}
                      aria-label={`Confirm: ${action.toLowerCase()} ${who}`}
                      onClick={() => {
                        remove.mutate(
                          { teamId: team._id, userId: member.userId },
                          {
                            onSettled: () => {
                              setConfirming(undefined);
                            },
                          },
                        );
                      }}
                    >
                      {action} now
                    </button>
                    <button
                      type="button"
                      className="btn btn-ghost btn-sm"
                      onClick={() => {
                        setConfirming(undefined);
                      }}
                    >
                      Cancel
                    </button>
                  </span>
                ) : (
                  <button
                    type="button"
                    className="btn btn-outline btn-error btn-sm"
                    aria-label={`${action} ${who}`}
                    onClick={() => {
                      setConfirming(member.userId);
                    }}
                  >
                    {action}
                  </button>
                ))}
            </li>
          );
        })}
      </ul>
      <label htmlFor={linkId} className="mt-3 block text-sm font-medium">
        Invite link (members only: whoever has it can join)
      </label>
      <input
        id={linkId}
        className="input input-sm mt-1.5 w-full font-mono"
        readOnly
        value={inviteLink(team._id, team.inviteCode)}
        onFocus={(event) => {
          event.target.select();
        }}
      />
      {remove.error && (
        <p className="mt-2 text-sm text-error" role="alert">
          {errorMessage(remove.error)}
        </p>
      )}
    </li>
  );
}
