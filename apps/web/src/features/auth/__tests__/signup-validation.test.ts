import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@codecourt/contracts';
import { validateLogin, validateSignup, validateSignupField } from '@/features/auth/lib/signup-validation';

describe('signup validation', () => {
  it.each([
    ['firstName', 'Al', MESSAGES.firstNameTooShort],
    ['firstName', '   Al   ', MESSAGES.firstNameTooShort],
    ['emailId', 'not-an-email', MESSAGES.invalidEmail],
    ['emailId', '', MESSAGES.invalidEmail],
    ['password', 'Ab1', MESSAGES.passwordTooShort],
    ['password', 'alllowercase1', MESSAGES.passwordComplexity],
    ['password', 'ALLUPPERCASE1', MESSAGES.passwordComplexity],
    ['password', 'NoDigitsHere', MESSAGES.passwordComplexity],
  ] as const)('when %s is %j, then the message is the one the contracts give', (field, value, message) => {
    expect(validateSignupField(field, value)).toBe(message);
  });

  it.each([
    ['firstName', 'Ada'],
    ['emailId', 'ada@example.com'],
    ['password', 'Secret123'],
  ] as const)('when %s is %j, then there is no message', (field, value) => {
    expect(validateSignupField(field, value)).toBeUndefined();
  });

  it('when the whole form is checked, then every invalid field gets its message', () => {
    const errors = validateSignup({ firstName: 'Jo', emailId: 'jo@', password: 'short' });

    expect(errors).toEqual({
      firstName: MESSAGES.firstNameTooShort,
      emailId: MESSAGES.invalidEmail,
      password: MESSAGES.passwordTooShort,
    });
  });

  it('when the whole form is valid, then there are no errors', () => {
    expect(
      validateSignup({ firstName: 'Grace', emailId: 'grace@example.com', password: 'Hopper1906' }),
    ).toEqual({});
  });
});

describe('login validation', () => {
  it('when both fields are empty, then each gets its required message', () => {
    expect(validateLogin({ emailId: '', password: '' })).toEqual({
      emailId: MESSAGES.emailRequired,
      password: MESSAGES.passwordRequired,
    });
  });

  it('when both fields are filled, then there are no errors', () => {
    expect(validateLogin({ emailId: 'a@b.co', password: 'x' })).toEqual({});
  });
});
