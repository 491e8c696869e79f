// The AI tutor: POST /ai/chat and /ai/chat/stream. The body is the original API's (docs/api.md) (messages, title, description,
// testCases, startCode) plus the user's current editor content; only what a user may see is ever sent,
// so hidden tests cannot reach the model.
import { z } from 'zod';
import { idSchema } from './common.js';
import { CHAT_ROLES, VERDICTS } from './enums.js';
import { LANGUAGE_IDS } from './languages.js';
import { AI_MESSAGE_MAX_LENGTH, AI_MESSAGE_MIN_LENGTH, AI_MESSAGES_MAX, CODE_MAX_BYTES } from './limits.js';
import { MESSAGES } from './messages.js';

export const chatMessageSchema = z.object({
  role: z.enum(CHAT_ROLES),
  parts: z.array(z.object({ text: z.string().max(AI_MESSAGE_MAX_LENGTH) })).min(1),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** A chat message's text: its parts joined. */
export function chatMessageText(message: ChatMessage): string {
  return message.parts.map((part) => part.text).join('');
}

/** A sample as the workspace shows it; anything else a client adds (hidden tests, say) is dropped. */
const tutorSampleSchema = z.object({
  input: z.string().max(20_000),
  output: z.string().max(20_000),
  explanation: z.string().max(5_000).optional(),
});

const tutorStartCodeSchema = z.object({ language: z.string().max(40), initialCode: z.string().max(20_000) });

/** The hint ladder: each step says more; `solution` only when the student asks for it explicitly. */
export const HINT_LEVELS = ['nudge', 'idea', 'approach', 'solution'] as const;
export type HintLevel = (typeof HINT_LEVELS)[number];

/**
 * One judged test as the tutor may see it. Only a test marked visible carries data into the prompt: the
 * server drops the input, expected and actual output of any test sent with `visible: false`.
 */
const tutorJudgedTestSchema = z.object({
  visible: z.boolean(),
  verdict: z.enum(VERDICTS),
  input: z.string().max(20_000).optional(),
  expected: z.string().max(20_000).optional(),
  actual: z.string().max(20_000).optional(),
});

/** The last Run or Submit result in the workspace, so the tutor can explain why it failed. */
export const tutorResultSchema = z.object({
  kind: z.enum(['run', 'submit']),
  verdict: z.enum(VERDICTS),
  testCasesPassed: z.number().int().min(0),
  totalTestCases: z.number().int().min(0),
  runtimeMs: z.number().min(0).nullable(),
  memoryKb: z.number().min(0).nullable(),
  timeLimitMs: z.number().int().positive().optional(),
  memoryLimitKb: z.number().int().positive().optional(),
  compileOutput: z.string().max(20_000).nullable(),
  tests: z.array(tutorJudgedTestSchema).max(200).default([]),
});
export type TutorResult = z.input<typeof tutorResultSchema>;

export const aiChatRequestSchema = z
  .object({
    messages: z.array(chatMessageSchema).min(1).max(AI_MESSAGES_MAX),
    title: z.string().max(200).default(''),
    description: z.string().max(20_000).default(''),
    /** The visible samples (spec: testCases). */
    testCases: z.array(tutorSampleSchema).max(20).default([]),
    startCode: z.array(tutorStartCodeSchema).max(10).default([]),
    constraints: z.array(z.string().max(500)).max(50).default([]),
    /** The user's editor content and its language, beyond the spec. */
    code: z.string().max(CODE_MAX_BYTES).optional(),
    language: z.enum(LANGUAGE_IDS).optional(),
    /**
     * The problem asked about: the API refuses a contest problem during its contest (403); a `solution`
     * hint records that the student took its solution.
     */
    problemId: idSchema.optional(),
    /** The workspace's last Run or Submit result. */
    lastResult: tutorResultSchema.optional(),
    /** How much the student asks to be told; absent = the tutor's own judgement (hints first). */
    hintLevel: z.enum(HINT_LEVELS).optional(),
  })
  .refine(
    ({ messages }) => {
      const last = messages.at(-1);
      return last?.role === 'user' && chatMessageText(last).trim().length >= AI_MESSAGE_MIN_LENGTH;
    },
    { message: MESSAGES.aiMessageTooShort, path: ['messages'] },
  );
/** What clients send (defaults may be left out). */
export type AiChatRequest = z.input<typeof aiChatRequestSchema>;
export type ResolvedAiChatRequest = z.output<typeof aiChatRequestSchema>;

export const aiChatResponseSchema = z.object({ message: z.string() });
export type AiChatResponse = z.infer<typeof aiChatResponseSchema>;

/** One `data:` line of POST /ai/chat/stream (the last one is `data: [DONE]`). */
export const aiStreamEventSchema = z.union([
  z.object({ delta: z.string() }),
  z.object({ error: z.string() }),
]);
export type AiStreamEvent = z.infer<typeof aiStreamEventSchema>;
export const AI_STREAM_DONE = '[DONE]';

export const aiPromptSchema = z.string().trim().min(AI_MESSAGE_MIN_LENGTH, MESSAGES.aiMessageTooShort);

/** GET /ai/status: whether this server has an AI endpoint configured (OPENAI_*); public, so screens can say so up front. */
export const aiStatusResponseSchema = z.object({ configured: z.boolean() });
export type AiStatusResponse = z.infer<typeof aiStatusResponseSchema>;
