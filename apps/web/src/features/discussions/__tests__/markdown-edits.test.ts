import { describe, expect, it } from 'vitest';
import { applyMarkdown } from '@/features/discussions/lib/markdown-edits';

describe('Markdown toolbar edits', () => {
  it('when text is selected, then bold wraps it and keeps it selected', () => {
    const edit = applyMarkdown({ text: 'use a map here', start: 6, end: 9 }, 'bold');
    expect(edit.text).toBe('use a **map** here');
    expect(edit.text.slice(edit.start, edit.end)).toBe('map');
  });

  it('when nothing is selected, then a placeholder is inserted and selected for typing over', () => {
    const edit = applyMarkdown({ text: 'see ', start: 4, end: 4 }, 'link');
    expect(edit.text).toBe('see [link text](https://)');
    expect(edit.text.slice(edit.start, edit.end)).toBe('link text');
  });

  it('when a code block is added mid-line, then it starts on a line of its own', () => {
    const edit = applyMarkdown({ text: 'code:', start: 5, end: 5 }, 'codeBlock');
    expect(edit.text).toBe('code:\n```cpp\n// your code\n```');
  });

  it('when lines are selected, then the list marks each of them', () => {
    const text = 'intro\nfirst\nsecond';
    const edit = applyMarkdown({ text, start: 8, end: text.length }, 'list');
    expect(edit.text).toBe('intro\n- first\n- second');
  });
});
