import { commentLine, getLanguage } from '@codecourt/judge';
import type { LanguageId } from '@codecourt/contracts';

export type AcceptedSolution = {
  problemId: string;
  slug: string;
  title: string;
  language: LanguageId;
  code: string;
  judgedAt: Date | null;
};
export type ExportedNote = { slug: string; title: string; problemId: string; content: string };
export type ExportFile = { name: string; content: string };

/** Each line of `text` as a line comment of `language`. */
function commented(language: LanguageId, text: string): string {
  const definition = getLanguage(language);
  return text
    .split('\n')
    .map((line) => commentLine(definition, line).trimEnd())
    .join('\n');
}

/**
 * The files of a user's export: one source file per problem and language (the statement's title and link in a
 * header comment) under solutions/, and each note as Markdown under notes/.
 */
export function exportFiles(
  solutions: readonly AcceptedSolution[],
  notes: readonly ExportedNote[],
  problemLink: (problemId: string) => string,
): ExportFile[] {
  const files = solutions.map((solution) => {
    const extension = getLanguage(solution.language).extensions[0];
    const header = commented(
      solution.language,
      `${solution.title}\n${problemLink(solution.problemId)}\nAccepted${solution.judgedAt ? ` ${solution.judgedAt.toISOString()}` : ''} on CodeCourt`,
    );
    return {
      name: `solutions/${solution.slug}/solution${extension}`,
      content: `${header}\n\n${solution.code}\n`,
    };
  });
  for (const note of notes)
    files.push({
      name: `notes/${note.slug}.md`,
      content: `# ${note.title}\n\n${problemLink(note.problemId)}\n\n${note.content}\n`,
    });
  return files;
}
