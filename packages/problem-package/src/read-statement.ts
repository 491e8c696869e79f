// The Markdown statement: problem_statement/ (legacy Kattis) or statement/ (newer), English first.
import { join } from 'node:path';
import { listDirectory, readOptional } from './fs-helpers.js';

const FOLDERS = ['problem_statement', 'statement'];
const PREFERRED = ['problem.en.md', 'problem.md'];

export async function readStatement(root: string): Promise<{ file: string; markdown: string }> {
  for (const folder of FOLDERS) {
    const names = (await listDirectory(join(root, folder))).filter((e) => e.isFile()).map((e) => e.name);
    const markdown = names.filter((name) => /^problem(\.[a-z-]+)?\.md$/i.test(name)).sort();
    const file = PREFERRED.find((name) => markdown.includes(name)) ?? markdown[0];
    if (file === undefined) continue;
    const text = await readOptional(join(root, folder, file));
    if (text !== undefined) return { file: `${folder}/${file}`, markdown: text };
  }
  throw new Error('no Markdown statement (problem_statement/problem.en.md)');
}

/** A statement's first `# Heading`: the title of packages whose problem.yaml has no name. */
export function firstHeading(markdown: string): string | undefined {
  return /^#\s+(.+?)\s*#*\s*$/m.exec(markdown)?.[1];
}
