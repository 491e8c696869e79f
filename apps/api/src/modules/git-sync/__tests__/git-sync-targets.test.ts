// Issue #34 finding 7: a remote on one of the host's own addresses passed (outside the blocked ranges),
// and a host whose lookup failed passed at save time. The target is now resolved once, refused when any
// address is loopback (in production), private, link-local, unique-local or the host's own, or when
// the lookup fails, and every connection goes to that one resolved address.
import { networkInterfaces } from 'node:os';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@codecourt/contracts';
import { gitSyncSettings } from '../../../db/schema/index.js';
import { settled } from './settled-sync.js';
import { startGitHttpServer, type GitHttpServer } from '../../../testing/git-http-server.js';
import { signedInBrowser } from '../../../testing/sign-in.js';
import { createTestApp, type TestApp } from '../../../testing/test-app.js';

const TOKEN = 'targets-token-41d2';
let t: TestApp;
let git: GitHttpServer;

beforeAll(async () => {
  t = await createTestApp();
  git = await startGitHttpServer(TOKEN);
});
afterAll(async () => {
  await git.close();
  await t.close();
});

/** This machine's own addresses that are not loopback, as URL hosts. */
const ownHosts = () =>
  Object.values(networkInterfaces())
    .flatMap((list) => list ?? [])
    .filter((a) => !a.internal)
    .map((a) => (a.family === 'IPv6' ? `[${a.address.split('%')[0] ?? ''}]` : a.address));

describe('Sync to Git targets', () => {
  it('when the remote is one of the host’s own addresses or a name that does not resolve, then saving it is refused', async () => {
    const hosts = [...ownHosts(), 'name.invalid'];
    expect(hosts.length).toBeGreaterThan(1);
    const refused: string[] = [];
    for (const host of hosts) {
      // One user per try: the writes are limited to five a minute.
      const { browser } = await signedInBrowser(t.app);
      const res = await browser.send('put', '/api/git-sync', {
        body: { remoteUrl: `https://${host}/r.git`, branch: 'main', token: 't' },
      });
      if (res.status === 400 && JSON.stringify(res.body).includes(MESSAGES.gitSyncUrlForbidden))
        refused.push(host);
    }
    expect(refused).toEqual(hosts);
  });

  it('when a stored remote points at the host’s own address, then the push is refused before any connection', async () => {
    const [own] = ownHosts();
    if (own === undefined) throw new Error('this machine has no address but loopback');
    const { browser, user } = await signedInBrowser(t.app);
    const saved = await browser.send('put', '/api/git-sync', {
      body: { remoteUrl: git.url, branch: 'main', token: TOKEN },
    });
    expect(saved.status).toBe(200);
    await settled(browser);
    // Saved before the rule (or while the host had other addresses): the push checks again.
    await t.database.db
      .update(gitSyncSettings)
      .set({ remoteUrl: `https://${own}/r.git` })
      .where(eq(gitSyncSettings.userId, user._id));
    expect((await browser.post('/api/git-sync/run', {})).status).toBe(200);
    const after = await vi.waitFor(
      async () => {
        const setting = await settled(browser);
        if (setting.lastSync?.ok !== false) throw new Error('still the first sync');
        return setting;
      },
      { timeout: 60_000, interval: 100 },
    );
    expect(after.lastSync).toMatchObject({ ok: false, error: MESSAGES.gitSyncUrlForbidden });
  });
});
