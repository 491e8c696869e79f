// The statement: problem_statement/ (legacy Kattis) or statement/ (2023-07), English first. Markdown is
// taken as it is; LaTeX is converted to Markdown with pandoc at import; a PDF alone is kept for download
// beside a short generated page. The figures a statement includes are kept with it.
import { stat } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { MESSAGES, STATEMENT_MAX_BYTES } from '@codecourt/contracts';
import { listDirectory, readOptional, readOptionalBytes } from './fs-helpers.js';
import { pandocToMarkdown, plainLatex } from './latex-statement.js';
import type { StatementAsset } from './package-schema.js';

const FOLDERS = ['problem_statement', 'statement'];
const LANGUAGE_ORDER = ['en', ''];
/** Figure formats a browser shows; LaTeX may name a figure without its extension. */
const IMAGE_EXTENSIONS = ['.png', '.jpg', '.jpeg', '.gif', '.svg', '.webp'];

export type Statement = {
  file: string;
  format: 'markdown' | 'latex' | 'pdf';
  markdown: string;
  title?: string;
  assets: StatementAsset[];
  pdfBase64?: string;
};

/** problem.en.md before problem.md before any other language; undefined when none has `extension`. */
function pick(names: readonly string[], extension: string): string | undefined {
  const pattern = new RegExp(`^problem(\\.[a-z-]+)?\\${extension}$`, 'i');
  const matching = names.filter((name) => pattern.test(name)).sort();
  for (const language of LANGUAGE_ORDER) {
    const name = language === '' ? `problem${extension}` : `problem.${language}${extension}`;
    if (matching.includes(name)) return name;
  }
  return matching[0];
}

const IMAGE_LINK = /!\[([^\]]*)\]\(<?([^)\s>]+)>?(\s+"[^"]*")?\)/g;

/** The statement's local figures, read and renamed to the file found (LaTeX leaves out extensions). */
async function figuresOf(
  dir: string,
  markdown: string,
): Promise<{ markdown: string; assets: StatementAsset[] }> {
  const names = new Set((await listDirectory(dir)).filter((e) => e.isFile()).map((e) => e.name));
  const assets = new Map<string, StatementAsset>();
  const found = new Map<string, string>();
  for (const match of markdown.matchAll(IMAGE_LINK)) {
    const link = match[2] ?? '';
    if (/^[a-z]+:/i.test(link) || link.includes('..') || link.startsWith('/')) continue;
    const name = [link, ...IMAGE_EXTENSIONS.map((ext) => `${link}${ext}`)].find(
      (candidate) =>
        names.has(candidate) && IMAGE_EXTENSIONS.some((ext) => candidate.toLowerCase().endsWith(ext)),
    );
    if (name === undefined) continue;
    const bytes = await readOptionalBytes(join(dir, name));
    if (bytes === undefined) continue;
    found.set(link, name);
    assets.set(name, { path: name, base64: bytes.toString('base64') });
  }
  const renamed = markdown.replace(IMAGE_LINK, (whole, alt: string, link: string, title?: string) => {
    const name = found.get(link);
    return name === undefined ? whole : `![${alt}](${name}${title ?? ''})`;
  });
  return { markdown: renamed, assets: [...assets.values()] };
}

/** The page shown for a statement that exists only as a PDF. */
export function pdfStatementPage(title: string): string {
  return `The statement of **${title}** is a PDF document: download it to read the task, its input and its output.\n`;
}

export type StatementSource = { folder: string; name: string; format: 'markdown' | 'latex'; bytes: number };

/**
 * The Markdown or LaTeX file readStatement reads (Markdown first, then LaTeX, in problem_statement/ before
 * statement/), with its size: what a writer checks against STATEMENT_MAX_BYTES before reading it.
 */
export async function statementSource(root: string): Promise<StatementSource | undefined> {
  for (const folder of FOLDERS) {
    const dir = join(root, folder);
    const names = (await listDirectory(dir)).filter((e) => e.isFile()).map((e) => e.name);
    for (const [extension, format] of [
      ['.md', 'markdown'],
      ['.tex', 'latex'],
    ] as const) {
      const name = pick(names, extension);
      if (name !== undefined) return { folder, name, format, bytes: (await stat(join(dir, name))).size };
    }
  }
  return undefined;
}

export async function readStatement(root: string): Promise<Statement> {
  const source = await statementSource(root);
  if (source !== undefined) {
    // Refused before pandoc or the renderer spend time on it; the API answers 413 before reading.
    if (source.bytes > STATEMENT_MAX_BYTES) throw new Error(MESSAGES.statementTooLarge);
    const dir = join(root, source.folder);
    const text = (await readOptional(join(dir, source.name))) ?? '';
    const file = `${source.folder}/${source.name}`;
    if (source.format === 'markdown') return { file, format: 'markdown', ...(await figuresOf(dir, text)) };
    const plain = plainLatex(text);
    return {
      file,
      format: 'latex',
      ...(await figuresOf(dir, await pandocToMarkdown(plain.body))),
      ...(plain.title ? { title: plain.title } : {}),
    };
  }
  // DOMjudge keeps problem.pdf at the top (often a link into problem_statement/).
  for (const candidate of [
    ...FOLDERS.map((f) => join(f, 'problem.en.pdf')),
    ...FOLDERS.map((f) => join(f, 'problem.pdf')),
    'problem.pdf',
  ]) {
    const bytes = await readOptionalBytes(join(root, candidate));
    if (bytes === undefined) continue;
    return {
      file: candidate,
      format: 'pdf',
      markdown: pdfStatementPage(basename(root)),
      assets: [],
      pdfBase64: bytes.toString('base64'),
    };
  }
  throw new Error(
    'no statement (problem_statement/problem.en.md, problem.en.tex or problem.pdf; statement/ in the 2023-07 layout)',
  );
}

/** A statement's first `# Heading`: the title of packages whose problem.yaml has no name. */
export function firstHeading(markdown: string): string | undefined {
  return /^#\s+(.+?)\s*#*\s*$/m.exec(markdown)?.[1];
}
