import { randomUUID } from 'node:crypto';

/** A valid signup body with an email no other test uses. */
export function newSignup(overrides: Partial<{ firstName: string; emailId: string; password: string }> = {}) {
  return {
    firstName: 'Ada',
    emailId: `ada-${randomUUID().slice(0, 8)}@example.com`,
    password: 'Str0ngPassw0rd!',
    ...overrides,
  };
}
