import { verifyEventSchema, type ProblemUpdateInput, type VerifyEvent } from '@codecourt/contracts';
import { rawRequest } from '@/features/admin/api/raw-request';

/** The `data:` payloads of complete events in `buffer`, and what is left of an event still arriving. */
export function splitEvents(buffer: string): { payloads: string[]; rest: string } {
  const blocks = buffer.split(/\r?\n\r?\n/);
  const rest = blocks.pop() ?? '';
  const payloads = blocks.flatMap((block) => {
    const data = block
      .split(/\r?\n/)
      .filter((line) => line.startsWith('data:'))
      .map((line) => line.slice(5).trimStart());
    return data.length > 0 ? [data.join('\n')] : [];
  });
  return { payloads, rest };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * POST /problem/verify (or /problem/verify/{id} for an update, whose own title is no clash): judges every
 * reference solution on every test and streams each step, so the form can show progress. Nothing is
 * saved. Resolves with the last event (passed, failed or error).
 */
export async function verifyProblem(
  input: ProblemUpdateInput,
  onEvent: (event: VerifyEvent) => void,
  problemId?: string,
): Promise<VerifyEvent | undefined> {
  const path =
    problemId === undefined ? '/problem/verify' : `/problem/verify/${encodeURIComponent(problemId)}`;
  const response = await rawRequest(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
    body: JSON.stringify(input),
  });
  if (!response.body) return undefined;
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  let last: VerifyEvent | undefined;
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    const { payloads, rest } = splitEvents(buffer + value);
    buffer = rest;
    for (const payload of payloads) {
      const parsed = verifyEventSchema.safeParse(parseJson(payload));
      if (!parsed.success) continue;
      last = parsed.data;
      onEvent(parsed.data);
    }
  }
  return last;
}
