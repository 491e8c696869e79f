// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { colouredTokens, editorEdits, registerOwnGrammar, visibleTokens } from '@/testing/monaco-grammar';

const PROGRAM = String.raw`;;;; Sums the numbers on standard input.
#| The input is one number a line.
   #| Nested: this is still the comment. |#
   So is this line. |#
(defpackage :main (:use :common-lisp))
(in-package :main)

(defun read-numbers (&optional (stream *standard-input*))
  "The numbers on STREAM, up to its end."
  (loop for n = (read stream nil nil)
        while n
        collect n))

(DEFUN MAIN ()
  (let* ((numbers (read-numbers))
         (total (reduce #'+ numbers :initial-value 0)))
    (format t "total: ~D~%" total)
    (format t "~,2F ~A ~A~%" (* 1.5d0 (/ total (max 1 (length numbers)))) 1/2 #x1F)
    (when (char= #\a #\Space) (error "unreachable \"quote\""))
    (print (1+ -42))
    nil))

(main)
`;

describe('the Common Lisp grammar', () => {
  registerOwnGrammar('commonlisp', () => import('@/lib/monaco-grammars/commonlisp'));

  it('when a Common Lisp program is coloured, then its keywords, comments, strings and numbers have their classes', async () => {
    const tokens = await visibleTokens(PROGRAM, 'commonlisp');

    expect(tokens).toEqual(
      expect.arrayContaining([
        { text: ';;;; Sums the numbers on standard input.', type: 'comment' },
        { text: 'defpackage', type: 'keyword' },
        { text: 'defun', type: 'keyword' },
        { text: 'DEFUN', type: 'keyword' },
        { text: '&optional', type: 'keyword' },
        { text: 'let*', type: 'keyword' },
        { text: 'loop', type: 'keyword' },
        { text: 'when', type: 'keyword' },
        { text: 't', type: 'constant' },
        { text: 'nil', type: 'constant' },
        { text: ':initial-value', type: 'constant' },
        { text: '*standard-input*', type: 'identifier' },
        { text: 'read-numbers', type: 'identifier' },
        { text: '1+', type: 'identifier' },
        { text: "#'", type: 'operator' },
        { text: '"The numbers on STREAM, up to its end."', type: 'string' },
        { text: '\\"', type: 'string.escape' },
        { text: '#\\a', type: 'string' },
        { text: '#\\Space', type: 'string' },
        { text: '-42', type: 'number' },
        { text: '1/2', type: 'number' },
        { text: '1.5d0', type: 'number.float' },
        { text: '#x1F', type: 'number.hex' },
      ]),
    );
    expect(tokens.filter((token) => token.type.includes('invalid'))).toEqual([]);
  });

  it('when a block comment holds another, then it ends only at the outer closing', async () => {
    const lines = await colouredTokens(PROGRAM, 'commonlisp');
    const comment = lines.slice(1, 4).flat();

    expect(comment.map((token) => token.type)).toEqual(comment.map(() => 'comment'));
    expect(lines[4]?.[1]).toEqual({ text: 'defpackage', type: 'keyword' });
  });

  it('when a line is commented and brackets and quotes typed in the editor, then its configuration applies', async () => {
    const edits = await editorEdits('commonlisp', '(print 1) ', ['(', '"', "'", '#|']);

    expect(edits.commented).toBe('; (print 1) ');
    expect(edits.typed).toEqual({
      '(': '(print 1) ()',
      '"': '(print 1) ""',
      "'": "(print 1) '",
      '#|': '(print 1) #| |#',
    });
  });
});
