import { paths } from '@/config/paths';

/** The link an interviewer passes on: the room and its code, so the candidate joins in one step. */
export function inviteLink(origin: string, interviewId: string, joinCode: string): string {
  return new URL(paths.interview.getHref(interviewId, joinCode), origin).toString();
}

const ROOM_PATH = /\/interviews\/([^/?#]+)\/?$/;

/**
 * The room and code in what someone pasted: the whole invite link (any origin: the path and its `code`
 * say it all). A bare code cannot name its room, so it is refused with a message asking for the link.
 */
export function inviteFromLink(text: string): { interviewId: string; joinCode: string } | null {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return null;
  }
  const id = ROOM_PATH.exec(url.pathname)?.[1];
  const joinCode = url.searchParams.get('code')?.trim();
  if (!id || !joinCode) return null;
  return { interviewId: decodeURIComponent(id), joinCode };
}
