// A LaTeX statement (problemtools' problem.<lang>.tex) to Markdown with Debian's pandoc, spawned, so the
// app's one sanitising renderer shows it like every other statement (sections become `##` headings,
// as in our Markdown statements). problemtools' own macros are
// rewritten to plain LaTeX first.
//
// pandoc runs with --sandbox (pandoc 2.15 and later; Debian 12 has 2.17): its LaTeX reader reads no file and
// opens no connection, so `\lstinputlisting{/etc/passwd}`, `\input`, `\include` or `\inputminted` in a
// package's statement bring nothing from the server in. Figures stay links; read-statement.ts takes them
// from the statement's own folder only.
import { spawn } from 'node:child_process';

export const PANDOC = process.env.CODECOURT_PANDOC ?? 'pandoc';
const TIMEOUT_MS = 20_000;

const ARGUMENTS = ['--sandbox', '--from=latex', '--to=gfm', '--wrap=none', '--shift-heading-level-by=1'];

/** Runs pandoc on `latex`; rejects with a message that says how to get pandoc when it is missing. */
export function pandocToMarkdown(latex: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(PANDOC, ARGUMENTS, {
      stdio: ['pipe', 'pipe', 'pipe'],
      timeout: TIMEOUT_MS,
    });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => err.push(chunk));
    child.on('error', (error: NodeJS.ErrnoException) => {
      reject(
        new Error(
          error.code === 'ENOENT'
            ? `a LaTeX statement needs pandoc to be converted, and '${PANDOC}' is not installed (apt-get install pandoc)`
            : `pandoc failed: ${error.message}`,
        ),
      );
    });
    child.on('close', (code, signal) => {
      if (code === 0) resolve(Buffer.concat(out).toString('utf8'));
      else
        reject(
          new Error(
            `pandoc could not convert the LaTeX statement (${signal ?? `exit ${String(code)}`}): ${Buffer.concat(err).toString('utf8').trim().split('\n')[0] ?? ''}`,
          ),
        );
    });
    child.stdin.on('error', () => undefined);
    child.stdin.end(latex);
  });
}

/** Reads one balanced `{...}` argument starting at `from` (which must be `{`); undefined if unbalanced. */
function argumentAt(text: string, from: number): { value: string; end: number } | undefined {
  if (text[from] !== '{') return undefined;
  let depth = 0;
  for (let i = from; i < text.length; i++) {
    if (text[i] === '\\') i++;
    else if (text[i] === '{') depth++;
    else if (text[i] === '}' && --depth === 0) return { value: text.slice(from + 1, i), end: i + 1 };
  }
  return undefined;
}

/** Replaces `\name{a}{b}...` (exactly `count` arguments) with what `replace` makes of them. */
function rewriteMacro(
  text: string,
  name: string,
  count: number,
  replace: (args: string[]) => string,
): string {
  let result = '';
  let at = 0;
  for (let found = text.indexOf(`\\${name}`, at); found >= 0; found = text.indexOf(`\\${name}`, at)) {
    let cursor = found + name.length + 1;
    const args: string[] = [];
    while (args.length < count) {
      while (/\s/.test(text[cursor] ?? '')) cursor++;
      const arg = argumentAt(text, cursor);
      if (!arg) break;
      args.push(arg.value);
      cursor = arg.end;
    }
    if (args.length < count || /[A-Za-z]/.test(text[found + name.length + 1] ?? '')) {
      result += text.slice(at, found + name.length + 1);
      at = found + name.length + 1;
      continue;
    }
    result += text.slice(at, found) + replace(args);
    at = cursor;
  }
  return result + text.slice(at);
}

export type LatexStatement = { title?: string; body: string };

/**
 * problemtools' macros as plain LaTeX: `\problemname{T}` gives the title, `\illustration{w}{file}{caption}`
 * a figure, the `\sectionInput`-style shorthands sections.
 */
export function plainLatex(latex: string): LatexStatement {
  let title: string | undefined;
  let body = latex.replace(/^\s*\\documentclass.*$|\\begin\{document\}|\\end\{document\}/gm, '');
  body = rewriteMacro(body, 'problemname', 1, ([name]) => {
    title = name?.trim();
    return '';
  });
  body = rewriteMacro(body, 'illustration', 3, ([, file, caption]) => {
    return `\n\\begin{figure}\\includegraphics{${file ?? ''}}\\caption{${caption ?? ''}}\\end{figure}\n`;
  });
  for (const [macro, heading] of [
    ['sectionInput', 'Input'],
    ['sectionOutput', 'Output'],
    ['sectionInteraction', 'Interaction'],
    ['sectionScoring', 'Scoring'],
  ] as const)
    body = body.replace(new RegExp(`\\\\${macro}\\b`, 'g'), `\\section*{${heading}}`);
  return { ...(title ? { title } : {}), body };
}
