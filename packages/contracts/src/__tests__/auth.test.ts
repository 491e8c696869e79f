import { describe, expect, it } from 'vitest';
import { MESSAGES, signupRequestSchema, passwordStrength, problemInputSchema } from '../index.js';

function firstIssue(input: unknown): string | undefined {
  const result = signupRequestSchema.safeParse(input);
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe('signup schema', () => {
  it('when every field is valid, then it parses and normalises the email (no last name is null)', () => {
    const parsed = signupRequestSchema.parse({
      firstName: ' Ada ',
      emailId: 'ADA@Example.com',
      password: 'Secret123',
    });
    expect(parsed).toEqual({
      firstName: 'Ada',
      lastName: null,
      emailId: 'ada@example.com',
      password: 'Secret123',
    });
  });
  it('when a field breaks a rule, then the spec message is given', () => {
    expect(firstIssue({ firstName: 'Al', emailId: 'a@b.co', password: 'Secret123' })).toBe(
      MESSAGES.firstNameTooShort,
    );
    expect(firstIssue({ firstName: 'Alan', emailId: 'nope', password: 'Secret123' })).toBe(
      MESSAGES.invalidEmail,
    );
    expect(firstIssue({ firstName: 'Alan', emailId: 'a@b.co', password: 'Sh0rt' })).toBe(
      MESSAGES.passwordTooShort,
    );
    expect(firstIssue({ firstName: 'Alan', emailId: 'a@b.co', password: 'alllowercase1' })).toBe(
      MESSAGES.passwordComplexity,
    );
  });
});

describe('password strength', () => {
  it('when requirements are met one by one, then the score and label follow the 0..5 scale', () => {
    expect(passwordStrength('')).toEqual({ score: 0, label: 'Very Weak' });
    expect(passwordStrength('a')).toEqual({ score: 1, label: 'Very Weak' });
    expect(passwordStrength('aA')).toEqual({ score: 2, label: 'Weak' });
    expect(passwordStrength('aA1')).toEqual({ score: 3, label: 'Fair' });
    expect(passwordStrength('aA1aaaaa')).toEqual({ score: 4, label: 'Good' });
    expect(passwordStrength('aA1aaaa!')).toEqual({ score: 5, label: 'Strong' });
  });
});

describe('problem input schema', () => {
  const base = {
    title: 'Two Sum',
    description: 'd',
    difficulty: 'easy',
    tags: 'array, hashing',
    visibleTestCases: [{ input: '1', output: '1', explanation: 'e' }],
    hiddenTestCases: [{ input: '1', output: '1' }],
    startCode: [
      { language: 'C++', initialCode: 'a' },
      { language: 'Java', initialCode: 'b' },
      { language: 'JavaScript', initialCode: 'c' },
    ],
    referenceSolution: [
      { language: 'C++', completeCode: 'a' },
      { language: 'Java', completeCode: 'b' },
      { language: 'JavaScript', completeCode: 'c' },
    ],
  };
  it('when all three languages are given, then it parses', () => {
    expect(problemInputSchema.safeParse(base).success).toBe(true);
  });
  it('when a language is missing or blank, then it answers "All three languages required"', () => {
    const missing = problemInputSchema.safeParse({ ...base, startCode: base.startCode.slice(0, 2) });
    expect(missing.error?.issues[0]?.message).toBe(MESSAGES.allLanguagesRequired);
    const blank = problemInputSchema.safeParse({
      ...base,
      referenceSolution: [
        ...base.referenceSolution.slice(0, 2),
        { language: 'JavaScript', completeCode: '  ' },
      ],
    });
    expect(blank.error?.issues[0]?.message).toBe(MESSAGES.allLanguagesRequired);
  });
  it('when a tag is unknown, then it is rejected', () => {
    expect(problemInputSchema.safeParse({ ...base, tags: 'array, magic' }).success).toBe(false);
  });
});
