/** A textarea's text and selection, before or after an edit. */
export type TextEdit = { text: string; start: number; end: number };

export type MarkdownAction = 'bold' | 'italic' | 'code' | 'codeBlock' | 'link' | 'list';

const WRAPS: Record<Exclude<MarkdownAction, 'list'>, { before: string; after: string; empty: string }> = {
  bold: { before: '**', after: '**', empty: 'bold text' },
  italic: { before: '_', after: '_', empty: 'italic text' },
  code: { before: '`', after: '`', empty: 'code' },
  codeBlock: { before: '```cpp\n', after: '\n```', empty: '// your code' },
  link: { before: '[', after: '](https://)', empty: 'link text' },
};

/**
 * What a toolbar button does to the text: wraps the selection (or a placeholder, left selected so typing
 * replaces it) in the Markdown for it; a list marks every selected line.
 */
export function applyMarkdown({ text, start, end }: TextEdit, action: MarkdownAction): TextEdit {
  const selected = text.slice(start, end);
  if (action === 'list') {
    const lineStart = text.lastIndexOf('\n', start - 1) + 1;
    const lines = text.slice(lineStart, end).split('\n');
    const listed = lines.map((line) => `- ${line}`).join('\n');
    return {
      text: text.slice(0, lineStart) + listed + text.slice(end),
      start: lineStart,
      end: lineStart + listed.length,
    };
  }
  const { before, after, empty } = WRAPS[action];
  // A code block starts on its own line.
  const lead = action === 'codeBlock' && start > 0 && text[start - 1] !== '\n' ? '\n' : '';
  const inner = selected === '' ? empty : selected;
  const at = start + lead.length + before.length;
  return {
    text: text.slice(0, start) + lead + before + inner + after + text.slice(end),
    start: at,
    end: at + inner.length,
  };
}
