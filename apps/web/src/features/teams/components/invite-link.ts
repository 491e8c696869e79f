import { paths } from '@/config/paths';

/** The link a member passes on: the teams page with the team and its code, which fill in the join form. */
export function inviteLink(teamId: string, inviteCode: string): string {
  return `${window.location.origin}${paths.teams.getHref({ team: teamId, code: inviteCode })}`;
}

/** The team and code of a pasted invite link, or undefined when it is not one. */
export function inviteFromLink(link: string): { teamId: string; inviteCode: string } | undefined {
  try {
    const url = new URL(link.trim(), window.location.origin);
    const teamId = url.searchParams.get('team');
    const inviteCode = url.searchParams.get('code');
    return teamId && inviteCode ? { teamId, inviteCode } : undefined;
  } catch {
    return undefined;
  }
}
