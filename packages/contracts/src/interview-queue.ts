// Peer practice (issue #41 item 5): a queue that pairs two users of one level and a shared language into a
// `peer` room with two problems; each interviews the other for one half. The queue's states, the room's
// halves, the peer feedback, their limits and messages (docs/interviews.md, "Peer practice").
import { z } from 'zod';
import { idSchema, isoDateSchema } from './common.js';
import { DIFFICULTIES } from './enums.js';
import { interviewScorecardRequestSchema, interviewScorecardSchema } from './interviews.js';
import { LANGUAGE_IDS } from './languages.js';
import { MESSAGES } from './messages.js';

/** A waiting entry lapses after this long unmatched (state `expired`; join again to wait again). */
export const PEER_QUEUE_WAIT_MINUTES = 10;
/** A matched user has this long to arrive in the room; past it the room is cancelled (`missed`). */
export const PEER_ARRIVAL_MINUTES = 3;
/** A peer room's clock: two halves of 30 minutes, the roles swapping at the half. */
export const PEER_ROOM_DURATION_MINUTES = 60;
/** Languages one entry may offer (each of LANGUAGE_IDS at most once). */
export const PEER_QUEUE_LANGUAGES_MAX = LANGUAGE_IDS.length;

export const PEER_QUEUE_MESSAGES = {
  languagesRequired: 'Choose at least one language you would code in',
  languagesDuplicate: 'Name each language once',
  levelInvalid: 'The level must be easy, medium or hard',
  alreadyMatched: 'You are already matched: open your room, or leave it first',
  inRoom: 'Your peer interview has started: end it in the room',
  tooFewProblems: 'The library has too few public problems at this level for a peer interview',
  notPeerRoom: 'This interview is not a peer practice room',
  cancelled: 'This peer interview was cancelled: someone did not arrive in time',
  feedbackTooEarly: 'Feedback opens when both halves are over',
} as const;

/** The states a queue entry is stored in; `idle` is having none. */
export const PEER_QUEUE_ENTRY_STATES = ['waiting', 'matched', 'expired', 'missed'] as const;
export const PEER_QUEUE_STATES = ['idle', ...PEER_QUEUE_ENTRY_STATES] as const;
export type PeerQueueStateName = (typeof PEER_QUEUE_STATES)[number];

export const joinPeerQueueRequestSchema = z.object({
  level: z.enum(DIFFICULTIES, PEER_QUEUE_MESSAGES.levelInvalid),
  languages: z
    .array(z.enum(LANGUAGE_IDS, { error: MESSAGES.unknownLanguage }))
    .min(1, PEER_QUEUE_MESSAGES.languagesRequired)
    .max(PEER_QUEUE_LANGUAGES_MAX)
    .refine((ids) => new Set(ids).size === ids.length, PEER_QUEUE_MESSAGES.languagesDuplicate),
});
export type JoinPeerQueueRequest = z.infer<typeof joinPeerQueueRequestSchema>;

const wantedSchema = {
  level: z.enum(DIFFICULTIES),
  languages: z.array(z.enum(LANGUAGE_IDS)),
};

/**
 * The caller's place in the queue:
 * - `idle`: not in it;
 * - `waiting` since `since`, until `expiresAt`; `partnerNoShow` when a match fell through because the partner
 *   did not arrive (the caller keeps their place);
 * - `matched` into `roomId`: arrive there (POST /api/interviews/{id}/peer/arrive) by `arriveBy`; the state
 *   holds until the room ends;
 * - `expired`: nobody matched in time; join again to wait again;
 * - `missed`: the caller did not arrive by `arriveBy`, so the room was cancelled.
 */
export const peerQueueStateSchema = z.discriminatedUnion('state', [
  z.object({ state: z.literal('idle') }),
  z.object({
    state: z.literal('waiting'),
    ...wantedSchema,
    since: isoDateSchema,
    expiresAt: isoDateSchema,
    partnerNoShow: z.boolean(),
  }),
  z.object({
    state: z.literal('matched'),
    ...wantedSchema,
    roomId: idSchema,
    arriveBy: isoDateSchema,
  }),
  z.object({ state: z.literal('expired'), ...wantedSchema, since: isoDateSchema, expiredAt: isoDateSchema }),
  z.object({ state: z.literal('missed'), ...wantedSchema, roomId: idSchema, arriveBy: isoDateSchema }),
]);
export type PeerQueueState = z.infer<typeof peerQueueStateSchema>;

/** Which part of a peer room's clock runs: before the start, one of the two halves, or after both. */
export const PEER_HALVES = ['notStarted', 'first', 'second', 'over'] as const;
export type PeerHalf = (typeof PEER_HALVES)[number];

/**
 * The half running at `now`, computed from the room's start and duration alone, so every client and every
 * API instance agree on it and a restart changes nothing.
 */
export function peerHalfAt(startedAt: Date | null, durationMinutes: number, now: Date): PeerHalf {
  if (!startedAt) return 'notStarted';
  const elapsed = now.getTime() - startedAt.getTime();
  const halfMs = (durationMinutes * 60_000) / 2;
  if (elapsed < halfMs) return 'first';
  return elapsed < 2 * halfMs ? 'second' : 'over';
}

/**
 * A peer room as its two participants see it: the two problems (the first half's, then the second's),
 * the half running now, who interviews and who codes in it, and the feedback. `problemIds` entries are null
 * where a problem has since become one the viewer may not read.
 */
export const peerRoomSchema = z.object({
  interviewId: idSchema,
  level: z.enum(DIFFICULTIES),
  language: z.enum(LANGUAGE_IDS),
  problemIds: z.tuple([idSchema.nullable(), idSchema.nullable()]),
  half: z.enum(PEER_HALVES),
  /** When the running half ends (null before the start and after both). */
  halfEndsAt: isoDateSchema.nullable(),
  /** The problem of the running half (the first before the start; null after both). */
  problemId: idSchema.nullable(),
  /** Who interviews and who codes in the running half (the first half's roles before the start). */
  interviewerId: idSchema,
  candidateId: idSchema,
  arriveBy: isoDateSchema,
  arrived: z.array(idSchema),
  cancelled: z.boolean(),
  /**
   * The caller's feedback to their partner, and the partner's to the caller, shown once the caller has given
   * theirs (so neither is swayed by the other's). The room scorecard's shape, one per author.
   */
  feedbackGiven: interviewScorecardSchema.nullable(),
  feedbackReceived: interviewScorecardSchema.nullable(),
});
export type PeerRoom = z.infer<typeof peerRoomSchema>;

/**
 * PUT /api/interviews/{id}/peer/feedback: one peer's scorecard of the other's half as candidate, once both
 * halves are over; always shared with the partner, so there is no `shared` to choose.
 */
export const peerFeedbackRequestSchema = interviewScorecardRequestSchema.omit({ shared: true });
export type PeerFeedbackRequest = z.infer<typeof peerFeedbackRequestSchema>;
