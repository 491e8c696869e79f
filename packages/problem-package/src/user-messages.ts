// What a compiler or a runtime prints about a harnessed program, made to read as if the user's code stood
// alone: line numbers of the user's own lines (toUserLines), g++'s excerpt gutters renumbered the same way,
// and a JavaScript stack without Node's internals or the harness's own frames.
import type { LanguageId, UserCodeSpan } from '@codecourt/contracts';
import { getLanguage } from '@codecourt/languages';
import { toUserLines } from './harness.js';

/** A g++/clang excerpt line's gutter, `  12 | code`; its marker lines (`     |  ^~~`) carry no number. */
const EXCERPT_GUTTER = /^( *)(\d+)( \| )/gm;

/** Renumbers the excerpt gutters inside the user's part, keeping the gutter's width so the markers align. */
export function toUserExcerptLines(text: string, span: UserCodeSpan): string {
  return text.replace(EXCERPT_GUTTER, (whole, pad: string, digits: string, bar: string) => {
    const line = Number(digits) - span.firstLine + 1;
    if (line < 1 || line > span.lineCount) return whole;
    const shown = String(line);
    return `${' '.repeat(Math.max(0, pad.length + digits.length - shown.length))}${shown}${bar}`;
  });
}

/** Node's own frames (`at Module._compile (node:internal/...)`) and its closing version line. */
const NODE_INTERNAL_FRAME = /^ +at (?:.*\()?node:[\w/.-]+:\d+:\d+\)?\n?/gm;
const NODE_VERSION_LINE = /^\n?Node\.js v\d+\.\d+\.\d+\n?/m;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A JavaScript stack as the user wrote the code: no Node internals, and (with a harness) no frame of the
 * harness's lines. Applied before toUserLines, while frames still carry the joined file's line numbers.
 */
export function withoutHiddenFrames(text: string, source: string, span?: UserCodeSpan): string {
  let shown = text.replace(NODE_INTERNAL_FRAME, '').replace(NODE_VERSION_LINE, '');
  if (span) {
    const file = escapeRegExp(getLanguage('javascript').sourceFile(source));
    const frame = new RegExp(`^ +at (?:.*\\()?\\S*${file}:(\\d+):\\d+\\)?\\n?`, 'gm');
    shown = shown.replace(frame, (whole, digits: string) => {
      const line = Number(digits);
      return line >= span.firstLine && line < span.firstLine + span.lineCount ? whole : '';
    });
  }
  return shown;
}

/** What the judge printed (compile output, stderr, a message), as the user should read it. */
export function toUserMessage(
  text: string,
  language: LanguageId,
  source: string,
  span: UserCodeSpan | undefined,
): string {
  const framed = language === 'javascript' ? withoutHiddenFrames(text, source, span) : text;
  if (!span) return framed;
  const lines = toUserLines(framed, language, source, span);
  return language === 'cpp' || language === 'c' ? toUserExcerptLines(lines, span) : lines;
}
