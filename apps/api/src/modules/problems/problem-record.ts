import type { Difficulty, LanguageId, LanguageName } from '@codecourt/contracts';
import type { Harness } from '@codecourt/problem-package';
import type { ProblemFormat } from '../../db/schema/index.js';

export type StoredTestCase = { name: string; input: string; output: string };
export type StoredSample = StoredTestCase & { explanation: string };
export type StoredCode = { language: LanguageName; code: string };
/** Starter code; with a harness, `code` is the visible part and the judge joins the harness around it (D10: docs/decisions/d10-function-only-harness.md). */
export type StoredTemplate = StoredCode & { harness: Harness | null };

/**
 * One problem with everything it owns, as import writes it and export reads it: the database's
 * view of a problem package (problems/README.md).
 */
export type ProblemRecord = {
  slug: string;
  title: string;
  /** Markdown source; its sanitised HTML is rendered and stored with it on every write. */
  description: string;
  difficulty: Difficulty;
  tags: string;
  constraints: string[];
  timeLimitMs: number;
  memoryLimitKb: number;
  validation: 'default' | 'custom';
  validatorFlags: string;
  validator: { language: LanguageId; source: string } | null;
  editorial: boolean;
  source: string | null;
  license: string | null;
  samples: StoredSample[];
  secrets: StoredTestCase[];
  templates: StoredTemplate[];
  /** For a language whose template has a harness, the visible part; otherwise a whole program. */
  referenceSolutions: StoredCode[];
  /** Scoring, interactive and multi-pass settings, the validator's other files, statement figures or PDF. */
  format: ProblemFormat;
};
