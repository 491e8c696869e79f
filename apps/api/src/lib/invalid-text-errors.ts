import { chainOf } from './dependency-errors.js';

/**
 * PostgreSQL's "this text cannot be stored" answers: a character not valid in the encoding (22021, which
 * a NUL in a text parameter raises) and an untranslatable one (22P05).
 */
const INVALID_TEXT_SQLSTATE = new Set(['22021', '22P05']);
/** The same refusal from drivers and from Node's file system (a NUL in a path), told only in the message. */
const INVALID_TEXT_MESSAGE = /invalid byte sequence|must be a string without null bytes|null bytes/i;

/**
 * Whether `error` is a store or the file system refusing text the client sent: the backstop behind the
 * schemas' NUL rule, so such text answers 400 on a route the rule does not reach, never 500.
 */
export function isInvalidTextError(error: unknown): boolean {
  return chainOf(error).some(
    (link) =>
      INVALID_TEXT_SQLSTATE.has(typeof link.code === 'string' ? link.code : '') ||
      (typeof link.message === 'string' && INVALID_TEXT_MESSAGE.test(link.message)),
  );
}
