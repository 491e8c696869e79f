import {
  EDITOR_LANGUAGE_IDS,
  joinPeerQueueRequestSchema,
  PEER_QUEUE_WAIT_MINUTES,
  type Difficulty,
  type JoinPeerQueueRequest,
  type LanguageId,
  type PeerQueueState,
} from '@codecourt/contracts';

/**
 * The longest the card goes without reading the queue while something can change: a match comes as a
 * pushed notification (useRecheckOnPeerMatch), so this is only the net for a live stream that is down.
 */
export const QUEUE_NET_MS = 30_000;
/** Read a little after a deadline, when the server has applied it. */
const DEADLINE_SLACK_MS = 1_000;

/**
 * When to read the queue again without the user doing anything: just after the next deadline the server
 * applies on a read (the wait lapsing, a partner not arriving), at most QUEUE_NET_MS away; never when idle.
 */
export function queueRecheckMs(state: PeerQueueState | undefined, now: number): number | false {
  const deadline =
    state?.state === 'waiting' ? state.expiresAt : state?.state === 'matched' ? state.arriveBy : null;
  if (deadline === null) return false;
  const untilDeadline = Date.parse(deadline) - now + DEADLINE_SLACK_MS;
  return Math.min(QUEUE_NET_MS, Math.max(DEADLINE_SLACK_MS, untilDeadline));
}

/** What the card shows for a state: the form (with why it is back), the wait, or the match. */
export type QueueView =
  | { kind: 'form'; notice: string | null; wish: JoinPeerQueueRequest | null }
  | {
      kind: 'waiting';
      wish: JoinPeerQueueRequest;
      elapsedMs: number;
      leftMs: number;
      notice: string | null;
    }
  | { kind: 'matched'; wish: JoinPeerQueueRequest; roomId: string; arriveLeftMs: number };

const at = (iso: string) =>
  new Date(iso).toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' });

/** The state at `now`, in plain words where the user needs to know why they are back at the form. */
export function queueView(state: PeerQueueState, now: number): QueueView {
  switch (state.state) {
    case 'idle':
      return { kind: 'form', notice: null, wish: null };
    case 'expired':
      return {
        kind: 'form',
        wish: { level: state.level, languages: state.languages },
        notice: `Nobody was free to practise at this level within ${String(PEER_QUEUE_WAIT_MINUTES)} minutes, so you left the queue at ${at(state.expiredAt)}. Join again to keep waiting.`,
      };
    case 'missed':
      return {
        kind: 'form',
        wish: { level: state.level, languages: state.languages },
        notice: `You were matched, but did not arrive in the room by ${at(state.arriveBy)}, so it was cancelled and your partner went back to the queue. Join again when you are ready.`,
      };
    case 'waiting':
      return {
        kind: 'waiting',
        wish: { level: state.level, languages: state.languages },
        elapsedMs: Math.max(0, now - Date.parse(state.since)),
        leftMs: Math.max(0, Date.parse(state.expiresAt) - now),
        notice: state.partnerNoShow
          ? 'Your last partner did not arrive in time. You kept your place in the queue.'
          : null,
      };
    case 'matched':
      return {
        kind: 'matched',
        wish: { level: state.level, languages: state.languages },
        roomId: state.roomId,
        arriveLeftMs: Math.max(0, Date.parse(state.arriveBy) - now),
      };
  }
}

/** The form's choices; the languages the editor offers everywhere, in its order. */
export type QueueDraft = { level: Difficulty; languages: readonly LanguageId[] };

export const QUEUE_LANGUAGES = EDITOR_LANGUAGE_IDS;

export function draftFromWish(wish: JoinPeerQueueRequest | null): QueueDraft {
  return wish ? { level: wish.level, languages: wish.languages } : { level: 'easy', languages: [] };
}

/** The language ticked or unticked, keeping the menu's order. */
export function toggleLanguage(draft: QueueDraft, id: LanguageId): QueueDraft {
  const chosen = new Set(draft.languages);
  if (chosen.has(id)) chosen.delete(id);
  else chosen.add(id);
  return { ...draft, languages: QUEUE_LANGUAGES.filter((language) => chosen.has(language)) };
}

/** The request, or the contracts' message for what to fix. */
export function checkQueueDraft(
  draft: QueueDraft,
): { ok: true; request: JoinPeerQueueRequest } | { ok: false; error: string } {
  const parsed = joinPeerQueueRequestSchema.safeParse(draft);
  if (parsed.success) return { ok: true, request: parsed.data };
  return { ok: false, error: parsed.error.issues[0]?.message ?? 'Check the level and the languages' };
}
