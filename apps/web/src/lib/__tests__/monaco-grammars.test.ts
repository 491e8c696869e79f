// Every language the editor may offer has its Monaco grammar loaded: monaco-setup.ts loads only the grammars
// it imports (not register.all), so a language added to packages/languages would otherwise open as plain
// text. C++'s grammar colours C too.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BESIDE_LANGUAGE_IDS, EDITOR_LANGUAGE_IDS, TEMPLATE_ONLY_LANGUAGE_IDS } from '@codecourt/contracts';
import { monacoLanguageOf } from '@/lib/editor-languages';

const setup = readFileSync(new URL('../monaco-setup.ts', import.meta.url), 'utf8');
const loaded = new Set(
  [...setup.matchAll(/import 'monaco-editor\/languages\/definitions\/([\w-]+)\/register';/g)].map(
    (match) => match[1],
  ),
);

describe('the editor’s Monaco grammars', () => {
  it('when a language may open in the editor, then monaco-setup.ts loads the grammar its file names', () => {
    const offered = [...EDITOR_LANGUAGE_IDS, ...TEMPLATE_ONLY_LANGUAGE_IDS, ...BESIDE_LANGUAGE_IDS];

    expect(offered.length).toBeGreaterThan(4);
    expect(offered.filter((id) => !loaded.has(monacoLanguageOf(id)))).toEqual([]);
  });
});
