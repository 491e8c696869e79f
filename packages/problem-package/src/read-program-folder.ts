// A program made of several files: a folder holding sources, headers and data files. One source is the
// entry point (named by the caller, else the language's rule); every other file travels with it.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { LanguageId } from '@codecourt/contracts';
import { programEntry } from '@codecourt/languages';
import { listDirectory } from './fs-helpers.js';
import { languageOfFile } from './language-extensions.js';
import { naturalCompare } from './natural-order.js';
import { isRelativeName } from './package-schema.js';
import type { PackageFile } from './package-schema.js';

export type ProgramFolder = { entry: string; language: LanguageId; source: string; files: PackageFile[] };

/** Every file below `dir`, paths relative to it, in natural order. */
export async function readFolderFiles(dir: string, prefix = ''): Promise<PackageFile[]> {
  const files: PackageFile[] = [];
  const entries = (await listDirectory(dir)).sort((a, b) => naturalCompare(a.name, b.name));
  for (const entry of entries) {
    const path = `${prefix}${entry.name}`;
    if (entry.isDirectory()) files.push(...(await readFolderFiles(join(dir, entry.name), `${path}/`)));
    else files.push({ path, content: await readFile(join(dir, entry.name), 'utf8') });
  }
  return files;
}

/** The languages' own rule (@codecourt/languages), when all the folder's sources share one language. */
function entryByRule(sources: readonly (PackageFile & { language: LanguageId })[]): string | undefined {
  const languages = new Set(sources.map((s) => s.language));
  const [language] = [...languages];
  return languages.size === 1 && language !== undefined ? programEntry(language, sources) : undefined;
}

/** Throws when no file runs or the entry point is ambiguous (`where` names the folder in messages). */
export async function readProgramFolder(dir: string, where: string, entry?: string): Promise<ProgramFolder> {
  const all = await readFolderFiles(dir);
  const odd = all.find((file) => !isRelativeName(file.path));
  if (odd) throw new Error(`${where}: ${odd.path} is not a plain file name`);
  const sources = all.flatMap((file) => {
    const language = languageOfFile(file.path.slice(file.path.lastIndexOf('/') + 1), file.content);
    return language ? [{ ...file, language }] : [];
  });
  const chosen = entry ?? entryByRule(sources);
  if (chosen === undefined) {
    throw new Error(
      sources.length === 0
        ? `${where}: no source file in a language the judge runs`
        : `${where}: cannot tell the entry point among ${sources.map((s) => s.path).join(', ')} (name it in submissions.json)`,
    );
  }
  const main = sources.find((s) => s.path === chosen);
  if (!main)
    throw new Error(`${where}: entry point ${chosen} is not a source file in a language the judge runs`);
  return {
    entry: main.path,
    language: main.language,
    source: main.content,
    files: all.filter((file) => file.path !== main.path),
  };
}
