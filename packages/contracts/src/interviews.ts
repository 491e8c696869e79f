// Mock interview rooms (issue #41 items 1, 2 and 7): two people, one problem, one shared document, a clock.
// The room's REST shapes, its limits and messages; the document itself travels over the y-websocket
// protocol at /api/interviews/{id}/sync (docs/interviews.md).
import { z } from 'zod';
import { idSchema, isoDateSchema } from './common.js';

export const INTERVIEW_MODES = ['hosted', 'peer'] as const;
export type InterviewMode = (typeof INTERVIEW_MODES)[number];
export const INTERVIEW_STATUSES = ['waiting', 'running', 'ended'] as const;
export type InterviewStatus = (typeof INTERVIEW_STATUSES)[number];
export const INTERVIEW_ROLES = ['interviewer', 'candidate', 'observer'] as const;
export type InterviewRole = (typeof INTERVIEW_ROLES)[number];

export const INTERVIEW_DURATION_MINUTES = { min: 15, max: 120, default: 45 } as const;
/** Rooms one list answers (newest first). */
export const INTERVIEW_LIST_MAX = 50;
/** Observers one room admits: a panel, not an audience. */
export const INTERVIEW_OBSERVERS_MAX = 5;
/** The join code's length: 10 characters of a 32-letter alphabet, 50 bits, guessed only under the rate limit. */
export const INTERVIEW_JOIN_CODE_LENGTH = 10;
/** One y-websocket message at most: a pasted solution fits many times over, a flood does not. */
export const INTERVIEW_SYNC_MESSAGE_MAX_BYTES = 1024 * 1024;
/** The names of the shared document's parts: what every client binds to. */
export const INTERVIEW_DOCUMENT = { code: 'code', meta: 'meta', language: 'language' } as const;

export const INTERVIEW_MESSAGES = {
  notFound: 'Interview not found',
  joinRefused: 'That join code does not open this interview',
  roomFull: 'This interview already has its candidate; the interviewer can invite you as an observer',
  interviewerOnly: 'Only the interviewer can do this',
  notWaiting: 'This interview has already started',
  ended: 'This interview has ended',
  observersFull: `An interview has at most ${INTERVIEW_OBSERVERS_MAX} observers`,
  observerUnknown: 'No user has that id',
  upgradeRequired: 'Open the shared document with a WebSocket (the y-websocket protocol)',
  durationInvalid: `The duration must be a whole number of minutes from ${INTERVIEW_DURATION_MINUTES.min} to ${INTERVIEW_DURATION_MINUTES.max}`,
} as const;

export const createInterviewRequestSchema = z.object({
  problemId: idSchema.optional(),
  durationMinutes: z
    .number(INTERVIEW_MESSAGES.durationInvalid)
    .int(INTERVIEW_MESSAGES.durationInvalid)
    .min(INTERVIEW_DURATION_MINUTES.min, INTERVIEW_MESSAGES.durationInvalid)
    .max(INTERVIEW_DURATION_MINUTES.max, INTERVIEW_MESSAGES.durationInvalid)
    .default(INTERVIEW_DURATION_MINUTES.default),
  mode: z.enum(INTERVIEW_MODES),
});
export type CreateInterviewRequest = z.infer<typeof createInterviewRequestSchema>;

export const joinInterviewRequestSchema = z.object({ joinCode: z.string().min(1).max(64) });
export type JoinInterviewRequest = z.infer<typeof joinInterviewRequestSchema>;

export const inviteObserverRequestSchema = z.object({ userId: idSchema });
export type InviteObserverRequest = z.infer<typeof inviteObserverRequestSchema>;

export const interviewParticipantSchema = z.object({
  userId: idSchema,
  firstName: z.string(),
  role: z.enum(INTERVIEW_ROLES),
});
export type InterviewParticipant = z.infer<typeof interviewParticipantSchema>;

export const interviewSchema = z.object({
  _id: idSchema,
  /** Shown to every participant: the interviewer passes it on, and a candidate may pass it back. */
  joinCode: z.string(),
  problemId: idSchema.nullable(),
  mode: z.enum(INTERVIEW_MODES),
  status: z.enum(INTERVIEW_STATUSES),
  durationMinutes: z.number().int(),
  participants: z.array(interviewParticipantSchema),
  createdAt: isoDateSchema,
  startedAt: isoDateSchema.nullable(),
  endedAt: isoDateSchema.nullable(),
});
export type Interview = z.infer<typeof interviewSchema>;

export const interviewListSchema = z.object({ interviews: z.array(interviewSchema) });
export type InterviewList = z.infer<typeof interviewListSchema>;
