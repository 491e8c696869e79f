// data/sample and data/secret: every <name>.in with its <name>.ans (and a sample's <name>.md explanation),
// test-group subfolders included, in natural order.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { listDirectory, readOptional } from './fs-helpers.js';
import { naturalCompare } from './natural-order.js';
import type { PackageTest } from './package-schema.js';

async function testNames(dir: string, prefix = ''): Promise<string[]> {
  const names: string[] = [];
  for (const entry of await listDirectory(dir)) {
    if (entry.isDirectory())
      names.push(...(await testNames(join(dir, entry.name), `${prefix}${entry.name}/`)));
    else if (entry.name.endsWith('.in')) names.push(prefix + entry.name.slice(0, -'.in'.length));
  }
  return names;
}

/** Throws when an input has no answer file. */
export async function readTests(dir: string): Promise<PackageTest[]> {
  const names = (await testNames(dir)).sort(naturalCompare);
  return Promise.all(
    names.map(async (name): Promise<PackageTest> => {
      const base = join(dir, name);
      const [input, answer, explanation] = await Promise.all([
        readFile(`${base}.in`, 'utf8'),
        readOptional(`${base}.ans`),
        readOptional(`${base}.md`),
      ]);
      if (answer === undefined) throw new Error(`${name}.in has no ${name}.ans`);
      const text = explanation?.trim();
      return { name, input, answer, ...(text ? { explanation: text } : {}) };
    }),
  );
}
