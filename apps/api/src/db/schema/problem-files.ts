import { integer, pgEnum, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { LANGUAGE_NAMES } from '@codecourt/contracts';
import { problems } from './problems.js';

export const testCaseKindEnum = pgEnum('test_case_kind', ['sample', 'secret']);
/**
 * Languages are text columns checked at the API boundary, not database enums: a new language is a
 * file in packages/languages, never a migration.
 */
const languageName = (column: string) => text(column, { enum: LANGUAGE_NAMES });

/** Samples are the visible test cases (with an explanation); secret ones never leave the server. */
export const testCases = pgTable(
  'test_cases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    problemId: uuid('problem_id')
      .notNull()
      .references(() => problems.id, { onDelete: 'cascade' }),
    kind: testCaseKindEnum('kind').notNull(),
    ordinal: integer('ordinal').notNull(),
    /** The package file's base name (01, 02-max, ...), so export writes the same names back. */
    name: text('name').notNull(),
    input: text('input').notNull(),
    output: text('output').notNull(),
    explanation: text('explanation'),
  },
  (table) => [unique('test_cases_problem_kind_ordinal').on(table.problemId, table.kind, table.ordinal)],
);

/**
 * Starter code per language (the API's startCode). With a harness (both columns set), `code` is the part
 * the editor shows and the judge joins prepend + the user's code + append; without, `code` is a whole program.
 */
export const templates = pgTable(
  'problem_templates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    problemId: uuid('problem_id')
      .notNull()
      .references(() => problems.id, { onDelete: 'cascade' }),
    language: languageName('language').notNull(),
    code: text('code').notNull(),
    prepend: text('prepend'),
    append: text('append'),
  },
  (table) => [unique('problem_templates_problem_language').on(table.problemId, table.language)],
);

/** Accepted solutions per language (the API's referenceSolution). */
export const referenceSolutions = pgTable(
  'reference_solutions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    problemId: uuid('problem_id')
      .notNull()
      .references(() => problems.id, { onDelete: 'cascade' }),
    language: languageName('language').notNull(),
    code: text('code').notNull(),
  },
  (table) => [unique('reference_solutions_problem_language').on(table.problemId, table.language)],
);

export type TestCaseRow = typeof testCases.$inferSelect;
export type NewTestCaseRow = typeof testCases.$inferInsert;
export type TemplateRow = typeof templates.$inferSelect;
export type ReferenceSolutionRow = typeof referenceSolutions.$inferSelect;
