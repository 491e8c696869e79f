import { describe, expect, it } from 'vitest';
import { checkTestData } from '../index.js';

/** Each construct with data it accepts and data it refuses (and the words the refusal must hold). */
const CASES: { name: string; program: string; accepts: string[]; refuses: [string, RegExp][] }[] = [
  {
    name: 'INT with its bounds, SPACE and NEWLINE',
    program: 'INT(1, 10^15) SPACE INT(-5, 5) NEWLINE',
    accepts: ['1 -5\n', '1000000000000000 0\n'],
    refuses: [
      ['0 1\n', /0 is not in \[1, 1000000000000000\]/],
      ['01 1\n', /'01' is not an integer as written/],
      ['1 -0\n', /'-0' is not an integer/],
      ['1  1\n', /expected an integer, found a space/],
      ['1 1', /expected a newline, found end of file/],
      ['1 1\n\n', /expected end of file/],
    ],
  },
  {
    name: 'FLOAT with FIXED and SCIENTIFIC, FLOATP with its decimals',
    program: 'FLOAT(0, 1, x, FIXED) SPACE FLOAT(0, 1000, y, SCIENTIFIC) SPACE FLOATP(0, 1, 1, 2) NEWLINE',
    accepts: ['0.5 1e2 0.25\n'],
    refuses: [
      ['1.5 1e2 0.25\n', /1.5 is not in \[0, 1\]/],
      ['1e-1 1e2 0.25\n', /not in fixed notation/],
      ['0.5 100 0.25\n', /not in scientific notation/],
      ['0.5 1e2 0.125\n', /has 3 decimals/],
    ],
  },
  {
    name: 'STRING and REGEX with a variable',
    program: 'STRING("case ") REGEX("[a-z]+", w) NEWLINE ASSERT(STRLEN(w) <= 3 && w != "bad")',
    accepts: ['case abc\n'],
    refuses: [
      ['Case abc\n', /expected "case "/],
      ['case 123\n', /expected text matching/],
      ['case abcd\n', /ASSERT failed/],
      ['case bad\n', /ASSERT failed/],
    ],
  },
  {
    name: 'REP with a separator, REPI into an array, UNIQUE and INARRAY',
    program: `INT(1, 5, n) NEWLINE
REPI(i, n, SPACE) INT(1, 9, x[i]) END NEWLINE
ASSERT(UNIQUE(x) && INARRAY(7, x))`,
    accepts: ['3\n7 1 2\n'],
    refuses: [
      ['3\n7 1\n', /expected a space, found a newline/],
      ['3\n7 1 1\n', /ASSERT failed/],
      ['2\n1 2\n', /ASSERT failed/],
    ],
  },
  {
    name: 'WHILE up to the end of the data, SET and arithmetic',
    program: `SET(cases = 0, sum = 0)
WHILE(!ISEOF)
  INT(0, 100, v) NEWLINE
  SET(cases = cases + 1, sum = sum + v * 2 - v % 3 / 1)
END
ASSERT(1 <= cases && cases <= 3)`,
    accepts: ['1\n2\n3\n'],
    refuses: [
      ['', /ASSERT failed/],
      ['1\n2\n3\n4\n', /ASSERT failed/],
      ['1\n2 \n', /expected a newline, found a space/],
    ],
  },
  {
    name: 'WHILEI with MATCH, IF and ELSE',
    program: `WHILEI(i, MATCH("ab"))
  IF (MATCH("a")) STRING("a") ELSE STRING("b") SET(last = i) END
END`,
    accepts: ['abab', 'aaa'],
    refuses: [['abc', /expected end of file, found "c"/]],
  },
  {
    name: 'UNSET and two-dimensional arrays',
    program: `REPI(i, 2) REPI(j, 2, SPACE) INT(0, 9, g[i, j]) END NEWLINE END
ASSERT(g[0, 0] + g[1, 1] == 9)
UNSET(g)
ASSERT(!INARRAY(9, g))`,
    accepts: ['4 0\n0 5\n'],
    refuses: [['4 0\n0 4\n', /ASSERT failed \(program line 2\)/]],
  },
];

describe('checktestdata', () => {
  for (const { name, program, accepts, refuses } of CASES) {
    it(`when data fits ${name}, then it is valid; when it does not, then the reason is named`, () => {
      for (const data of accepts) expect(checkTestData(program, data), JSON.stringify(data)).toBeUndefined();
      for (const [data, reason] of refuses) expect(checkTestData(program, data)).toMatch(reason);
    });
  }

  it('when the data fails on its second line, then the refusal says where in the data', () => {
    expect(checkTestData('INT(0, 9) NEWLINE INT(0, 9) NEWLINE', '1\n12\n')).toMatch(
      /^line 2, column 1: 12 is not in \[0, 9\]/,
    );
  });

  it('when the program does not parse, then the refusal says so and names its line', () => {
    expect(checkTestData('INT(1, 2\nNEWLINE', '1\n')).toMatch(/does not parse: line 2: expected '\)'/);
    expect(checkTestData('REP(2) SPACE', '  ')).toMatch(/expected 'END'/);
  });

  it('when a comment, an escaped string and integer division are used, then they mean what the language says', () => {
    const program =
      '# a comment\nSTRING("\\"q\\"\\n") ASSERT(7 / 2 == 3 && -7 / 2 == -3 && 2 ^ 64 > 10 ^ 19)';
    expect(checkTestData(program, '"q"\n')).toBeUndefined();
  });

  it('when a loop never reads and never ends, then it fails instead of running forever', () => {
    expect(checkTestData('WHILE(1 == 1) SET(x = 1) END', '', 50)).toMatch(/runs too long/);
  });
});
