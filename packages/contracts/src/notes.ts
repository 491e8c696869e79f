// A private Markdown note per user and problem: /api/notes.
import { z } from 'zod';
import { idSchema, isoDateSchema } from './common.js';
import { NOTE_MAX_LENGTH } from './limits.js';
import { MESSAGES } from './messages.js';

/** PUT /notes/{problemId}: the whole note; an empty one is kept as empty (DELETE removes it). */
export const noteWriteSchema = z.object({
  content: z
    .string()
    .max(NOTE_MAX_LENGTH, MESSAGES.noteTooLong)
    // PostgreSQL cannot store NUL in text.
    .refine((text) => !text.includes('\0'), MESSAGES.nulCharacter),
});
export type NoteWrite = z.infer<typeof noteWriteSchema>;

export const noteSchema = z.object({
  problemId: idSchema,
  content: z.string(),
  updatedAt: isoDateSchema,
});
export type Note = z.infer<typeof noteSchema>;

/** GET /notes/{problemId}: the note, or null when the user has none for that problem. */
export const noteResponseSchema = noteSchema.nullable();

/** GET /notes?q=: words searched in the note and the problem's title (case-insensitive). */
export const noteSearchSchema = z.object({
  q: z.string().trim().max(100, MESSAGES.noteSearchTooLong).optional(),
});
export type NoteSearch = z.infer<typeof noteSearchSchema>;

/** A note in the profile's list: the problem it belongs to and the note itself. */
export const noteListItemSchema = noteSchema.extend({
  problemSlug: z.string(),
  problemTitle: z.string(),
});
export type NoteListItem = z.infer<typeof noteListItemSchema>;
export const noteListResponseSchema = z.array(noteListItemSchema);

/** DELETE /notes/{problemId}: answered whether there was a note or not. */
export const noteDeletedSchema = z.object({ problemId: idSchema, deleted: z.literal(true) });
