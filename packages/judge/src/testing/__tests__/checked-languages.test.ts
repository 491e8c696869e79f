import { describe, expect, it } from 'vitest';
import { LANGUAGE_IDS } from '@codecourt/contracts';
import { checkedLanguages, driverLanguagesVariable } from '../checked-languages.js';

describe('checkedLanguages', () => {
  it('when nothing narrows them, then every language is checked on every driver', () => {
    expect(checkedLanguages('docker', {})).toEqual({ languages: LANGUAGE_IDS, narrowed: false });
    expect(checkedLanguages(undefined, {})).toEqual({ languages: LANGUAGE_IDS, narrowed: false });
  });

  it('when JUDGE_CHECK_LANGUAGES names some, then only they are checked, in the registry order', () => {
    expect(checkedLanguages('bwrap', { JUDGE_CHECK_LANGUAGES: ' python, cpp ' })).toEqual({
      languages: ['cpp', 'python'],
      narrowed: true,
    });
  });

  it("when one driver's variable names some, then only that driver is narrowed, and not as a judge:check", () => {
    const env = { [driverLanguagesVariable('process')]: 'c,python' };

    expect(driverLanguagesVariable('process')).toBe('JUDGE_CHECK_LANGUAGES_PROCESS');
    expect(checkedLanguages('process', env)).toEqual({ languages: ['python', 'c'], narrowed: false });
    expect(checkedLanguages('bwrap', env).languages).toEqual(LANGUAGE_IDS);
  });

  it('when both name languages, then a driver checks those both name', () => {
    const env = { JUDGE_CHECK_LANGUAGES: 'ruby,c', JUDGE_CHECK_LANGUAGES_PROCESS: 'c,python' };

    expect(checkedLanguages('process', env).languages).toEqual(['c']);
    expect(checkedLanguages('docker', env).languages).toEqual(['c', 'ruby']);
  });

  it('when a variable names no language file, then it fails naming the variable and the name', () => {
    expect(() => checkedLanguages('process', { JUDGE_CHECK_LANGUAGES_PROCESS: 'cobol' })).toThrow(
      'JUDGE_CHECK_LANGUAGES_PROCESS names no language file: cobol',
    );
  });
});
