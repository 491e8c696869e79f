// The statement as the workspace shows it: the Markdown, then an interactive problem's sample dialogues,
// through the one sanitising renderer. Figures a package brought are served by the API, so their
// relative links are pointed there.
import { interactionMarkdown, renderStatement } from '@codecourt/problem-package';
import type { ProblemFormat } from '../../db/schema/index.js';

/** Where a problem's statement files (figures, the PDF) are served. */
export const statementFileUrl = (slug: string, file: string) =>
  `/api/problem/statement/${encodeURIComponent(slug)}/${encodeURIComponent(file)}`;

/** The name a PDF statement is served under. */
export const STATEMENT_PDF = 'problem.pdf';

export function statementHtml(slug: string, description: string, format: ProblemFormat): string {
  const assets = new Set(format.statementAssets.map((a) => a.path));
  const linked = description.replace(/(!\[[^\]]*\]\()([^)\s]+)/g, (whole, start: string, link: string) =>
    assets.has(link) ? `${start}${statementFileUrl(slug, link)}` : whole,
  );
  const dialogues = format.interactions.length > 0 ? `\n\n${interactionMarkdown(format.interactions)}` : '';
  return renderStatement(`${linked}${dialogues}`);
}
