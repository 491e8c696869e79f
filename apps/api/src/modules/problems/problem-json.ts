import type { Problem, ProblemSummary } from '@codecourt/contracts';
import type { ProblemFormat } from '../../db/schema/index.js';
import type { ProblemSummaryRow, ProblemView } from './repository.js';
import { STATEMENT_PDF, statementFileUrl } from './statement-html.js';

/** What a scoring, interactive or PDF-statement problem adds to the workspace's problem. */
function formatJson(
  slug: string,
  format: ProblemFormat,
): Pick<Problem, 'scoringGroups' | 'interactive' | 'statementPdfUrl'> {
  return {
    ...(format.kind.scoring && format.groups.length > 0
      ? {
          scoringGroups: format.groups.map((g) => ({
            name: g.name,
            ...(g.score === undefined ? {} : { maxScore: g.score }),
          })),
        }
      : {}),
    ...(format.kind.interactive ? { interactive: true } : {}),
    ...(format.statementPdf === undefined ? {} : { statementPdfUrl: statementFileUrl(slug, STATEMENT_PDF) }),
  };
}

/** A problem in the list (contracts problemSummarySchema). */
export function toProblemSummaryJson(row: ProblemSummaryRow): ProblemSummary {
  return {
    _id: row.id,
    slug: row.slug,
    number: row.number,
    title: row.title,
    difficulty: row.difficulty,
    tags: row.tags,
  };
}

/** The workspace's problem (contracts problemSchema): samples only, hidden tests stay on the server. */
export function toProblemJson(view: ProblemView): Problem {
  const { problem } = view;
  return {
    ...toProblemSummaryJson(problem),
    description: problem.description,
    descriptionHtml: problem.descriptionHtml ?? '',
    constraints: problem.constraints,
    visibleTestCases: view.samples.map((t) => ({
      input: t.input,
      output: t.output,
      explanation: t.explanation ?? '',
    })),
    startCode: view.templates.map((t) => ({ language: t.language, initialCode: t.code })),
    referenceSolution: view.referenceSolutions.map((r) => ({ language: r.language, completeCode: r.code })),
    editorial: problem.editorial,
    ...(view.video
      ? {
          secureUrl: view.video.secureUrl,
          ...(view.video.thumbnailUrl ? { thumbnailUrl: view.video.thumbnailUrl } : {}),
          duration: view.video.duration,
        }
      : {}),
    timeLimitMs: problem.timeLimitMs,
    memoryLimitKb: problem.memoryLimitKb,
    ...formatJson(problem.slug, problem.format),
  };
}
