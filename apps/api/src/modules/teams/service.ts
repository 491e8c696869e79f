// Teams (issue #36 item 1), each use case as its rule reads: create as captain, list one's own, join by
// the invite code up to the size cap, leave or be removed by the captain. Only members are ever answered
// a team, so the invite code never reaches anyone outside it.
import { TEAM_MEMBERS_MAX, TEAM_MESSAGES } from '@codecourt/contracts';
import type { CreateTeamRequest, Team } from '@codecourt/contracts';
import type { TeamRow, UserRow } from '../../db/schema/index.js';
import { catalogueError } from '../../lib/app-error.js';
import { inviteCodeMatches, newInviteCode } from './invite-code.js';
import type { MemberRow, TeamRepository } from './repository.js';

const teamError = catalogueError(TEAM_MESSAGES);

function toJson(row: TeamRow, members: readonly MemberRow[]): Team {
  return {
    _id: row.id,
    name: row.name,
    affiliation: row.affiliation,
    country: row.country,
    inviteCode: row.inviteCode,
    members: members
      .filter((member) => member.teamId === row.id)
      .map(({ userId, firstName, lastName, role }) => ({ userId, firstName, lastName, role })),
  };
}

export function createTeamService(deps: { teams: TeamRepository }) {
  const { teams } = deps;

  async function answer(row: TeamRow): Promise<Team> {
    return toJson(row, await teams.membersOf([row.id]));
  }

  return {
    async create(input: CreateTeamRequest, user: UserRow): Promise<Team> {
      const row = await teams.create({
        name: input.name,
        // An affiliation of only spaces is trimmed to nothing: stored as none.
        affiliation: input.affiliation || null,
        country: input.country ?? null,
        inviteCode: newInviteCode(),
        captainId: user.id,
      });
      if (!row) throw teamError('nameTaken', 409);
      return answer(row);
    },

    async mine(user: UserRow): Promise<Team[]> {
      const rows = await teams.teamsOf(user.id);
      const members = await teams.membersOf(rows.map((row) => row.id));
      return rows.map((row) => toJson(row, members));
    },

    async join(id: string, inviteCode: string, user: UserRow): Promise<Team> {
      const row = await teams.find(id);
      // An unknown team and a wrong code get the same 403 (and both count towards the join limiter):
      // a 404 would let a stranger learn which ids are teams without knowing any code.
      if (!row || !inviteCodeMatches(row.inviteCode, inviteCode)) throw teamError('joinRefused', 403);
      const outcome = await teams.join(id, user.id, TEAM_MEMBERS_MAX);
      if (outcome === 'gone') throw teamError('joinRefused', 403);
      if (outcome === 'member') throw teamError('alreadyMember', 409);
      if (outcome === 'full') throw teamError('teamFull', 409);
      if (outcome === 'registeredTooLarge') throw teamError('registeredTooLarge', 409);
      if (outcome === 'registeredTwice') throw teamError('registeredTwice', 409);
      return answer(row);
    },

    /** The captain removes anyone; a member removes only themselves; anyone else is refused alike. */
    async removeMember(id: string, memberId: string, user: UserRow): Promise<void> {
      const role = await teams.roleOf(id, user.id);
      // A stranger is refused whether or not the team exists, so ids cannot be probed here either.
      if (!role || (memberId !== user.id && role !== 'captain')) throw teamError('removeRefused', 403);
      if ((await teams.remove(id, memberId)) === 'notMember') throw teamError('memberNotFound', 404);
    },
  };
}

export type TeamService = ReturnType<typeof createTeamService>;
