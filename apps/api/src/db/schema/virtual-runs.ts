import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { contestParticipations } from './contests.js';
import { submissions } from './submissions.js';

/**
 * A submission made during a virtual run (issue #23): kept apart from contest_submissions, which feed the
 * live board's score cache, the ratings and the CCS feed, so a virtual try can never reach any of them.
 */
export const virtualRunSubmissions = pgTable(
  'virtual_run_submissions',
  {
    submissionId: uuid('submission_id')
      .primaryKey()
      .references(() => submissions.id, { onDelete: 'cascade' }),
    participationId: uuid('participation_id')
      .notNull()
      .references(() => contestParticipations.id, { onDelete: 'cascade' }),
    label: text('label').notNull(),
  },
  (table) => [index('virtual_run_submissions_participation_idx').on(table.participationId)],
);
