// Probes a running compose stack (docker-compose.yml) from outside, as a user would: health, accounts, a
// submit judged by a worker container, and hostile programs sent with Run + custom input, each contained
// while the stack stays healthy. docker/app/probe-stack.sh starts the stack and runs this file.
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import type { HealthResponse, RunResponse, SubmitResponse } from '@codecourt/contracts';
import { ApiClient } from '../../bench/lib/api-client.js';
import { adversarial } from '../../packages/judge/src/testing/programs/adversarial.js';
import { pythonPrograms as python } from '../../packages/judge/src/testing/programs/python.js';
import { stackEnv } from './stack-env.js';

const stack = stackEnv();
const PROBLEM = 'Two Sum';
const acceptedCpp = readFileSync(
  fileURLToPath(new URL('../../problems/two-sum/submissions/accepted/solution.fn.cpp', import.meta.url)),
  'utf8',
);

async function health(client: ApiClient): Promise<HealthResponse> {
  const res = await client.request('GET', '/api/health');
  expect(res.status).toBe(200);
  return res.body as HealthResponse;
}

/** Submits and waits for the verdict: in the answer, or (202: a first compile can be slow) by polling. */
async function submitAndWait(client: ApiClient, problemId: string, code: string): Promise<SubmitResponse> {
  const res = await client.request('POST', `/api/submission/submit/${problemId}`, { code, language: 'cpp' });
  expect([200, 202], JSON.stringify(res.body)).toContain(res.status);
  let judged = res.body as SubmitResponse;
  while (judged.status !== 'done') {
    await sleep(500);
    judged = (await client.request('GET', `/api/submission/${judged._id}`)).body as SubmitResponse;
  }
  return judged;
}

async function signedInUser(): Promise<ApiClient> {
  const client = new ApiClient(stack.baseUrl);
  await client.signUp();
  return client;
}

describe('the compose stack', () => {
  it('when its health is asked, then the database, the queue and a sandbox answer', async () => {
    const report = await health(new ApiClient(stack.baseUrl));
    expect(report).toMatchObject({ status: 'ok', db: 'ok', queue: 'redis', sandbox: stack.sandbox });
  });

  it('when the web app is opened, then the API serves it on the same port', async () => {
    const res = await fetch(`${stack.baseUrl}/`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<div id="root">');
  });

  it('when a visitor signs up, signs out and signs in, then the session works', async () => {
    const client = new ApiClient(stack.baseUrl);
    await client.request('GET', '/api/health');
    const emailId = `compose-${randomUUID().slice(0, 8)}@example.com`;
    const password = 'Str0ngPassw0rd!';
    const registered = await client.request('POST', '/api/user/register', {
      firstName: 'Ada',
      emailId,
      password,
    });
    expect(registered.status).toBe(201);
    expect((await client.request('POST', '/api/user/logout')).status).toBe(200);
    expect((await client.request('GET', '/api/user/check')).status).toBe(401);
    expect((await client.request('POST', '/api/user/login', { emailId, password })).status).toBe(200);
    expect((await client.request('GET', '/api/user/check')).status).toBe(200);
  });

  it('when the admin of the .env signs in, then the account is an admin', async () => {
    const client = new ApiClient(stack.baseUrl);
    await client.request('GET', '/api/health');
    const res = await client.request('POST', '/api/user/login', stack.admin);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ user: { role: 'admin' } });
  });

  it('when a correct solution is submitted, then a worker judges it Accepted', async () => {
    const client = await signedInUser();
    const judged = await submitAndWait(client, await client.problemId(PROBLEM), acceptedCpp);
    expect(judged.verdict).toBe('Accepted');
    expect(judged.testCasesPassed).toBe(judged.totalTestCases);
  });
});

describe('hostile programs through Run with custom input', () => {
  let client: ApiClient;
  let problemId: string;

  beforeAll(async () => {
    client = await signedInUser();
    problemId = await client.problemId(PROBLEM);
  });

  /**
   * C has no harness on the problem, so its code is a whole program; Python's is joined into the problem's
   * harness, so a hostile Python body ends the program itself before the harness would read the input.
   */
  const run = async (language: 'c' | 'python', code: string): Promise<RunResponse> => {
    const source = language === 'python' ? `${code}\nraise SystemExit(0)\n` : code;
    const res = await client.request('POST', `/api/submission/run/${problemId}`, {
      code: source,
      language,
      // One input in Two Sum's format (an array, then the target): Run checks custom input against it.
      customInput: '[2,7,11,15]\n9\n',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const judged = res.body as RunResponse;
    // Whatever the program did, the stack answers and judges on.
    expect((await health(client)).status).toBe('ok');
    return judged;
  };
  const marker = () => `codecourt-marker-${randomUUID()}`;

  it('when a fork bomb runs, then the process limit contains it and it ends in time', async () => {
    const judged = await run('c', adversarial.forkBomb(marker()));
    expect(['Time Limit Exceeded', 'Runtime Error', 'Memory Limit Exceeded']).toContain(judged.verdict);
  });

  it('when a program allocates without end, then Memory Limit Exceeded', async () => {
    const judged = await run('python', python.allocate);
    expect(judged.verdict).toBe('Memory Limit Exceeded');
  });

  it('when it connects to the network, then it reaches neither the host, nor the stack, nor the internet', async () => {
    const direct = await run('c', adversarial.connect(marker(), 3000));
    expect(direct.output).toBe('blocked\n');
    const services = await run(
      'python',
      `import socket
for host, port in [('api', 3000), ('postgres', 5432), ('redis', 6379), ('172.17.0.1', 3000), ('1.1.1.1', 53)]:
    try:
        socket.create_connection((host, port), timeout=2).close()
        print('reached', host)
    except OSError:
        pass
print('done')`,
    );
    expect(services.output).toBe('done\n');
  });

  it('when it writes outside its box, then it is refused and nothing appears on the host', async () => {
    const tag = randomUUID();
    const targets = [
      `/codecourt-escape-${tag}`,
      `/etc/codecourt-escape-${tag}`,
      `/var/tmp/codecourt-escape-${tag}`,
    ];
    const judged = await run('python', adversarial.writeOutside(marker(), targets));
    for (const target of targets) expect(judged.output).toMatch(new RegExp(`^refused ${target} \\d+$`, 'm'));
    expect(targets.filter((target) => existsSync(target))).toEqual([]);
  });

  it('when it reads /etc/shadow, then it gets nothing', async () => {
    const judged = await run('python', adversarial.readShadow(marker()));
    expect(judged.output).toMatch(/^denied \d+/);
  });

  it("when it prints its environment and every process's environ, then no secret of the stack appears", async () => {
    const judged = await run('python', adversarial.printSecrets(marker()));
    expect(judged.output).toContain('ENV PATH=');
    for (const secret of stack.secrets) expect(judged.output).not.toContain(secret);
    for (const name of ['JWT_', 'DATABASE_URL', 'REDIS_URL', 'POSTGRES_PASSWORD'])
      expect(judged.output).not.toContain(name);
  });

  it('when the hostile programs are done, then a correct run still passes', async () => {
    const judged = await run('python', python.accepted.replace('input().split()', "'20 22'.split()"));
    expect(judged.output).toBe('42\n');
  });
});
