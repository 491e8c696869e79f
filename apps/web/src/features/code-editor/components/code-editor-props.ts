import type { EditorLanguageId } from '@/lib/editor-languages';

/** What every editor surface takes: Monaco, and the plain text area that stands in when it cannot load. */
export type CodeEditorProps = {
  /** One model per problem and language, so each keeps its own undo history. */
  modelPath: string;
  language: EditorLanguageId;
  code: string;
  onChange: (code: string) => void;
  fontSize: number;
  theme: 'light' | 'dark';
};
