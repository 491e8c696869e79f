// Which language a package's source file is in, and the extension written back: both from the language
// definitions (their extensions, Kattis shebangs), so a new language is read and written without a change here.
import type { LanguageId } from '@codecourt/contracts';
import { getLanguage, languageOfSource } from '@codecourt/languages';

/** undefined for files the judge cannot run (headers, notes, build scripts). */
export function languageOfFile(fileName: string, source?: string): LanguageId | undefined {
  return languageOfSource(fileName, source);
}

export function extensionOf(language: LanguageId): string {
  return getLanguage(language).extensions[0];
}
