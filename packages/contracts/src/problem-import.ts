// Problem packages through the admin screen: a zip in the Kattis layout in, the same out.
import { z } from 'zod';

/** The largest package zip POST /problem/import accepts, and the most its files may unpack to. */
export const PROBLEM_PACKAGE_MAX_BYTES = 20 * 1024 * 1024;
export const PROBLEM_PACKAGE_MAX_UNPACKED_BYTES = 200 * 1024 * 1024;
export const PROBLEM_PACKAGE_MAX_ENTRIES = 5_000;
/**
 * The JSON body of a problem's update and its verify (PUT /problem/update/{id}, POST /problem/verify/{id}):
 * what GET /problem/admin/{id} returns must go back unchanged, and its tests are bounded by what a package
 * may unpack to. Twice that, since JSON writes each of a test's newlines as two characters. Every other
 * JSON body keeps JSON_BODY_LIMIT_BYTES; this one is read only once the caller is known to be an admin.
 */
export const PROBLEM_UPDATE_BODY_LIMIT_BYTES = 2 * PROBLEM_PACKAGE_MAX_UNPACKED_BYTES;
/**
 * The largest statement (its Markdown or LaTeX source, and the Markdown a LaTeX one becomes) and how deep
 * its lists and quotes may nest. The renderer runs on the API's event loop and its time grows with both
 * (at these limits, about a second at worst); past them a write answers 413 or 422 before rendering. The
 * library's longest statement is under 2 KB.
 */
export const STATEMENT_MAX_BYTES = 64 * 1024;
export const STATEMENT_MAX_NESTING = 8;

/** POST /problem/import: what happened to the package's problem. */
export const importProblemResponseSchema = z.object({
  _id: z.string(),
  slug: z.string(),
  title: z.string(),
  action: z.enum(['created', 'updated']),
  timeLimitMs: z.number().int().positive(),
  warnings: z.array(z.string()),
});
export type ImportProblemResponse = z.infer<typeof importProblemResponseSchema>;

/** POST /problem/import?replace=true replaces the problem with the package's slug; without it, 409. */
export const importProblemQuerySchema = z.object({
  replace: z.enum(['true', 'false']).optional().describe('true replaces a problem with the same slug'),
});

/** The 409 of an import whose slug exists, naming the problem a replace would overwrite. */
export const importSlugExistsResponseSchema = z.object({
  error: z.string(),
  existing: z.object({ _id: z.string(), slug: z.string(), title: z.string() }),
});
export type ImportSlugExistsResponse = z.infer<typeof importSlugExistsResponseSchema>;
