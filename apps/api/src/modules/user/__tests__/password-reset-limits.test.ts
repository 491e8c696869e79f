import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MESSAGES,
  PASSWORD_RESET_EMAIL_RATE_LIMIT,
  PASSWORD_RESET_IP_RATE_LIMIT,
} from '@codecourt/contracts';
import { readOutbox } from '../../../testing/outbox.js';
import { signedInBrowser } from '../../../testing/sign-in.js';
import { openBrowser } from '../../../testing/test-browser.js';
import { createTestApp } from '../../../testing/test-app.js';
import type { TestApp } from '../../../testing/test-app.js';
import { waitFor } from '../../../testing/wait-for.js';

let outboxDir: string;
beforeAll(async () => {
  outboxDir = await mkdtemp(path.join(tmpdir(), 'codecourt-outbox-'));
});
afterAll(async () => {
  await rm(outboxDir, { recursive: true, force: true });
});

/** An app with the shipped password-reset limits (the other test apps raise them). */
async function appWithShippedLimits(): Promise<TestApp> {
  return createTestApp({
    config: {
      mail: { smtpUrl: undefined, from: 'CodeCourt <no-reply@localhost>', outboxDir },
      passwordResetIpRateLimit: { ...PASSWORD_RESET_IP_RATE_LIMIT },
      passwordResetAccountRateLimit: { ...PASSWORD_RESET_EMAIL_RATE_LIMIT },
    },
  });
}

describe('password reset rate limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await appWithShippedLimits();
  });
  afterAll(async () => {
    await t.close();
  });

  it('when one address is asked for too often, then it answers 429 and sends no more mail', async () => {
    const { user } = await signedInBrowser(t.app);
    const ask = async () =>
      (await openBrowser(t.app)).post('/api/user/forgot-password', { emailId: user.emailId });

    for (let i = 0; i < PASSWORD_RESET_EMAIL_RATE_LIMIT.max; i++) expect((await ask()).status).toBe(200);
    const blocked = await ask();
    const mine = () =>
      readOutbox(outboxDir).then((all) => all.filter((m) => m.to[0]?.address === user.emailId));
    await waitFor(
      async () => ((await mine()).length === PASSWORD_RESET_EMAIL_RATE_LIMIT.max ? true : undefined),
      'the allowed mails',
    );

    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({ error: MESSAGES.tooManyRequests });
    expect((await mine()).length).toBe(PASSWORD_RESET_EMAIL_RATE_LIMIT.max);
  });
});

describe('password reset rate limits per IP', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await appWithShippedLimits();
  });
  afterAll(async () => {
    await t.close();
  });

  it('when one client asks for many addresses, then forgot and reset both answer 429 past the per-IP limit', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < PASSWORD_RESET_IP_RATE_LIMIT.max; i++) {
      const res = await (
        await openBrowser(t.app)
      ).post('/api/user/forgot-password', {
        emailId: `someone-${String(i)}@example.com`,
      });
      statuses.push(res.status);
    }
    const forgot = await (
      await openBrowser(t.app)
    ).post('/api/user/forgot-password', {
      emailId: 'one-more@example.com',
    });
    const reset = await (
      await openBrowser(t.app)
    ).post('/api/user/reset-password', {
      token: 'any',
      newPassword: 'Passw0rdOk',
    });

    expect(statuses.every((status) => status === 200)).toBe(true);
    expect(forgot.status).toBe(429);
    expect(forgot.body).toEqual({ error: MESSAGES.tooManyRequests });
    expect(reset.status).toBe(429);
  });

  it('when forged reset links are tried, then they count against one shared budget', async () => {
    const other = await appWithShippedLimits();
    try {
      const statuses: number[] = [];
      for (let i = 0; i <= PASSWORD_RESET_EMAIL_RATE_LIMIT.max; i++) {
        const res = await (
          await openBrowser(other.app)
        ).post('/api/user/reset-password', {
          token: `forged-${String(i)}`,
          newPassword: 'Passw0rdOk',
        });
        statuses.push(res.status);
      }
      expect(statuses.slice(0, -1).every((status) => status === 400)).toBe(true);
      expect(statuses.at(-1)).toBe(429);
    } finally {
      await other.close();
    }
  });
});
