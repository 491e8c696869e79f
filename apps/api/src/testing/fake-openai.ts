import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the fake endpoint does with the next requests. */
export type FakeOpenAiBehaviour =
  | { kind: 'reply'; pieces: string[]; pieceDelayMs?: number }
  | { kind: 'status'; status: number }
  | { kind: 'hang' };

export type RecordedChatRequest = {
  model: string;
  stream: boolean;
  messages: { role: string; content: string }[];
  authorization: string | undefined;
};

export type FakeOpenAi = {
  /** The base URL to give as OPENAI_BASE_URL (ends in /v1). */
  baseUrl: string;
  requests: RecordedChatRequest[];
  behave: (behaviour: FakeOpenAiBehaviour) => void;
  close: () => Promise<void>;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown;
}

function chunkJson(id: string, model: string, delta: Record<string, string>, finish: string | null): string {
  return JSON.stringify({
    id,
    object: 'chat.completion.chunk',
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [{ index: 0, delta, finish_reason: finish }],
  });
}

async function answer(res: ServerResponse, request: RecordedChatRequest, behaviour: FakeOpenAiBehaviour) {
  if (behaviour.kind === 'hang') return;
  if (behaviour.kind === 'status') {
    res.writeHead(behaviour.status, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ error: { message: 'upstream exploded', type: 'server_error' } }));
    return;
  }
  const id = 'chatcmpl-fake';
  if (!request.stream) {
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end(
      JSON.stringify({
        id,
        object: 'chat.completion',
        created: Math.floor(Date.now() / 1000),
        model: request.model,
        choices: [
          {
            index: 0,
            message: { role: 'assistant', content: behaviour.pieces.join('') },
            finish_reason: 'stop',
          },
        ],
        usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
      }),
    );
    return;
  }
  res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache' });
  res.write(`data: ${chunkJson(id, request.model, { role: 'assistant', content: '' }, null)}\n\n`);
  for (const piece of behaviour.pieces) {
    if (behaviour.pieceDelayMs) await sleep(behaviour.pieceDelayMs);
    if (res.destroyed) return;
    res.write(`data: ${chunkJson(id, request.model, { content: piece }, null)}\n\n`);
  }
  res.write(`data: ${chunkJson(id, request.model, {}, 'stop')}\n\n`);
  res.end('data: [DONE]\n\n');
}

/**
 * A local HTTP server speaking the chat-completions protocol (streamed and not), recording every
 * request, so the real `openai` SDK can be driven end to end without a model.
 */
export async function startFakeOpenAi(port = 0): Promise<FakeOpenAi> {
  const requests: RecordedChatRequest[] = [];
  let behaviour: FakeOpenAiBehaviour = { kind: 'reply', pieces: ['Hello', ' from', ' the tutor.'] };
  const server = createServer((req, res) => {
    void (async () => {
      if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions')) {
        res.writeHead(404).end();
        return;
      }
      const body = (await readJson(req)) as {
        model: string;
        stream?: boolean;
        messages: RecordedChatRequest['messages'];
      };
      const request = {
        model: body.model,
        stream: body.stream === true,
        messages: body.messages,
        authorization: req.headers.authorization,
      };
      requests.push(request);
      await answer(res, request, behaviour);
    })();
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: bound } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${String(bound)}/v1`,
    requests,
    behave: (next) => {
      behaviour = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => {
          resolve();
        });
      }),
  };
}
