import { describe, expect, it } from 'vitest';
import { eventData } from '@/features/ai-help/lib/event-stream';

function streamOf(chunks: string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
}

async function collect(chunks: string[]): Promise<string[]> {
  const out: string[] = [];
  for await (const data of eventData(streamOf(chunks))) out.push(data);
  return out;
}

describe('eventData', () => {
  it('when events are split across chunks (even inside a character), then each data payload comes out whole, in order', async () => {
    const text = `data: {"delta":"a"}\n\ndata: {"delta":"€"}\n\ndata: [DONE]\n\n`;
    const split = text.indexOf('€');
    const bytes = new TextEncoder().encode(text);
    // One byte into the three-byte €.
    const cut = new TextEncoder().encode(text.slice(0, split)).length + 1;

    const out: string[] = [];
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes.subarray(0, cut));
        controller.enqueue(bytes.subarray(cut));
        controller.close();
      },
    });
    for await (const data of eventData(stream)) out.push(data);

    expect(out).toEqual(['{"delta":"a"}', '{"delta":"€"}', '[DONE]']);
  });

  it('when a stream carries comments, CRLF line ends and a last event without its blank line, then only data payloads come out', async () => {
    expect(await collect([': keep-alive\r\n\r\ndata: one\r\n\r\n', 'data: two'])).toEqual(['one', 'two']);
  });
});
