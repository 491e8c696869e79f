// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EDITOR_FONT_SIZE, SPLIT_PERCENT } from '@/config/workspace';
import { codeKey } from '@/features/code-editor/lib/code-storage';
import { problem, renderWorkspace } from '@/app/routes/problem/__tests__/render-workspace';

const editor = () => screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Code editor' });
const splitter = () => screen.getByRole('separator');
const splitShown = () => Number(splitter().getAttribute('aria-valuenow'));

beforeEach(() => {
  localStorage.clear();
});
afterEach(() => {
  cleanup();
});

describe('workspace splitter', () => {
  it('when the splitter is moved with the keyboard, then it stops at 20 % and 80 % and Enter restores 50 %', async () => {
    const user = userEvent.setup();
    renderWorkspace();
    expect(splitShown()).toBe(SPLIT_PERCENT.default);
    splitter().focus();

    await user.keyboard('{Home}{ArrowLeft}{ArrowLeft}');
    expect(splitShown()).toBe(SPLIT_PERCENT.min);
    await user.keyboard('{End}{ArrowRight}');
    expect(splitShown()).toBe(SPLIT_PERCENT.max);
    await user.keyboard('{Shift>}{ArrowLeft}{/Shift}');
    expect(splitShown()).toBe(70);
    await user.keyboard('{Enter}');
    expect(splitShown()).toBe(SPLIT_PERCENT.default);
  });

  it('when the splitter is dragged past either edge, then the problem pane keeps between 20 % and 80 %', () => {
    renderWorkspace();
    const workspace = screen.getByTestId('workspace');
    // happy-dom does no layout: give the workspace the box a 1000 px wide screen would.
    workspace.getBoundingClientRect = () => DOMRect.fromRect({ x: 0, y: 0, width: 1000, height: 600 });

    fireEvent.pointerDown(splitter(), { pointerId: 1, clientX: 500 });
    fireEvent.pointerMove(splitter(), { pointerId: 1, clientX: 990 });
    expect(splitShown()).toBe(SPLIT_PERCENT.max);
    expect(workspace.style.getPropertyValue('--split')).toBe('80%');
    fireEvent.pointerMove(splitter(), { pointerId: 1, clientX: 10 });
    expect(splitShown()).toBe(SPLIT_PERCENT.min);
    fireEvent.pointerMove(splitter(), { pointerId: 1, clientX: 333 });
    expect(splitShown()).toBe(33);
    fireEvent.pointerUp(splitter(), { pointerId: 1, clientX: 333 });
    fireEvent.pointerMove(splitter(), { pointerId: 1, clientX: 700 });
    expect(splitShown()).toBe(33);
  });
});

describe('editor font size', () => {
  it('when the page opens, then the editor shows 14 px', () => {
    renderWorkspace();
    expect(screen.getByTitle('Font size').textContent).toBe(`${String(EDITOR_FONT_SIZE.default)}px`);
    expect(editor().style.fontSize).toBe('14px');
  });

  it('when + and - are pressed past the bounds, then the size stops at 30 and 8 px and is remembered', async () => {
    const user = userEvent.setup();
    renderWorkspace();
    const increase = screen.getByRole('button', { name: 'Increase font size' });
    const decrease = screen.getByRole('button', { name: 'Decrease font size' });

    for (let press = 0; press < 20; press += 1)
      if (!increase.hasAttribute('disabled')) await user.click(increase);
    expect(editor().style.fontSize).toBe(`${String(EDITOR_FONT_SIZE.max)}px`);
    expect(increase).toHaveProperty('disabled', true);

    for (let press = 0; press < 30; press += 1)
      if (!decrease.hasAttribute('disabled')) await user.click(decrease);
    expect(editor().style.fontSize).toBe(`${String(EDITOR_FONT_SIZE.min)}px`);
    expect(decrease).toHaveProperty('disabled', true);

    cleanup();
    renderWorkspace();
    expect(editor().style.fontSize).toBe('8px');
  });
});

describe('editor code', () => {
  it('when the code is reset and the dialog confirmed, then the starter code is back', async () => {
    const user = userEvent.setup();
    renderWorkspace();
    await user.clear(editor());
    await user.type(editor(), 'int main() return 1;');
    expect(editor().value).not.toBe('// cpp starter');

    await user.click(screen.getByRole('button', { name: 'Reset to starter code' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog.textContent).toContain('Your C++ code for this problem will be replaced');
    await user.click(within(dialog).getByRole('button', { name: 'Reset code' }));

    expect(editor().value).toBe('// cpp starter');
    expect(localStorage.getItem(codeKey(problem._id, 'cpp'))).toBeNull();
  });

  it('when the reset is cancelled, then the code stays', async () => {
    const user = userEvent.setup();
    renderWorkspace();
    await user.type(editor(), ' kept');
    await user.click(screen.getByRole('button', { name: 'Reset to starter code' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(editor().value).toBe('// cpp starter kept');
  });

  it("when the language changes, then that language's starter code or saved draft opens", async () => {
    const user = userEvent.setup();
    localStorage.setItem(codeKey(problem._id, 'java'), '// my java draft');
    renderWorkspace();
    const language = screen.getByRole('combobox', { name: 'Language' });

    await user.selectOptions(language, 'python');
    expect(editor().value).toBe('# python starter');
    expect(editor().dataset.language).toBe('python');
    // PyPy 3 runs Python's programs: it opens with Python's starter code.
    await user.selectOptions(language, 'pypy3');
    expect(editor().value).toBe('# python starter');
    await user.selectOptions(language, 'java');
    expect(editor().value).toBe('// my java draft');
    await user.selectOptions(language, 'cpp');
    expect(editor().value).toBe('// cpp starter');
  });

  it('when the problem has a Go template, then Go is offered after the every-problem languages (PyPy 3 after Python); otherwise not', async () => {
    const user = userEvent.setup();
    const options = () =>
      within(screen.getByRole('combobox', { name: 'Language' }))
        .getAllByRole('option')
        .map((option) => option.textContent);
    renderWorkspace();
    expect(options()).toEqual(['C++', 'Java', 'JavaScript', 'Python', 'PyPy 3']);
    cleanup();

    renderWorkspace({
      ...problem,
      startCode: [...problem.startCode, { language: 'Go', initialCode: '// go starter' }],
    });
    expect(options()).toEqual(['C++', 'Java', 'JavaScript', 'Python', 'PyPy 3', 'Go']);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'go');
    expect(editor().value).toBe('// go starter');
  });

  it('when code is typed, then the draft is saved once typing pauses, per problem and language, and restored on the next visit', async () => {
    const user = userEvent.setup();
    renderWorkspace();
    await user.type(editor(), ' edited');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'javascript');
    await user.type(editor(), ' too');

    expect(localStorage.getItem(codeKey(problem._id, 'javascript'))).toBeNull();
    await waitFor(() => {
      expect(localStorage.getItem(codeKey(problem._id, 'javascript'))).toBe('// js starter too');
    });
    expect(localStorage.getItem(codeKey(problem._id, 'cpp'))).toBe('// cpp starter edited');

    cleanup();
    renderWorkspace();
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Language' }).value).toBe('javascript');
    expect(editor().value).toBe('// js starter too');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'cpp');
    expect(editor().value).toBe('// cpp starter edited');
  });
});
