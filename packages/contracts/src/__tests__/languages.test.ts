import { describe, expect, it } from 'vitest';
import {
  EDITOR_LANGUAGE_IDS,
  LANGUAGE_IDS,
  LANGUAGE_ID_BY_NAME,
  TEMPLATE_ONLY_LANGUAGE_IDS,
  isLanguageId,
} from '../languages.js';
import { submitRequestSchema } from '../submission-requests.js';

describe('language lists', () => {
  it('when the editor lists are derived, then the spec four are always offered, Go only with a template, C never', () => {
    expect(EDITOR_LANGUAGE_IDS).toEqual(['cpp', 'java', 'javascript', 'python']);
    expect(TEMPLATE_ONLY_LANGUAGE_IDS).toEqual(['go']);
    expect(LANGUAGE_IDS).toContain('c');
  });

  it('when Go is named, then run and submit accept it and its user-facing name maps back', () => {
    expect(isLanguageId('go')).toBe(true);
    expect(LANGUAGE_ID_BY_NAME.Go).toBe('go');
    expect(submitRequestSchema.safeParse({ code: 'package main', language: 'go' }).success).toBe(true);
    expect(submitRequestSchema.safeParse({ code: 'x', language: 'rust' }).success).toBe(false);
  });
});
