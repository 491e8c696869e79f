import type { AdminEditorProps } from '@/features/admin/components/admin-editor';
import { EditorSurface } from '@/features/code-editor/components/editor-surface';
import { useTheme } from '@/lib/theme';

const FONT_SIZE = 13;

/** The workspace's editor (Monaco, or its plain stand-in) inside the admin problem form. */
export function AdminCodeEditor({ modelPath, language, code, onChange }: AdminEditorProps) {
  const { theme } = useTheme();
  return (
    <EditorSurface
      modelPath={modelPath}
      language={language}
      code={code}
      revision={0}
      onChange={onChange}
      fontSize={FONT_SIZE}
      theme={theme}
    />
  );
}

export const renderAdminEditor = (props: AdminEditorProps) => <AdminCodeEditor {...props} />;
