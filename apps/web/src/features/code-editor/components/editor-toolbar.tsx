import { Maximize2, Minimize2, Minus, Plus, RotateCcw } from 'lucide-react';
import { EDITOR_FONT_SIZE } from '@/config/workspace';
import { isEditorLanguage, type EditorLanguageId } from '@/lib/editor-languages';

type Props = {
  /** The menu: every-problem languages, plus those this problem has a template in. */
  languages: readonly { id: EditorLanguageId; name: string }[];
  language: EditorLanguageId;
  onLanguageChange: (language: EditorLanguageId) => void;
  fontSize: number;
  onFontSizeChange: (size: number) => void;
  onReset: () => void;
  fullscreen: boolean;
  onToggleFullscreen: () => void;
};

export function EditorToolbar(props: Props) {
  const { language, fontSize, fullscreen } = props;
  return (
    <div className="flex h-11 shrink-0 items-center gap-2 border-b border-base-300 bg-base-200/40 px-2">
      <select
        className="select select-sm w-36 select-ghost font-medium"
        aria-label="Language"
        data-testid="language-select"
        value={language}
        onChange={(event) => {
          if (isEditorLanguage(event.target.value)) props.onLanguageChange(event.target.value);
        }}
      >
        {props.languages.map(({ id, name }) => (
          <option key={id} value={id}>
            {name}
          </option>
        ))}
      </select>
      <div className="ml-auto flex items-center gap-1">
        <div className="join items-center" role="group" aria-label="Font size">
          <button
            type="button"
            className="btn join-item btn-ghost btn-xs btn-square"
            aria-label="Decrease font size"
            disabled={fontSize <= EDITOR_FONT_SIZE.min}
            onClick={() => {
              props.onFontSizeChange(fontSize - 1);
            }}
          >
            <Minus className="size-3.5" aria-hidden="true" />
          </button>
          <output
            className="w-10 text-center font-mono text-xs text-base-content/70"
            aria-live="polite"
            title="Font size"
          >
            {fontSize}px
          </output>
          <button
            type="button"
            className="btn join-item btn-ghost btn-xs btn-square"
            aria-label="Increase font size"
            disabled={fontSize >= EDITOR_FONT_SIZE.max}
            onClick={() => {
              props.onFontSizeChange(fontSize + 1);
            }}
          >
            <Plus className="size-3.5" aria-hidden="true" />
          </button>
        </div>
        <span className="mx-1 h-5 w-px bg-base-300" aria-hidden="true" />
        <button
          type="button"
          className="btn btn-ghost btn-xs btn-square"
          aria-label="Reset to starter code"
          title="Reset to starter code"
          onClick={props.onReset}
        >
          <RotateCcw className="size-4" aria-hidden="true" />
        </button>
        <button
          type="button"
          className="btn btn-ghost btn-xs btn-square"
          aria-label={fullscreen ? 'Exit fullscreen' : 'Enter fullscreen'}
          title={fullscreen ? 'Exit fullscreen (Esc)' : 'Fullscreen'}
          aria-pressed={fullscreen}
          onClick={props.onToggleFullscreen}
        >
          {fullscreen ? (
            <Minimize2 className="size-4" aria-hidden="true" />
          ) : (
            <Maximize2 className="size-4" aria-hidden="true" />
          )}
        </button>
      </div>
    </div>
  );
}
