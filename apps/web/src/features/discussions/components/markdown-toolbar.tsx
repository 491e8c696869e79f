import type { RefObject } from 'react';
import { Bold, Code, Italic, Link2, List, SquareCode, type LucideIcon } from 'lucide-react';
import { applyMarkdown, type MarkdownAction } from '@/features/discussions/lib/markdown-edits';

const BUTTONS: readonly { action: MarkdownAction; label: string; Icon: LucideIcon }[] = [
  { action: 'bold', label: 'Bold', Icon: Bold },
  { action: 'italic', label: 'Italic', Icon: Italic },
  { action: 'code', label: 'Inline code', Icon: Code },
  { action: 'codeBlock', label: 'Code block', Icon: SquareCode },
  { action: 'link', label: 'Link', Icon: Link2 },
  { action: 'list', label: 'Bulleted list', Icon: List },
];

type Props = { textarea: RefObject<HTMLTextAreaElement | null>; onChange: (text: string) => void };

/** Buttons that write the Markdown for the user, around what is selected in the textarea. */
export function MarkdownToolbar({ textarea, onChange }: Props) {
  const apply = (action: MarkdownAction) => {
    const element = textarea.current;
    if (!element) return;
    const edit = applyMarkdown(
      { text: element.value, start: element.selectionStart, end: element.selectionEnd },
      action,
    );
    onChange(edit.text);
    // After React has written the new text, select what the user will want to type over.
    requestAnimationFrame(() => {
      element.focus();
      element.setSelectionRange(edit.start, edit.end);
    });
  };
  return (
    <div className="flex flex-wrap items-center gap-0.5" role="toolbar" aria-label="Formatting">
      {BUTTONS.map(({ action, label, Icon }) => (
        <button
          key={action}
          type="button"
          className="btn btn-ghost btn-xs btn-square"
          aria-label={label}
          title={label}
          onClick={() => {
            apply(action);
          }}
        >
          <Icon className="size-3.5" aria-hidden="true" />
        </button>
      ))}
    </div>
  );
}
