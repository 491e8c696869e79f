import { describe, expect, it } from 'vitest';
import { redirectTarget } from '@/features/auth/lib/redirect';

describe('post-login redirect', () => {
  it('when the login page was reached from /profile, then the user returns there', () => {
    expect(redirectTarget('?redirectTo=%2Fprofile')).toBe('/profile');
  });

  it.each([
    '',
    '?redirectTo=https%3A%2F%2Fevil.example',
    '?redirectTo=%2F%2Fevil.example',
    '?redirectTo=profile',
  ])('when the search is %j, then the user goes to /problems', (search) => {
    expect(redirectTarget(search)).toBe('/problems');
  });
});
