// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EditorImplementation, EditorSurface } from '@/features/code-editor/components/editor-surface';

/** What a lazy editor whose chunk failed to download does when rendered. */
function UnloadableEditor(): never {
  throw new Error('the editor chunk could not be loaded');
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('editor surface', () => {
  it('when the editor fails to load, then the plain editor shows the same code and takes edits', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const edits: string[] = [];
    render(
      <EditorImplementation value={() => <UnloadableEditor />}>
        <EditorSurface
          modelPath="p/python"
          language="python"
          code="print(1)"
          revision={0}
          onChange={(code) => edits.push(code)}
          fontSize={16}
          theme="dark"
        />
      </EditorImplementation>,
    );
    const editor = screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Code editor' });
    expect(editor.value).toBe('print(1)');
    expect(editor.style.fontSize).toBe('16px');
    await user.type(editor, '!');
    expect(edits).toEqual(['print(1)!']);
  });
});
