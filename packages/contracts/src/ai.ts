import { z } from 'zod';
import { CHAT_ROLES } from './enums.js';
import { AI_MESSAGE_MIN_LENGTH } from './limits.js';

export const chatMessageSchema = z.object({
  role: z.enum(CHAT_ROLES),
  parts: z.array(z.object({ text: z.string().min(1).max(8_000) })).min(1),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const aiChatRequestSchema = z.object({
  messages: z.array(chatMessageSchema).min(1).max(40),
  title: z.string().max(200),
  description: z.string().max(20_000),
  testCases: z.unknown(),
  startCode: z.unknown(),
});
export type AiChatRequest = z.infer<typeof aiChatRequestSchema>;

export const aiChatResponseSchema = z.object({ message: z.string() });
export type AiChatResponse = z.infer<typeof aiChatResponseSchema>;

export const aiPromptSchema = z.string().trim().min(AI_MESSAGE_MIN_LENGTH);
