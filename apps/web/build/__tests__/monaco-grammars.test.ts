// Every language's Monaco grammar is loaded: monaco-setup.ts loads only the grammars the virtual module
// build/monaco-grammars.ts derives from the language files (not register.all), so a language whose
// `monaco` names no grammar monaco-editor ships would open as plain text. C++'s grammar colours C too.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_IDS, MONACO_LANGUAGE_BY_ID } from '@codecourt/contracts';
import { MONACO_GRAMMARS_MODULE, monacoGrammarImports, shippedMonacoGrammars } from '../monaco-grammars.js';

const imported = new Set(
  [
    ...monacoGrammarImports().matchAll(
      /import 'monaco-editor\/languages\/definitions\/([\w-]+)\/register';/g,
    ),
  ].map((match) => match[1]),
);

describe('the editor’s Monaco grammars', () => {
  it('when monaco-setup.ts loads, then it imports the grammars derived from the language files', () => {
    const setup = readFileSync(new URL('../../src/lib/monaco-setup.ts', import.meta.url), 'utf8');

    expect(setup).toContain(`import '${MONACO_GRAMMARS_MODULE}';`);
    expect(setup).not.toMatch(/languages\/definitions\/[\w-]+\/register/);
  });

  it('when a language has a file, then its monaco id is a grammar monaco-editor ships and that grammar is loaded', () => {
    const shipped = shippedMonacoGrammars();
    const missing = LANGUAGE_IDS.filter((id) => {
      const folder = shipped.get(MONACO_LANGUAGE_BY_ID[id]);
      return folder === undefined || !imported.has(folder);
    });

    expect(LANGUAGE_IDS.length).toBeGreaterThan(4);
    expect(missing).toEqual([]);
  });

  it('when the grammars are derived, then only the languages’ own are imported, each once', () => {
    const shipped = shippedMonacoGrammars();
    const used = new Set(LANGUAGE_IDS.map((id) => shipped.get(MONACO_LANGUAGE_BY_ID[id])));

    expect(shipped.size).toBeGreaterThan(50);
    expect([...imported].sort()).toEqual([...used].sort());
    expect(monacoGrammarImports().split('\n').filter(Boolean)).toHaveLength(used.size);
  });
});
