import {
  AI_STREAM_DONE,
  COOKIE_NAMES,
  MESSAGES,
  XSRF_HEADER,
  aiStreamEventSchema,
  type AiChatRequest,
} from '@codecourt/contracts';
import { env } from '@/config/env';
import { readCookie } from '@/lib/browser-cookies';
import { eventData } from '@/features/ai-help/lib/event-stream';

/** Why a reply failed: the server has no AI configured, the user is signed out, or anything else. */
export type AiChatFailure = 'notConfigured' | 'signedOut' | 'failed';

export class AiChatError extends Error {
  constructor(
    readonly reason: AiChatFailure,
    message: string,
  ) {
    super(message);
  }
}

async function errorOf(response: Response): Promise<AiChatError> {
  if (response.status === 503) return new AiChatError('notConfigured', MESSAGES.aiNotConfigured);
  if (response.status === 401) return new AiChatError('signedOut', MESSAGES.notAuthenticated);
  const body = (await response.json().catch(() => ({}))) as { error?: unknown };
  return new AiChatError('failed', typeof body.error === 'string' ? body.error : MESSAGES.aiChatFailed);
}

/**
 * POST /ai/chat/stream, read as it arrives (ky's client answers whole bodies, so this one call uses
 * fetch). `onDelta` gets each piece of the reply; an aborted signal ends it quietly.
 */
export async function streamChat(
  request: AiChatRequest,
  onDelta: (delta: string) => void,
  signal: AbortSignal,
): Promise<void> {
  const xsrf = typeof document === 'undefined' ? undefined : readCookie(document, COOKIE_NAMES.xsrf);
  const response = await fetch(`${env.apiBaseUrl}/ai/chat/stream`, {
    method: 'POST',
    credentials: 'include',
    headers: {
      'content-type': 'application/json',
      accept: 'text/event-stream',
      ...(xsrf === undefined ? {} : { [XSRF_HEADER]: xsrf }),
    },
    body: JSON.stringify(request),
    signal,
  });
  if (!response.ok || !response.body) throw await errorOf(response);
  for await (const data of eventData(response.body)) {
    if (data === AI_STREAM_DONE) return;
    const event = aiStreamEventSchema.parse(JSON.parse(data));
    if ('error' in event) throw new AiChatError('failed', event.error);
    onDelta(event.delta);
  }
  // A stream cut before [DONE] is a failed reply, not a finished one.
  if (!signal.aborted) throw new AiChatError('failed', MESSAGES.aiChatFailed);
}
