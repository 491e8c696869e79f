import { z } from 'zod';
import { aiChatRequestSchema, aiChatResponseSchema, aiStatusResponseSchema } from '@codecourt/contracts';
import type { RouteDoc } from '../docs/route-table.js';

/** The stream's body: `data: {"delta": "..."}` lines, then `data: [DONE]` (or `data: {"error": "..."}`). */
const eventStreamSchema = z
  .string()
  .describe(
    'text/event-stream: data: {"delta": "<text>"} per piece, then data: [DONE]; data: {"error": "<message>"} on a failure midway',
  );

/** /api/ai in the OpenAPI document. */
export const AI_ROUTE_DOCS: RouteDoc[] = [
  {
    method: 'get',
    path: '/ai/status',
    tag: 'ai',
    summary: 'Whether AI help is configured on this server (OPENAI_API_KEY and friends)',
    access: 'public',
    success: { status: 200, description: 'configured: true or false', schema: aiStatusResponseSchema },
    errors: [],
  },
  {
    method: 'post',
    path: '/ai/chat',
    tag: 'ai',
    summary: 'Ask the AI tutor about a problem; answers the whole reply (hidden tests are never sent)',
    access: 'user',
    body: aiChatRequestSchema,
    success: { status: 200, description: 'The tutor’s reply in Markdown', schema: aiChatResponseSchema },
    errors: [400, 401, 429, 502, 503, 504],
  },
  {
    method: 'post',
    path: '/ai/chat/stream',
    tag: 'ai',
    summary: 'The same question, answered as server-sent events while the reply is written',
    access: 'user',
    body: aiChatRequestSchema,
    success: { status: 200, description: 'The reply as server-sent events', schema: eventStreamSchema },
    errors: [400, 401, 429, 502, 503, 504],
  },
];
