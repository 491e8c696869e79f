// Code blocks in replies are coloured by Monaco's own tokenizer (bundled, never from a CDN), loaded
// only when a reply holds code.
const LANGUAGE_ALIASES: Record<string, string> = {
  'c++': 'cpp',
  c: 'cpp',
  js: 'javascript',
  ts: 'javascript',
  typescript: 'javascript',
  py: 'python',
  python3: 'python',
};

async function loadMonaco() {
  const [monaco] = await Promise.all([
    import('monaco-editor/editor'),
    import('monaco-editor/languages/definitions/cpp/register'),
    import('monaco-editor/languages/definitions/java/register'),
    import('monaco-editor/languages/definitions/javascript/register'),
    import('monaco-editor/languages/definitions/python/register'),
  ]);
  return monaco;
}

let monacoPromise: ReturnType<typeof loadMonaco> | undefined;

/** Colours every `<pre><code class="language-x">` under `root`; leaves the plain text when Monaco cannot load. */
export async function colorizeCodeBlocks(root: HTMLElement): Promise<void> {
  const blocks = [...root.querySelectorAll<HTMLElement>('pre > code[class*="language-"]')];
  if (blocks.length === 0) return;
  try {
    monacoPromise ??= loadMonaco();
    const monaco = await monacoPromise;
    for (const block of blocks) {
      const named = /language-([\w+#-]+)/.exec(block.className)?.[1]?.toLowerCase() ?? '';
      const language = LANGUAGE_ALIASES[named] ?? named;
      // colorize() escapes the text itself and answers spans with Monaco's token classes.
      block.innerHTML = await monaco.editor.colorize(block.textContent, language, { tabSize: 4 });
      block.dataset.colorized = 'true';
    }
  } catch {
    monacoPromise = undefined;
  }
}
