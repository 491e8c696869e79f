import { editor, Selection } from 'monaco-editor/editor';
import 'monaco-editor/features/comment/register';
import { registerLanguage, type MonarchGrammar } from 'monaco-editor/languages/definitions/_.contribution';

/** One token of a line: its text and its class without the grammar's postfix (`keyword`, not `keyword.ocaml`). */
export type ColouredToken = { text: string; type: string };

const registered = new Set<string>();

/**
 * Registers one of our grammars (src/lib/monaco-grammars) as the app's `virtual:monaco-grammars` does, with
 * monaco-editor's own registerLanguage, so the grammar module loads only when the language is first used.
 * Once per language: the web project's test files share their worker's Monaco.
 */
export function registerOwnGrammar(id: string, loader: () => Promise<MonarchGrammar>): void {
  if (registered.has(id)) return;
  registered.add(id);
  registerLanguage({ id, loader });
}

/** Waits for the language's lazily loaded grammar, as an editor's first coloured line does. */
async function grammarLoaded(id: string): Promise<void> {
  // colorize awaits the tokeniser's creation from the loaded module; tokenize alone would not wait, and
  // would colour with no grammar at all.
  await editor.colorize('', id, {});
}

/** The source's tokens as Monaco's Monarch tokeniser colours them, line by line. */
export async function colouredTokens(source: string, id: string): Promise<ColouredToken[][]> {
  await grammarLoaded(id);
  const lines = source.split('\n');
  const postfix = `.${id}`;
  return editor.tokenize(source, id).map((tokens, line) =>
    tokens.map((token, index) => ({
      text: lines[line]?.slice(token.offset, tokens[index + 1]?.offset) ?? '',
      type: token.type.endsWith(postfix) ? token.type.slice(0, -postfix.length) : token.type,
    })),
  );
}

/** The tokens that are not white space, all lines together. */
export async function visibleTokens(source: string, id: string): Promise<ColouredToken[]> {
  return (await colouredTokens(source, id)).flat().filter((token) => token.text.trim() !== '');
}

/**
 * What a person gets in a real Monaco editor of the language from `line`: the line commented with the
 * editor's Toggle Line Comment, and each of `typed` typed key by key on its own at the line's end
 * (auto-closing).
 */
export async function editorEdits(
  id: string,
  line: string,
  typed: readonly string[],
): Promise<{ commented: string; typed: Record<string, string> }> {
  const host = document.createElement('div');
  document.body.append(host);
  // No overview ruler and no minimap: both draw on a canvas, which happy-dom has not.
  const view = editor.create(host, {
    value: line,
    language: id,
    overviewRulerLanes: 0,
    minimap: { enabled: false },
  });
  try {
    // The model's language was first met as the editor took it: monaco then set the configuration from the
    // same loaded module, before the tokeniser (made from it in more steps) is ready.
    await grammarLoaded(id);
    view.setSelection(new Selection(1, 1, 1, line.length + 1));
    await view.getAction('editor.action.commentLine')?.run();
    const commented = view.getValue();
    const results: Record<string, string> = {};
    for (const text of typed) {
      view.setValue(line);
      view.setSelection(new Selection(1, line.length + 1, 1, line.length + 1));
      for (const character of text) view.trigger('keyboard', 'type', { text: character });
      results[text] = view.getValue();
    }
    return { commented, typed: results };
  } finally {
    view.getModel()?.dispose();
    view.dispose();
    host.remove();
    // Monaco keeps its screen-reader live regions (role="alert" and "status") in the page after every editor
    // is gone; the web project's files share their worker's document, where a form test then found them.
    for (const node of document.querySelectorAll('.monaco-aria-container')) node.remove();
  }
}
