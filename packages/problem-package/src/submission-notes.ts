// submissions.json (DOMjudge, beside problem.yaml; or in submissions/): per submission, its entry point
// and the verdicts it may get. Either an object keyed by the path below submissions/ (`accepted/multi`), or a list of objects that
// name it in `path` (or `id`); values take `entry_point` (or `entrypoint`) and `expected_results`.
import { join } from 'node:path';
import type { Verdict } from '@codecourt/contracts';
import { z } from 'zod';
import { verdictOfName } from './expected-results.js';
import { readOptional } from './fs-helpers.js';

export const SUBMISSIONS_JSON = 'submissions.json';

export type SubmissionNote = { entry?: string; expected?: Verdict[] };
export type SubmissionNotes = Map<string, SubmissionNote>;

const noteSchema = z.looseObject({
  path: z.string().optional(),
  id: z.union([z.string(), z.number()]).transform(String).optional(),
  entry_point: z.string().nullish(),
  entrypoint: z.string().nullish(),
  expected_results: z.array(z.string()).nullish(),
});
const fileSchema = z.union([z.array(noteSchema), z.record(z.string(), noteSchema)]);

/** The notes of the package's submissions.json files; submissions/'s own wins over the root's. */
export async function readSubmissionNotes(root: string): Promise<SubmissionNotes> {
  const notes: SubmissionNotes = new Map();
  for (const where of [SUBMISSIONS_JSON, `submissions/${SUBMISSIONS_JSON}`])
    await readNotesFile(join(root, where), where, notes);
  return notes;
}

async function readNotesFile(path: string, where: string, notes: SubmissionNotes): Promise<void> {
  const text = await readOptional(path);
  if (text === undefined) return;
  let parsed: z.infer<typeof fileSchema>;
  try {
    parsed = fileSchema.parse(JSON.parse(text));
  } catch (error) {
    throw new Error(`${where}: ${error instanceof Error ? error.message : String(error)}`);
  }
  const entries = Array.isArray(parsed)
    ? parsed.map((note) => [note.path ?? note.id ?? '', note] as const)
    : Object.entries(parsed);
  for (const [path, note] of entries) {
    const entry = note.entry_point ?? note.entrypoint ?? undefined;
    const expected = note.expected_results?.map(verdictOfName);
    notes.set(path.replace(/^submissions\//, '').replace(/\/$/, ''), {
      ...(entry ? { entry } : {}),
      ...(expected && expected.length > 0 ? { expected } : {}),
    });
  }
}
