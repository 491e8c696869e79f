import { describe, expect, it } from 'vitest';
import { judgeRequestSchema, programSourceSchema } from '../index.js';

const base = { language: 'cpp', source: 'int main(){}', tests: [{ input: '', expected: '' }] } as const;

describe('judge request: multi-file programs, interactors, passes, scoring', () => {
  it('when a request has none of the new fields, then it parses as before', () => {
    const request = judgeRequestSchema.parse(base);
    expect(request.files).toBeUndefined();
    expect(request.scoring).toBeUndefined();
    expect(request.validationPasses).toBeUndefined();
  });

  it('when files have relative paths, then they are kept with the entry', () => {
    const program = programSourceSchema.parse({
      language: 'cpp',
      source: '#include "lib/a.h"\nint main(){}',
      entry: 'main.cpp',
      files: [{ path: 'lib/a.h', content: 'int a();' }],
    });
    expect(program.files).toEqual([{ path: 'lib/a.h', content: 'int a();' }]);
  });

  it.each(['../x.h', '/etc/passwd', 'a/../../b', 'a//b', './a', 'a\\b', 'a\0b', ''])(
    'when a file path is %j, then the program is refused',
    (path) => {
      const result = programSourceSchema.safeParse({ ...base, files: [{ path, content: '' }] });
      expect(result.success).toBe(false);
    },
  );

  it('when two files share a path or a file is the entry, then the program is refused', () => {
    const twice = [
      { path: 'a.h', content: '' },
      { path: 'a.h', content: '' },
    ];
    expect(programSourceSchema.safeParse({ ...base, files: twice }).success).toBe(false);
    const entry = { ...base, entry: 'main.cpp', files: [{ path: 'main.cpp', content: '' }] };
    expect(programSourceSchema.safeParse(entry).success).toBe(false);
  });

  it('when a whole judge request repeats a file path, then the request is refused too', () => {
    const files = [
      { path: 'a.h', content: '' },
      { path: 'a.h', content: '' },
    ];
    expect(judgeRequestSchema.safeParse({ ...base, files }).success).toBe(false);
  });

  it('when the files together pass 1 MB, then the program is refused', () => {
    const big = 'x'.repeat(600 * 1024);
    const files = [
      { path: 'a.txt', content: big },
      { path: 'b.txt', content: big },
    ];
    expect(programSourceSchema.safeParse({ ...base, files }).success).toBe(false);
  });

  it('when a request names an interactor, passes and scoring groups, then defaults fill the groups', () => {
    const request = judgeRequestSchema.parse({
      ...base,
      checker: { kind: 'interactive', interactor: { language: 'python', source: 'print(1)' } },
      validationPasses: 3,
      tests: [{ input: '1', expected: '1', group: 'small' }],
      scoring: { groups: [{ name: 'small', score: 40 }] },
    });
    expect(request.checker.kind).toBe('interactive');
    expect(request.scoring?.groups[0]).toEqual({
      name: 'small',
      aggregation: 'sum',
      score: 40,
      acceptScore: 1,
      rejectScore: 0,
    });
  });

  it('when validationPasses is 0, then the request is refused; 26 passes (DOMjudge hangman) are taken', () => {
    expect(judgeRequestSchema.safeParse({ ...base, validationPasses: 0 }).success).toBe(false);
    expect(judgeRequestSchema.safeParse({ ...base, validationPasses: 26 }).success).toBe(true);
  });
});
