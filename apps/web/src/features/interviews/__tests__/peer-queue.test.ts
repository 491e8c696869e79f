import { describe, expect, it } from 'vitest';
import { PEER_QUEUE_MESSAGES, type PeerQueueState } from '@codecourt/contracts';
import {
  checkQueueDraft,
  draftFromWish,
  QUEUE_LANGUAGES,
  QUEUE_NET_MS,
  queueRecheckMs,
  queueView,
  toggleLanguage,
} from '@/features/interviews/lib/peer-queue';

const NOW = Date.parse('2026-05-04T10:04:30.000Z');
const ROOM = '00000000-0000-4000-8000-000000000041';
const WISH = { level: 'medium', languages: ['python'] } as const;

const waitingSince = (since: string, expiresAt: string): PeerQueueState => ({
  state: 'waiting',
  ...WISH,
  languages: [...WISH.languages],
  since,
  expiresAt,
  partnerNoShow: false,
});

describe('the peer queue card’s states', () => {
  it('when waiting, then it reads again only at the net’s interval and shows the time waited and left', () => {
    const state = waitingSince('2026-05-04T10:02:00.000Z', '2026-05-04T10:12:00.000Z');

    const view = queueView(state, NOW);

    expect(queueRecheckMs(state, NOW)).toBe(QUEUE_NET_MS);
    expect(view).toMatchObject({ kind: 'waiting', elapsedMs: 150_000, leftMs: 450_000, notice: null });
  });

  it('when the wait lapses within the net’s interval, then the card reads again just after it lapses', () => {
    const state = waitingSince('2026-05-04T09:54:40.000Z', '2026-05-04T10:04:40.000Z');

    expect(queueRecheckMs(state, NOW)).toBe(11_000);
    expect(queueRecheckMs(state, NOW + 60_000)).toBe(1_000);
  });

  it('when a partner did not arrive, then the wait says the user kept their place', () => {
    const view = queueView(
      {
        state: 'waiting',
        level: 'easy',
        languages: ['cpp'],
        since: '2026-05-04T10:00:00.000Z',
        expiresAt: '2026-05-04T10:10:00.000Z',
        partnerNoShow: true,
      },
      NOW,
    );

    expect(view.kind === 'waiting' && view.notice).toContain('kept your place');
  });

  it('when matched, then it reads again just after the arrival deadline (a no-show may cancel) and counts down to it', () => {
    const state: PeerQueueState = {
      state: 'matched',
      level: 'easy',
      languages: ['python'],
      roomId: ROOM,
      arriveBy: '2026-05-04T10:06:00.000Z',
    };

    expect(queueRecheckMs(state, NOW - 80_000)).toBe(QUEUE_NET_MS);
    expect(queueRecheckMs(state, NOW)).toBe(QUEUE_NET_MS);
    expect(queueRecheckMs(state, NOW + 75_000)).toBe(16_000);
    expect(queueView(state, NOW)).toEqual({
      kind: 'matched',
      wish: { level: 'easy', languages: ['python'] },
      roomId: ROOM,
      arriveLeftMs: 90_000,
    });
  });

  it('when the wait expired or the user missed the room, then nothing is read again and the form comes back filled, saying why', () => {
    const expired: PeerQueueState = {
      state: 'expired',
      level: 'hard',
      languages: ['java'],
      since: '2026-05-04T09:50:00.000Z',
      expiredAt: '2026-05-04T10:00:00.000Z',
    };
    const missed: PeerQueueState = {
      state: 'missed',
      level: 'easy',
      languages: ['python'],
      roomId: ROOM,
      arriveBy: '2026-05-04T10:03:00.000Z',
    };

    const [afterExpiry, afterMiss] = [queueView(expired, NOW), queueView(missed, NOW)];

    expect([
      queueRecheckMs(expired, NOW),
      queueRecheckMs(missed, NOW),
      queueRecheckMs({ state: 'idle' }, NOW),
    ]).toEqual([false, false, false]);
    expect(afterExpiry).toMatchObject({ kind: 'form', wish: { level: 'hard', languages: ['java'] } });
    expect(afterExpiry.kind === 'form' && afterExpiry.notice).toContain('Nobody was free');
    expect(afterMiss.kind === 'form' && afterMiss.notice).toContain('did not arrive in the room');
    expect(queueView({ state: 'idle' }, NOW)).toEqual({ kind: 'form', notice: null, wish: null });
  });

  it('when nothing is read yet, then nothing is scheduled', () => {
    expect(queueRecheckMs(undefined, NOW)).toBe(false);
  });
});

describe('the peer queue form', () => {
  it('when no language is ticked, then the contracts’ message says to choose one', () => {
    expect(checkQueueDraft(draftFromWish(null))).toEqual({
      ok: false,
      error: PEER_QUEUE_MESSAGES.languagesRequired,
    });
  });

  it('when languages are ticked in any order, then the request lists them in the menu’s order, untick removes', () => {
    const [first, second] = QUEUE_LANGUAGES;
    if (!first || !second) throw new Error('the editor offers at least two languages');
    let draft = toggleLanguage(draftFromWish(null), second);
    draft = toggleLanguage(draft, first);

    expect(checkQueueDraft({ ...draft, level: 'hard' })).toEqual({
      ok: true,
      request: { level: 'hard', languages: [first, second] },
    });
    expect(toggleLanguage(draft, first).languages).toEqual([second]);
  });
});
