import type { ReactNode } from 'react';
import type { EditorLanguageId } from '@/lib/editor-languages';

/** What the form asks of a code editor; the page supplies one (Monaco in the app, a text area in tests). */
export type AdminEditorProps = {
  /** One editor model per form, language and role, so each keeps its own text and undo history. */
  modelPath: string;
  language: EditorLanguageId;
  code: string;
  onChange: (code: string) => void;
  label: string;
};

export type RenderAdminEditor = (props: AdminEditorProps) => ReactNode;
