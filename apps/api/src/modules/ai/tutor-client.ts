import OpenAI, { APIConnectionTimeoutError, APIUserAbortError } from 'openai';
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import type { OpenAiConfig } from '../../config.js';
import { AppError, appError } from '../../lib/app-error.js';

export type TutorClient = {
  /** The whole reply at once. */
  reply: (messages: ChatCompletionMessageParam[], signal: AbortSignal) => Promise<string>;
  /**
   * Starts the reply; resolves once the endpoint has accepted the request (so a refusal is still an
   * ordinary error answer), then yields the reply's pieces.
   */
  stream: (messages: ChatCompletionMessageParam[], signal: AbortSignal) => Promise<AsyncIterable<string>>;
};

/**
 * What the endpoint's trouble means to our client: a timeout is 504, anything else upstream 502. The
 * upstream's own text is logged (through `cause`), never shown: it may name keys or internal hosts.
 */
export function tutorError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof APIConnectionTimeoutError) return appError('aiTimeout', 504, error);
  return appError('aiUpstreamFailed', 502, error);
}

export function isAbort(error: unknown): boolean {
  return error instanceof APIUserAbortError;
}

/** The official SDK against any OpenAI-compatible endpoint; no retries, so a failure answers within the timeout. */
export function createTutorClient(config: OpenAiConfig): TutorClient {
  const client = new OpenAI({
    apiKey: config.apiKey,
    ...(config.baseUrl ? { baseURL: config.baseUrl } : {}),
    timeout: config.timeoutMs,
    maxRetries: 0,
  });
  return {
    async reply(messages, signal) {
      try {
        const completion = await client.chat.completions.create(
          { model: config.model, messages },
          { signal },
        );
        return completion.choices[0]?.message.content ?? '';
      } catch (error) {
        throw tutorError(error);
      }
    },
    async stream(messages, signal) {
      let chunks: AsyncIterable<OpenAI.Chat.Completions.ChatCompletionChunk>;
      try {
        chunks = await client.chat.completions.create(
          { model: config.model, messages, stream: true },
          { signal },
        );
      } catch (error) {
        throw tutorError(error);
      }
      return (async function* pieces() {
        for await (const chunk of chunks) {
          const delta = chunk.choices[0]?.delta.content;
          if (delta) yield delta;
        }
      })();
    },
  };
}
