// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { editorEdits, registerOwnGrammar, visibleTokens } from '@/testing/monaco-grammar';

const PROGRAM = String.raw`! Sums the numbers on standard input.
program main
  use, intrinsic :: iso_fortran_env, only: int64, real64
  implicit none
  integer(int64) :: n, total
  integer :: status, count
  real(kind=real64) :: mean
  logical :: done = .false.
  character(len=*), parameter :: label = 'it''s the total: ', &
                                 fmt = "(A, I0)"

  total = 0_int64
  count = 0
  do while (.not. done)
    read (*, *, iostat=status) n
    if (status /= 0 .or. n < 0) then
      done = .true.
    else
      total = total + n
      count = count + 1
    end if
  end do
  mean = real(total, real64) / max(1, count) * 1.5d0
  write (*, fmt) label, total
  print '(F0.2, 1X, Z0)', mean + .5, int(Z'FF')
  IF (COUNT .EQ. 0) STOP 1
end program main
`;

describe('the Fortran grammar', () => {
  registerOwnGrammar('fortran', () => import('@/lib/monaco-grammars/fortran'));

  it('when a Fortran program is coloured, then its keywords, comments, strings and numbers have their classes', async () => {
    const tokens = await visibleTokens(PROGRAM, 'fortran');

    expect(tokens).toEqual(
      expect.arrayContaining([
        { text: '! Sums the numbers on standard input.', type: 'comment' },
        { text: 'program', type: 'keyword' },
        { text: 'implicit', type: 'keyword' },
        { text: 'none', type: 'keyword' },
        { text: 'do', type: 'keyword' },
        { text: 'while', type: 'keyword' },
        { text: 'then', type: 'keyword' },
        { text: 'IF', type: 'keyword' },
        { text: 'STOP', type: 'keyword' },
        { text: 'integer', type: 'type' },
        { text: 'character', type: 'type' },
        { text: '.false.', type: 'keyword' },
        { text: '.not.', type: 'operator' },
        { text: '.or.', type: 'operator' },
        { text: '.EQ.', type: 'operator' },
        { text: '::', type: 'operator' },
        { text: '/=', type: 'operator' },
        { text: "'it", type: 'string' },
        { text: "''", type: 'string.escape' },
        { text: '"(A, I0)"', type: 'string' },
        { text: "'(F0.2, 1X, Z0)'", type: 'string' },
        { text: '0_int64', type: 'number' },
        { text: '1.5d0', type: 'number.float' },
        { text: '.5', type: 'number.float' },
        { text: "Z'FF'", type: 'number.hex' },
        { text: 'total', type: 'identifier' },
      ]),
    );
    expect(tokens.filter((token) => token.type.includes('invalid'))).toEqual([]);
  });

  it('when a line is commented and brackets and quotes typed in the editor, then its configuration applies', async () => {
    const edits = await editorEdits('fortran', 'print *, ', ['(', '[', '"', "'"]);

    expect(edits.commented).toBe('! print *, ');
    expect(edits.typed).toEqual({
      '(': 'print *, ()',
      '[': 'print *, []',
      '"': 'print *, ""',
      "'": "print *, ''",
    });
  });
});
