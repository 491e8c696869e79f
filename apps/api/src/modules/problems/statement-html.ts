// The statement as the workspace shows it: the Markdown, then an interactive problem's sample dialogues,
// through the one sanitising renderer. Figures a package brought are served by the API, so their
// relative links are pointed there. A statement the renderer could stall on is refused first.
import { STATEMENT_MAX_BYTES, STATEMENT_MAX_NESTING } from '@codecourt/contracts';
import { interactionMarkdown, renderStatement, statementNesting } from '@codecourt/problem-package';
import type { ProblemFormat } from '../../db/schema/index.js';
import { appError } from '../../lib/app-error.js';

/** Where a problem's statement files (figures, the PDF) are served. */
export const statementFileUrl = (slug: string, file: string) =>
  `/api/problem/statement/${encodeURIComponent(slug)}/${encodeURIComponent(file)}`;

/** The name a PDF statement is served under. */
export const STATEMENT_PDF = 'problem.pdf';

/** 413 past STATEMENT_MAX_BYTES, 422 past STATEMENT_MAX_NESTING: checked before rendering. */
export function assertRenderable(markdown: string): void {
  if (Buffer.byteLength(markdown) > STATEMENT_MAX_BYTES) throw appError('statementTooLarge', 413);
  if (statementNesting(markdown) > STATEMENT_MAX_NESTING) throw appError('statementTooDeep', 422);
}

export function statementHtml(slug: string, description: string, format: ProblemFormat): string {
  assertRenderable(description);
  const assets = new Set(format.statementAssets.map((a) => a.path));
  const linked = description.replace(/(!\[[^\]]*\]\()([^)\s]+)/g, (whole, start: string, link: string) =>
    assets.has(link) ? `${start}${statementFileUrl(slug, link)}` : whole,
  );
  const dialogues = format.interactions.length > 0 ? `\n\n${interactionMarkdown(format.interactions)}` : '';
  return renderStatement(`${linked}${dialogues}`);
}
