import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import axios from 'axios';
import type { AxiosInstance } from 'axios';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Judging } from '../../judging/create-judging.js';
import { judge0Client } from '../../../testing/judge0-client.js';
import { createTestApp } from '../../../testing/test-app.js';
import type { TestApp } from '../../../testing/test-app.js';
import { createTestJudging } from '../../../testing/test-judging.js';

// A Judge0 client as people write them against judge0-ce: axios with a base URL and the key header,
// source and data in base64, a batch submit, then polling each token with fields=* until it is done.
// Only the base URL and the key differ from what such a client sends to Judge0 itself.
let t: TestApp;
let judging: Judging;
let server: Server;
let judge0: AxiosInstance;

type Submission = {
  token: string;
  status: { id: number; description: string };
  status_id: number;
  language_id: number;
  stdout: string | null;
  stderr: string | null;
  compile_output: string | null;
  exit_code: number | null;
  time: string | null;
  memory: number | null;
  source_code: string;
  stdin: string | null;
  expected_output: string | null;
};

const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');
const unb64 = (text: string | null) => (text === null ? null : Buffer.from(text, 'base64').toString('utf8'));

async function waitUntilDone(token: string): Promise<Submission> {
  for (let attempt = 0; attempt < 300; attempt++) {
    const { data } = await judge0.get<Submission>(`/submissions/${token}`, {
      params: { base64_encoded: 'true', fields: '*' },
    });
    if (data.status.id > 2) return data;
    await sleep(200);
  }
  throw new Error(`submission ${token} never finished`);
}

beforeAll(async () => {
  const bare = await createTestApp();
  judging = await createTestJudging(bare.database.db);
  t = await createTestApp({ database: bare.database, judging });
  const { token } = await judge0Client(t.app);
  server = await new Promise<Server>((resolve) => {
    const listening = t.app.listen(0, '127.0.0.1', () => {
      resolve(listening);
    });
  });
  const { port } = server.address() as AddressInfo;
  judge0 = axios.create({
    baseURL: `http://127.0.0.1:${String(port)}/judge0`,
    headers: { 'X-Auth-Token': token, 'Content-Type': 'application/json' },
  });
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await judging.close();
  await t.close();
});

describe('a Judge0 client (axios) against /judge0', () => {
  it('when it batch-submits in base64 and polls each token with fields=*, then every submission ends with Judge0’s status and data', async () => {
    const { data: languages } = await judge0.get<{ id: number; name: string }[]>('/languages');
    const python = languages.find((language) => language.name.startsWith('Python'));
    const cpp = languages.find((language) => language.name.startsWith('C++'));
    if (!python || !cpp) throw new Error('the languages list lacks Python or C++');

    const batch = await judge0.post<{ token: string }[]>(
      '/submissions/batch',
      {
        submissions: [
          {
            language_id: python.id,
            source_code: b64('print(sum(map(int, input().split())))'),
            stdin: b64('20 22'),
            expected_output: b64('42'),
          },
          {
            language_id: cpp.id,
            source_code: b64('#include <cstdio>\nint main(){std::puts("no");}'),
            expected_output: b64('yes'),
          },
          { language_id: python.id, source_code: b64('raise SystemExit(2)') },
        ],
      },
      { params: { base64_encoded: 'true' } },
    );
    const results = await Promise.all(batch.data.map(({ token }) => waitUntilDone(token)));
    const { data: again } = await judge0.get<{ submissions: Submission[] }>('/submissions/batch', {
      params: { tokens: batch.data.map(({ token }) => token).join(','), base64_encoded: 'true', fields: '*' },
    });

    expect(batch.status).toBe(201);
    expect(results.map((result) => result.status)).toEqual([
      { id: 3, description: 'Accepted' },
      { id: 4, description: 'Wrong Answer' },
      { id: 11, description: 'Runtime Error (NZEC)' },
    ]);
    const [accepted, wrong, crashed] = results;
    expect(unb64(accepted?.stdout ?? null)).toBe('42\n');
    expect(unb64(accepted?.source_code ?? null)).toBe('print(sum(map(int, input().split())))');
    expect(accepted?.language_id).toBe(python.id);
    expect(Number(accepted?.time)).toBeGreaterThanOrEqual(0);
    expect(unb64(wrong?.stdout ?? null)).toBe('no\n');
    expect(crashed?.exit_code).toBe(2);
    expect(again.submissions.map((submission) => submission.status_id)).toEqual([3, 4, 11]);
  });

  it('when it submits with wait=true, then the finished submission comes back in the same call', async () => {
    const { status, data } = await judge0.post<Submission>(
      '/submissions',
      { language_id: 71, source_code: 'print("hi")' },
      { params: { base64_encoded: 'false', wait: 'true' } },
    );

    expect(status).toBe(201);
    expect(data.status.id).toBe(3);
    expect(data.stdout).toBe('hi\n');
  });

  it('when the key is wrong, then axios sees 401', async () => {
    const error: unknown = await judge0
      .get('/statuses', { headers: { 'X-Auth-Token': 'wrong' } })
      .catch((caught: unknown) => caught);

    expect(axios.isAxiosError(error) ? error.response?.status : undefined).toBe(401);
  });
});
