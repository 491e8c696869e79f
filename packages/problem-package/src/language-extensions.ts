// Which language a package's source file is in, by its extension (and the extension we write back).
import type { LanguageId } from '@codecourt/contracts';

const LANGUAGE_BY_EXTENSION: Readonly<Record<string, LanguageId>> = {
  '.cpp': 'cpp',
  '.cc': 'cpp',
  '.cxx': 'cpp',
  '.c': 'c',
  '.java': 'java',
  '.js': 'javascript',
  '.py': 'python',
};

export const EXTENSION_BY_LANGUAGE: Readonly<Record<LanguageId, string>> = {
  cpp: '.cpp',
  c: '.c',
  java: '.java',
  javascript: '.js',
  python: '.py',
};

/** undefined for files the judge cannot run (headers, notes, build scripts). */
export function languageOfFile(fileName: string): LanguageId | undefined {
  const dot = fileName.lastIndexOf('.');
  if (dot <= 0) return undefined;
  return LANGUAGE_BY_EXTENSION[fileName.slice(dot).toLowerCase()];
}
