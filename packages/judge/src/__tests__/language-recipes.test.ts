// Every registered language must come with what its definition cannot carry: an image recipe on an
// official base, the conformance suite's programs (the suites then run it on every driver, and `pnpm
// judge:check <id>` runs them for it alone), its row in docs/languages.md (pnpm languages:docs) and a
// Monaco grammar the editor can load (apps/web/build/monaco-grammars.ts imports it from the `monaco` id):
// one monaco-editor ships or, for a language it has none of, ours in apps/web/src/lib/monaco-grammars.
import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES } from '@codecourt/languages';
import { CONFORMANCE_PROGRAMS } from '../testing/programs/index.js';

const REPOSITORY = new URL('../../../../', import.meta.url);
const DOCKER_DIR = fileURLToPath(new URL('docker/judge/', REPOSITORY));
const GRAMMARS_DIR = fileURLToPath(
  new URL('apps/web/node_modules/monaco-editor/esm/vs/languages/definitions/', REPOSITORY),
);
const OWN_GRAMMARS_DIR = fileURLToPath(new URL('apps/web/src/lib/monaco-grammars/', REPOSITORY));

/** The language ids monaco-editor's grammar folders register (cpp's registers `c` and `cpp`). */
async function shippedGrammars(): Promise<Set<string>> {
  const ids = new Set<string>();
  for (const folder of await readdir(GRAMMARS_DIR, { withFileTypes: true })) {
    if (!folder.isDirectory()) continue;
    const register = await readFile(`${GRAMMARS_DIR}${folder.name}/register.js`, 'utf8').catch(() => '');
    for (const match of register.matchAll(/\bid: "([^"]+)"/g)) if (match[1]) ids.add(match[1]);
  }
  return ids;
}

/** The language ids of our own grammars: one file each, named by the id (haskell.ts). */
async function ownGrammars(): Promise<Set<string>> {
  const files = await readdir(OWN_GRAMMARS_DIR, { withFileTypes: true });
  return new Set(
    files.filter((file) => file.isFile() && file.name.endsWith('.ts')).map((file) => file.name.slice(0, -3)),
  );
}

describe('language recipes', () => {
  let grammars: Set<string>;
  let own: Set<string>;
  let docs: string;
  beforeAll(async () => {
    grammars = await shippedGrammars();
    own = await ownGrammars();
    docs = await readFile(fileURLToPath(new URL('docs/languages.md', REPOSITORY)), 'utf8');
  });

  for (const language of LANGUAGES) {
    it(`when ${language.id} is registered, then its image recipe builds the runner into ${language.image.name}`, async () => {
      const recipe = await readFile(`${DOCKER_DIR}${language.image.name}.Dockerfile`, 'utf8');

      expect(recipe).toContain('COPY packages/judge/native/runner.c');
      // One image may serve several languages (PyPy 3 lives in Python's): the label lists them all.
      const labelled = /org\.codecourt\.judge\.language=(\S+)/.exec(recipe)?.[1]?.split(',') ?? [];
      expect(labelled).toContain(language.id);
      // The official recipe installs the npm packages the offline image and CI do, at the same versions.
      for (const npmPackage of language.image.npmPackages ?? []) expect(recipe).toContain(` ${npmPackage}`);
    });

    it(`when ${language.id} is registered, then it has every conformance program, its docs section and its editor grammar`, () => {
      // Indexed by a string: a language added to the registry but not to the programs' table is caught here
      // at run time as well as by the type checker.
      const programs = (CONFORMANCE_PROGRAMS as Readonly<Record<string, unknown>>)[language.id];
      expect(programs, `packages/judge/src/testing/programs/${language.id}.ts`).toBeDefined();
      const sources = Object.entries(CONFORMANCE_PROGRAMS[language.id]).map(([name, value]) => [
        name,
        typeof value === 'string' ? value : value.source,
      ]);
      expect(sources.filter(([, source]) => !source?.trim()).map(([name]) => name)).toEqual([]);

      expect(docs, 'docs/languages.md (pnpm languages:docs)').toContain(
        `\n## ${language.name} (\`${language.id}\`)\n`,
      );
      expect(grammars.size).toBeGreaterThan(50);
      expect(own.size).toBeGreaterThan(0);
      expect(
        [...grammars, ...own],
        `a Monaco grammar named ${language.monaco}, shipped or apps/web/src/lib/monaco-grammars/${language.monaco}.ts`,
      ).toContain(language.monaco);
    });
  }
});
