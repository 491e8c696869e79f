// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { problem, renderWorkspace } from '@/app/routes/problem/__tests__/render-workspace';

const SOLUTION = 'int main() { return 0; }';
const withSolution = {
  ...problem,
  referenceSolution: [{ language: 'C++' as const, completeCode: SOLUTION }],
};
const editor = () => screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Code editor' });

async function applySolution(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('tab', { name: /Solutions/ }));
  await user.click(screen.getByRole('button', { name: 'Use This Solution' }));
}

beforeEach(() => {
  localStorage.clear();
});
afterEach(() => {
  cleanup();
});

describe('Use This Solution', () => {
  it('when the editor still holds the starter code, then the solution replaces it without asking', async () => {
    const user = userEvent.setup();
    renderWorkspace(withSolution);
    await applySolution(user);
    expect(editor().value).toBe(SOLUTION);
  });

  it('when the user has changed the code, then it asks first, and Cancel keeps the draft', async () => {
    const user = userEvent.setup();
    renderWorkspace(withSolution);
    await user.type(editor(), ' mine');
    await applySolution(user);

    expect(screen.getByRole('heading', { name: 'Replace your code?' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('tab', { name: /Description/ }));
    expect(editor().value).toBe('// cpp starter mine');

    await applySolution(user);
    await user.click(screen.getByRole('button', { name: 'Use solution' }));
    expect(editor().value).toBe(SOLUTION);
  });
});
