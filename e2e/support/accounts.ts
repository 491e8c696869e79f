import { randomUUID } from 'node:crypto';
import type { BrowserContext } from 'playwright-core';
import type { SignupRequest } from '@codecourt/contracts';

/** Bootstrapped by the API at start from ADMIN_EMAIL / ADMIN_PASSWORD (see app-server.ts). */
export const E2E_ADMIN = { emailId: 'admin@codecourt.test', password: 'Admin-e2e-2024' } as const;

export function uniqueAccount(firstName = 'Grace'): SignupRequest {
  return { firstName, emailId: `e2e-${randomUUID()}@example.com`, password: 'Hopper1906!' };
}

/**
 * Creates an account through the API with the browser's own cookies, as the page would (CSRF included).
 * The new session is dropped unless `keepSession` asks to stay signed in.
 */
export async function registerAccount(
  context: BrowserContext,
  account: SignupRequest,
  { keepSession = false }: { keepSession?: boolean } = {},
): Promise<void> {
  await context.request.get('/api/health');
  const cookies = await context.cookies();
  const xsrf = cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const response = await context.request.post('/api/user/register', {
    data: account,
    headers: { 'X-XSRF-TOKEN': xsrf },
  });
  if (!response.ok()) throw new Error(`register failed: ${response.status()} ${await response.text()}`);
  if (!keepSession) await context.clearCookies();
}
