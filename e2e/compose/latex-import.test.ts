// Probes a LaTeX package import on the running compose stack: the API image must carry a pandoc that
// converts the statement with --sandbox (so a statement naming a server file reads nothing), and a worker
// container judges the package's accepted submission before the problem is saved.
import { appendFile, cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importProblemResponseSchema, problemSchema } from '@codecourt/contracts';
import { ApiClient } from '../../bench/lib/api-client.js';
import { zipFolder } from '../../apps/api/src/modules/problems/packages/zip/zip-folder.js';
import { stackEnv } from './stack-env.js';

const stack = stackEnv();
const FIXTURE = fileURLToPath(new URL('../../packages/problem-package/fixtures/latex-area', import.meta.url));
const SLUG = 'latex-area';

let work: string;
let zip: Buffer;

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'codecourt-compose-latex-'));
  const dir = path.join(work, SLUG);
  await cp(FIXTURE, dir, { recursive: true });
  await appendFile(
    path.join(dir, 'problem_statement', 'problem.en.tex'),
    '\n\\lstinputlisting{/etc/passwd}\n',
  );
  const chunks: Buffer[] = [];
  for await (const chunk of await zipFolder(dir, SLUG)) chunks.push(chunk as Buffer);
  zip = Buffer.concat(chunks);
});
afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

describe('a LaTeX package imported into the compose stack', () => {
  it('when the admin imports it, then pandoc converts the statement, its figure is served and no server file is read', async () => {
    const admin = new ApiClient(stack.baseUrl);
    await admin.request('GET', '/api/health');
    expect((await admin.request('POST', '/api/user/login', stack.admin)).status).toBe(200);
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(zip)], { type: 'application/zip' }), `${SLUG}.zip`);

    const res = await fetch(`${stack.baseUrl}/api/problem/import?replace=true`, {
      method: 'POST',
      headers: { cookie: admin.cookieHeader(), 'x-xsrf-token': admin.xsrfToken() ?? '' },
      body: form,
    });
    const body = (await res.json()) as unknown;

    expect([200, 201], JSON.stringify(body)).toContain(res.status);
    const imported = importProblemResponseSchema.parse(body);
    expect(imported).toMatchObject({ slug: SLUG, title: 'Circle Area' });
    const read = await new ApiClient(stack.baseUrl).request(
      'GET',
      `/api/problem/problemById/${imported._id}`,
    );
    const problem = problemSchema.parse(read.body);
    expect(problem.description).toContain('## Input');
    expect(problem.descriptionHtml).toContain('<h2>Output</h2>');
    expect(JSON.stringify(problem)).not.toContain('root:');
    const figure = await fetch(`${stack.baseUrl}/api/problem/statement/${SLUG}/circle.png`);
    expect(figure.status).toBe(200);
    expect(figure.headers.get('content-type')).toBe('image/png');
  });
});
