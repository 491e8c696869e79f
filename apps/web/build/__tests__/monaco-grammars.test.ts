// Every language's Monaco grammar is loaded: monaco-setup.ts loads only the grammars the virtual module
// build/monaco-grammars.ts derives from the language files (not register.all), so a language whose
// `monaco` names no grammar would open as plain text. A grammar is monaco-editor's or, for a language it
// has none of, one of ours (src/lib/monaco-grammars). C++'s grammar colours C too.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_IDS, MONACO_LANGUAGE_BY_ID } from '@codecourt/contracts';
import {
  MONACO_GRAMMARS_MODULE,
  OWN_GRAMMARS_DIR,
  monacoGrammarImports,
  ownMonacoGrammars,
  shippedMonacoGrammars,
} from '../monaco-grammars.js';

/** The shipped grammar folders the module imports, and the ids of ours it registers with their files. */
function parse(module: string): { folders: string[]; own: Map<string, string> } {
  const folders = [
    ...module.matchAll(/import 'monaco-editor\/languages\/definitions\/([\w-]+)\/register';/g),
  ];
  const own = [
    ...module.matchAll(/registerLanguage\(\{ id: ("[^"]+"), loader: \(\) => import\(("[^"]+")\) \}\);/g),
  ];
  return {
    folders: folders.map((match) => match[1] ?? ''),
    own: new Map(
      own.map((match) => [JSON.parse(match[1] ?? '') as string, JSON.parse(match[2] ?? '') as string]),
    ),
  };
}

describe('the editor’s Monaco grammars', () => {
  it('when monaco-setup.ts loads, then it imports the grammars derived from the language files', () => {
    const setup = readFileSync(new URL('../../src/lib/monaco-setup.ts', import.meta.url), 'utf8');

    expect(setup).toContain(`import '${MONACO_GRAMMARS_MODULE}';`);
    expect(setup).not.toMatch(/languages\/definitions\/[\w-]+\/register/);
  });

  it('when a language has a file, then its monaco id is a grammar monaco-editor ships or one of ours, and it is loaded', () => {
    const shipped = shippedMonacoGrammars();
    const { folders, own } = parse(monacoGrammarImports());
    const missing = LANGUAGE_IDS.filter((id) => {
      const monaco = MONACO_LANGUAGE_BY_ID[id];
      const folder = shipped.get(monaco);
      return folder === undefined ? !own.has(monaco) : !folders.includes(folder);
    });

    expect(LANGUAGE_IDS.length).toBeGreaterThan(4);
    expect(missing).toEqual([]);
  });

  it('when the grammars are derived, then only the languages’ own are imported, each once', () => {
    const shipped = shippedMonacoGrammars();
    const monacoIds = LANGUAGE_IDS.map((id) => MONACO_LANGUAGE_BY_ID[id]);
    const used = new Set(monacoIds.flatMap((monaco) => shipped.get(monaco) ?? []));
    const { folders, own } = parse(monacoGrammarImports());

    expect(shipped.size).toBeGreaterThan(50);
    expect(folders.sort()).toEqual([...used].sort());
    expect([...own.keys()].sort()).toEqual(
      [...new Set(monacoIds.filter((monaco) => !shipped.has(monaco)))].sort(),
    );
  });

  it('when a language’s monaco id is one of ours, then the module registers it to load our grammar’s file lazily', () => {
    const module = monacoGrammarImports([
      { id: 'c', monaco: 'c' },
      { id: 'cpp', monaco: 'cpp' },
      { id: 'ocaml', monaco: 'ocaml' },
      { id: 'haskell', monaco: 'haskell' },
    ]);
    const { folders, own } = parse(module);

    expect(folders).toEqual(['cpp']);
    expect([...own.keys()]).toEqual(['haskell', 'ocaml']);
    expect(own.get('ocaml')).toBe(path.join(OWN_GRAMMARS_DIR, 'ocaml.ts'));
    expect(existsSync(own.get('ocaml') ?? '')).toBe(true);
    expect(module).toContain(
      "import { registerLanguage } from 'monaco-editor/languages/definitions/_.contribution';",
    );
    // A static import would put the grammar in the editor's own chunk.
    expect(module).not.toMatch(/^import .*monaco-grammars/m);
  });

  it('when a language’s monaco id is neither shipped nor ours, then the build fails naming the language', () => {
    expect(() => monacoGrammarImports([{ id: 'whitespace', monaco: 'whitespace' }])).toThrow(
      /^whitespace: monaco-editor ships no grammar "whitespace" .* has no whitespace\.ts$/,
    );
  });

  it('when we have a grammar, then monaco-editor ships none of that id and the grammar has its test', () => {
    const shipped = shippedMonacoGrammars();
    const own = [...ownMonacoGrammars().keys()];

    expect(own.length).toBeGreaterThan(0);
    expect(own.filter((id) => shipped.has(id))).toEqual([]);
    expect(
      own.filter((id) => !existsSync(path.join(OWN_GRAMMARS_DIR, '__tests__', `${id}.test.ts`))),
    ).toEqual([]);
  });
});
