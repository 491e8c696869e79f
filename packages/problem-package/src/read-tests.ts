// data/sample and data/secret: every <name>.in with its <name>.ans (and a sample's <name>.md explanation),
// test-group subfolders included, in natural order. An interactive problem's tests may lack the .ans
// (the interactor decides alone), and its samples may be only <name>.interaction dialogues.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { listDirectory, readOptional } from './fs-helpers.js';
import { naturalCompare } from './natural-order.js';
import { followStoredLink } from './stored-links.js';
import type { PackageTest, SampleInteraction } from './package-schema.js';

async function namesWith(dir: string, extension: string, prefix = ''): Promise<string[]> {
  const names: string[] = [];
  for (const entry of await listDirectory(dir)) {
    if (entry.isDirectory())
      names.push(...(await namesWith(join(dir, entry.name), extension, `${prefix}${entry.name}/`)));
    else if (entry.name.endsWith(extension)) names.push(prefix + entry.name.slice(0, -extension.length));
  }
  return names.sort(naturalCompare);
}

/** Throws when an input has no answer file (unless `answerOptional`: interactive problems). */
export async function readTests(dir: string, answerOptional = false): Promise<PackageTest[]> {
  const names = await namesWith(dir, '.in');
  return Promise.all(
    names.map(async (name): Promise<PackageTest> => {
      const base = join(dir, name);
      const [stored, storedAnswer, explanation] = await Promise.all([
        readFile(`${base}.in`, 'utf8'),
        readOptional(`${base}.ans`),
        readOptional(`${base}.md`),
      ]);
      // data/<sample|secret>/ is two folders below the package's root.
      const root = join(dir, '..', '..');
      const input = await followStoredLink(`${base}.in`, stored, root);
      const answer =
        storedAnswer === undefined ? undefined : await followStoredLink(`${base}.ans`, storedAnswer, root);
      if (answer === undefined && !answerOptional) throw new Error(`${name}.in has no ${name}.ans`);
      const text = explanation?.trim();
      return { name, input, answer: answer ?? '', ...(text ? { explanation: text } : {}) };
    }),
  );
}

export async function readInteractions(dir: string): Promise<SampleInteraction[]> {
  const names = await namesWith(dir, '.interaction');
  return Promise.all(
    names.map(async (name) => ({ name, dialogue: await readFile(join(dir, `${name}.interaction`), 'utf8') })),
  );
}
