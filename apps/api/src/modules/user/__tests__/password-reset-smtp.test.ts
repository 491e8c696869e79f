import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeSmtp } from '../../../testing/fake-smtp.js';
import type { FakeSmtp } from '../../../testing/fake-smtp.js';
import { signedInBrowser } from '../../../testing/sign-in.js';
import { openBrowser } from '../../../testing/test-browser.js';
import { createTestApp } from '../../../testing/test-app.js';
import type { TestApp } from '../../../testing/test-app.js';
import { waitFor } from '../../../testing/wait-for.js';

let smtp: FakeSmtp;
let t: TestApp;
let dataDir: string;
beforeAll(async () => {
  smtp = await startFakeSmtp();
  dataDir = await mkdtemp(path.join(tmpdir(), 'codecourt-smtp-'));
  t = await createTestApp({
    env: { SMTP_URL: smtp.url, MAIL_FROM: 'Court Clerk <clerk@codecourt.example>', DATA_DIR: dataDir },
    config: { publicUrl: 'https://codecourt.example' },
  });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** Quoted-printable soft line breaks and escapes undone, so a long link reads as one line. */
function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

describe('password reset email over SMTP', () => {
  it('when SMTP_URL is set, then the reset email goes to the SMTP server from MAIL_FROM and nothing to the outbox', async () => {
    const { user } = await signedInBrowser(t.app);

    const res = await (await openBrowser(t.app)).post('/api/user/forgot-password', { emailId: user.emailId });
    const mail = await waitFor(
      () => Promise.resolve(smtp.received.find((m) => m.to.includes(user.emailId))),
      'the reset email at the SMTP server',
    );

    expect(res.status).toBe(200);
    expect(mail.from).toBe('clerk@codecourt.example');
    expect(mail.raw).toContain('Subject: Reset your CodeCourt password');
    expect(decodeQuotedPrintable(mail.raw)).toMatch(
      /https:\/\/codecourt\.example\/reset-password\?token=[\w.-]+/,
    );
    expect(await readdir(path.join(dataDir, 'outbox')).catch(() => [])).toEqual([]);
    expect(t.logs()).not.toContain('reset-password?token=');
  });
});
