import { boolean, integer, jsonb, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { DIFFICULTIES, LANGUAGE_IDS } from '@codecourt/contracts';
import type {
  ChecktestdataProgram,
  InputValidator,
  PackageGrading,
  PackageFile,
  PackageJudgeLimits,
  PackageKind,
  SampleInteraction,
  StatementAsset,
  TestdataArgs,
  TestGroup,
} from '@codecourt/problem-package';

/**
 * What packages beyond a plain pass-fail problem add (issue 21): the problem's kind (scoring,
 * interactive, multi-pass), its scoring groups, sample dialogues, the validator's or interactor's
 * other files, and a statement's figures or PDF (base64).
 */
export type ProblemFormat = {
  kind: PackageKind;
  groups: TestGroup[];
  /** Legacy verdict rules of data/ and data/secret (grader_flags, on_reject); absent in older rows. */
  grading?: PackageGrading;
  interactions: SampleInteraction[];
  validatorFiles: PackageFile[];
  validatorEntry?: string;
  statementFormat: 'markdown' | 'latex' | 'pdf';
  statementAssets: StatementAsset[];
  statementPdf?: string;
  /**
   * problem.yaml's output, compilation and validation limits (the format's defaults where it states none);
   * absent in rows written by the form or before they were kept: the judge's own budgets apply.
   */
  judgeLimits?: PackageJudgeLimits;
  /** input_validators/: its programs and checktestdata scripts, kept so an export writes them back; absent when none. */
  inputValidators?: InputValidator[];
  checktestdata?: ChecktestdataProgram[];
  /** testdata.yaml's output validator words by folder of data/; absent when no folder gives any. */
  testdataArgs?: TestdataArgs[];
};
export const PLAIN_FORMAT: ProblemFormat = {
  kind: { scoring: false, interactive: false, multiPass: false },
  groups: [],
  interactions: [],
  validatorFiles: [],
  statementFormat: 'markdown',
  statementAssets: [],
};

export const difficultyEnum = pgEnum('problem_difficulty', DIFFICULTIES);
export const validationEnum = pgEnum('problem_validation', ['default', 'custom']);
/** A language id column: text checked at the API boundary, so a new language needs no migration. */
export const languageId = (column: string) => text(column, { enum: LANGUAGE_IDS });

/** A problem of the library: the statement (Markdown source), its limits and how outputs are checked. */
export const problems = pgTable('problems', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** The package folder name; import upserts by it. */
  slug: text('slug').notNull().unique(),
  /** The problem's number in the list: given once, in creation order, and never reused. */
  number: integer('number').notNull().unique().generatedAlwaysAsIdentity(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  /** The statement as sanitised HTML, rendered when the problem is written (null: written before there was one). */
  descriptionHtml: text('description_html'),
  difficulty: difficultyEnum('difficulty').notNull(),
  /** One string, comma-separated when a problem has several: clients read it that way. */
  tags: text('tags').notNull(),
  constraints: jsonb('constraints').$type<string[]>().notNull().default([]),
  timeLimitMs: integer('time_limit_ms').notNull(),
  memoryLimitKb: integer('memory_limit_kb').notNull(),
  validation: validationEnum('validation').notNull().default('default'),
  /** problem.yaml's validator_flags, as written: the default validator's ("float_tolerance 1e-6") or a custom one's words. */
  validatorFlags: text('validator_flags').notNull().default(''),
  validatorSource: text('validator_source'),
  validatorLanguage: languageId('validator_language'),
  editorial: boolean('editorial').notNull().default(false),
  /** problem.yaml's source and license, kept so an export writes them back. */
  source: text('source'),
  license: text('license'),
  format: jsonb('format').$type<ProblemFormat>().notNull().default(PLAIN_FORMAT),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type ProblemRow = typeof problems.$inferSelect;
export type NewProblemRow = typeof problems.$inferInsert;
