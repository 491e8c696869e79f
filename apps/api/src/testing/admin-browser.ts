import type { Express } from 'express';
import { openBrowser } from './test-browser.js';

/** Signs in as the bootstrapped admin (ADMIN_EMAIL / ADMIN_PASSWORD) of `app`. */
export async function adminBrowser(app: Express | string, admin: { emailId: string; password: string }) {
  const browser = await openBrowser(app);
  const res = await browser.post('/api/user/login', admin);
  if (res.status !== 200) throw new Error(`admin login failed: ${String(res.status)}`);
  return browser;
}
