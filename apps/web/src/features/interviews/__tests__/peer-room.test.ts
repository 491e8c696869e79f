import { describe, expect, it } from 'vitest';
import type { PeerRoom } from '@codecourt/contracts';
import { peerRoomPollMs, readPeerRoom } from '@/features/interviews/lib/peer-room';

const ADA = '00000000-0000-4000-8000-0000000000aa';
const BO = '00000000-0000-4000-8000-0000000000bb';
const P1 = '00000000-0000-4000-8000-0000000000c1';
const P2 = '00000000-0000-4000-8000-0000000000c2';
const START = '2026-05-04T10:00:00.000Z';
const at = (minutes: number) => Date.parse(START) + minutes * 60_000;

function peer(overrides: Partial<PeerRoom> = {}): PeerRoom {
  return {
    interviewId: '00000000-0000-4000-8000-000000000041',
    level: 'easy',
    language: 'python',
    problemIds: [P1, P2],
    half: 'first',
    halfEndsAt: '2026-05-04T10:30:00.000Z',
    problemId: P1,
    interviewerId: ADA,
    candidateId: BO,
    arriveBy: '2026-05-04T09:59:00.000Z',
    arrived: [ADA, BO],
    cancelled: false,
    feedbackGiven: null,
    feedbackReceived: null,
    ...overrides,
  };
}

const running = { startedAt: START, durationMinutes: 60 };

describe('a peer room read at a moment', () => {
  it('when the first half runs, then the first problem is in play, the stored interviewer interviews, and the half’s time left counts', () => {
    expect(readPeerRoom(peer(), running, BO, at(10))).toEqual({
      half: 'first',
      problemIndex: 0,
      interviewerId: ADA,
      candidateId: BO,
      leftMs: 20 * 60_000,
      arrived: true,
      partnerArrived: true,
    });
  });

  it('when the half passes between two reads of the API, then the page swaps the roles and the problem itself', () => {
    const reading = readPeerRoom(peer(), running, BO, at(31));

    expect(reading).toMatchObject({ half: 'second', problemIndex: 1, interviewerId: BO, candidateId: ADA });
    expect(reading.leftMs).toBe(29 * 60_000);
  });

  it('when the API already answered the second half, then its roles are kept as they are', () => {
    const second = peer({ half: 'second', interviewerId: BO, candidateId: ADA, problemId: P2 });

    expect(readPeerRoom(second, running, ADA, at(45))).toMatchObject({
      half: 'second',
      interviewerId: BO,
      candidateId: ADA,
    });
  });

  it('when nobody has started it, then it counts down to the arrival deadline and says who has arrived', () => {
    const waiting = peer({ half: 'notStarted', arrived: [BO], arriveBy: '2026-05-04T10:03:00.000Z' });

    expect(readPeerRoom(waiting, { startedAt: null, durationMinutes: 60 }, ADA, at(1))).toMatchObject({
      half: 'notStarted',
      problemIndex: 0,
      leftMs: 2 * 60_000,
      arrived: false,
      partnerArrived: true,
    });
  });

  it('when both halves are over, then no problem is in play and no clock runs', () => {
    expect(readPeerRoom(peer({ half: 'over' }), running, ADA, at(61))).toMatchObject({
      half: 'over',
      problemIndex: null,
      leftMs: null,
    });
  });
});

describe('how often a peer room is read', () => {
  it('soon while waiting for arrivals or the partner’s feedback, rarely while a half runs, never once settled', () => {
    expect(peerRoomPollMs(peer({ half: 'notStarted' }))).toBe(3000);
    expect(peerRoomPollMs(peer({ half: 'first' }))).toBe(15_000);
    expect(peerRoomPollMs(peer({ half: 'over' }))).toBe(3000);
    expect(peerRoomPollMs(peer({ cancelled: true }))).toBe(false);
    expect(
      peerRoomPollMs(
        peer({
          half: 'over',
          feedbackReceived: {
            scores: { problemSolving: 3, coding: 3, communication: 3, testing: 3 },
            recommendation: 'hire',
            feedback: '',
            shared: true,
            updatedAt: START,
            sharedAt: START,
          },
        }),
      ),
    ).toBe(false);
    expect(peerRoomPollMs(undefined)).toBe(false);
  });
});
