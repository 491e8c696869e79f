const UNIQUE_VIOLATION = '23505';

/** True when a PostgreSQL unique constraint rejected the statement (node-postgres and PGlite alike, wrapped or not). */
export function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth++) {
    if ((current as { code?: unknown }).code === UNIQUE_VIOLATION) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
