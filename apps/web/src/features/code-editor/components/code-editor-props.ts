import type { EditorLanguageId } from '@/lib/editor-languages';

/** What every editor surface takes: Monaco, and the plain text area that stands in when it cannot load. */
export type CodeEditorProps = {
  /** One model per problem and language, so each keeps its own text and undo history. */
  modelPath: string;
  language: EditorLanguageId;
  /**
   * The code of this problem and language. Monaco reads it only when it first opens a model and when
   * `revision` changes (reset, Use This Solution): typing never writes it back, so no keystroke races it.
   */
  code: string;
  /** Bumped by every replacement of the code from outside the editor. */
  revision: number;
  onChange: (code: string) => void;
  fontSize: number;
  theme: 'light' | 'dark';
  /** Ctrl/Cmd+Enter and Ctrl/Cmd+Shift+Enter inside the editor. */
  onRun?: () => void;
  onSubmit?: () => void;
};
