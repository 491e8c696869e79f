// Submit through the API and wait for the verdict: the answer itself, or (after 202, the pending submission) polling it.
import { setTimeout as sleep } from 'node:timers/promises';
import type { ApiClient } from './api-client.js';

export type Judged = { verdict: string; testCasesPassed: number; ms: number };

export async function submitAndWait(client: ApiClient, problemId: string, code: string): Promise<Judged> {
  const started = performance.now();
  const res = await client.request('POST', `/api/submission/submit/${problemId}`, { code, language: 'cpp' });
  const body = res.body as {
    verdict?: string;
    testCasesPassed?: number;
    _id?: string;
    pending?: boolean;
  };
  if (res.status === 200 && body.verdict)
    return {
      verdict: body.verdict,
      testCasesPassed: body.testCasesPassed ?? 0,
      ms: performance.now() - started,
    };
  if (res.status !== 202 || !body._id)
    throw new Error(`submit answered ${String(res.status)}: ${JSON.stringify(res.body)}`);
  for (;;) {
    await sleep(100);
    const poll = await client.request('GET', `/api/submission/${body._id}`);
    const stored = poll.body as { status?: string; verdict?: string | null; testCasesPassed?: number };
    if (stored.status === 'done' && stored.verdict)
      return {
        verdict: stored.verdict,
        testCasesPassed: stored.testCasesPassed ?? 0,
        ms: performance.now() - started,
      };
  }
}

export function expectAccepted(judged: Judged, tests: number): void {
  if (judged.verdict !== 'Accepted' || judged.testCasesPassed !== tests) {
    throw new Error(
      `the bench submission was judged ${judged.verdict} (${String(judged.testCasesPassed)}/${String(tests)})`,
    );
  }
}
