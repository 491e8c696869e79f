import { describe, expect, it } from 'vitest';
import { redirectParam, redirectTarget } from '@/features/auth/lib/redirect';

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

describe('handing the redirect between sign in and sign up', () => {
  it('when sign-in was reached from /profile, then the sign-up link carries /profile on', () => {
    expect(redirectParam('?redirectTo=%2Fprofile')).toBe('/profile');
    expect(
      redirectTarget(`?redirectTo=${encodeURIComponent(redirectParam('?redirectTo=%2Fprofile') ?? '')}`),
    ).toBe('/profile');
  });

  it('when no page sent the user, then nothing is carried and both pages send to /problems', () => {
    expect(redirectParam('')).toBeUndefined();
  });
});
