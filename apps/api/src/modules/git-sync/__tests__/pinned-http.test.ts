// Issue #34 finding 7: the remote is resolved once and every request connects to that address (a second
// lookup could answer with another one: DNS rebinding).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGitHttpServer, type GitHttpServer } from '../../../testing/git-http-server.js';
import { pinnedHttp } from '../guarded-http.js';
import { resolveTarget } from '../resolve-target.js';

let git: GitHttpServer;
beforeAll(async () => {
  git = await startGitHttpServer('pinned-token-90ae');
});
afterAll(async () => {
  await git.close();
});

describe('the pinned target', () => {
  it('when the target is resolved, then every request goes to that address, whatever the name resolves to later', async () => {
    const policy = { allowLoopback: true };
    await expect(resolveTarget('name.invalid', policy)).rejects.toThrow();
    await expect(resolveTarget('localhost', { allowLoopback: false })).rejects.toThrow();
    const pinned = await resolveTarget('127.0.0.1', policy);
    const port = new URL(git.url).port;
    // A name with no DNS entry at all: only the pinned address can have answered.
    const res = await pinnedHttp(pinned, 10_000).request({
      url: `http://name.invalid:${port}/work.git/info/refs?service=git-receive-pack`,
      method: 'GET',
      headers: {},
    });
    expect(res.statusCode).toBe(401);
  });
});
