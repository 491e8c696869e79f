import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
// Relative path: Vite bundles it into the config, so no built dist/ of the languages is needed.
import { LANGUAGES } from '../../../packages/languages/src/registry.js';

/** What src/lib/monaco-setup.ts imports to register the grammars (declared in src/types). */
export const MONACO_GRAMMARS_MODULE = 'virtual:monaco-grammars';
const RESOLVED = `\0${MONACO_GRAMMARS_MODULE}`;

/** monaco-editor's folder of grammar definitions (one folder per grammar, each with a register.js). */
function definitionsDir(): string {
  const require = createRequire(import.meta.url);
  return path.dirname(require.resolve('monaco-editor/languages/definitions/register.all'));
}

/**
 * Every Monaco language id the installed monaco-editor ships, and the definitions folder that registers
 * it: a folder may register several ids (cpp registers `c` and `cpp`).
 */
export function shippedMonacoGrammars(): ReadonlyMap<string, string> {
  const dir = definitionsDir();
  const grammars = new Map<string, string>();
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    let register: string;
    try {
      register = readFileSync(path.join(dir, entry.name, 'register.js'), 'utf8');
    } catch {
      continue;
    }
    for (const match of register.matchAll(/registerLanguage\(\{\s*id:\s*"([^"]+)"/g))
      if (match[1]) grammars.set(match[1], entry.name);
  }
  return grammars;
}

/**
 * Our own grammars, for languages monaco-editor ships none for: one module per language in this folder,
 * named by its Monaco id (haskell.ts), exporting `conf` and `language` as a shipped grammar does.
 */
export const OWN_GRAMMARS_DIR = fileURLToPath(new URL('../src/lib/monaco-grammars/', import.meta.url));

/** Every Monaco language id we have a grammar of, and that grammar's file. */
export function ownMonacoGrammars(): ReadonlyMap<string, string> {
  const grammars = new Map<string, string>();
  for (const entry of readdirSync(OWN_GRAMMARS_DIR, { withFileTypes: true }))
    if (entry.isFile() && entry.name.endsWith('.ts'))
      grammars.set(entry.name.slice(0, -'.ts'.length), path.join(OWN_GRAMMARS_DIR, entry.name));
  return grammars;
}

/**
 * The module's text: one import of the grammar folder of every language's `monaco` id, each once; for an
 * id monaco-editor ships no grammar of, our own grammar's registration, made as a shipped register.js makes
 * its own. A registration only names its grammar; the grammar itself is a chunk loaded when an editor first
 * uses it, so the bundle carries the grammars of our languages and nothing of the 80 others.
 */
export function monacoGrammarImports(
  languages: readonly { id: string; monaco: string }[] = LANGUAGES,
): string {
  const shipped = shippedMonacoGrammars();
  const own = ownMonacoGrammars();
  const folders = new Set<string>();
  const ours = new Map<string, string>();
  for (const language of languages) {
    const folder = shipped.get(language.monaco);
    const file = own.get(language.monaco);
    if (folder) folders.add(folder);
    else if (file) ours.set(language.monaco, file);
    else
      throw new Error(
        `${language.id}: monaco-editor ships no grammar "${language.monaco}" (its language file's monaco field) and apps/web/src/lib/monaco-grammars has no ${language.monaco}.ts`,
      );
  }
  const imports = [...folders]
    .sort()
    .map((folder) => `import 'monaco-editor/languages/definitions/${folder}/register';\n`);
  if (ours.size === 0) return imports.join('');
  const registrations = [...ours]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(
      ([id, file]) =>
        `registerLanguage({ id: ${JSON.stringify(id)}, loader: () => import(${JSON.stringify(file)}) });\n`,
    );
  return [
    ...imports,
    `import { registerLanguage } from 'monaco-editor/languages/definitions/_.contribution';\n`,
    ...registrations,
  ].join('');
}

/**
 * `virtual:monaco-grammars`: the editor's grammar imports, derived from the language files
 * (packages/languages), so a new language's `monaco` field is all its colouring needs.
 */
export function monacoGrammars(): Plugin {
  return {
    name: 'codecourt:monaco-grammars',
    resolveId(id) {
      return id === MONACO_GRAMMARS_MODULE ? RESOLVED : undefined;
    },
    load(id) {
      return id === RESOLVED ? monacoGrammarImports() : undefined;
    },
  };
}
