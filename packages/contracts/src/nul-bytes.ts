/**
 * PostgreSQL's text types cannot hold U+0000 and the file system refuses it in names, so no text the
 * API takes may carry one: the API checks every request part with this one rule before its schema
 * (and answers MESSAGES.nulCharacter).
 */
const NUL = '\u0000';
/** Deeper than any request body the schemas accept: past it the schema refuses the value anyway. */
const MAX_DEPTH = 32;

/** Whether any string in `value` (keys included, through arrays and plain objects) holds a NUL character. */
export function holdsNulCharacter(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes(NUL);
  if (typeof value !== 'object' || value === null) return false;
  if (depth >= MAX_DEPTH) return false;
  if (Array.isArray(value)) return value.some((item) => holdsNulCharacter(item, depth + 1));
  return Object.entries(value).some(([key, item]) => key.includes(NUL) || holdsNulCharacter(item, depth + 1));
}
