// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authStore } from '@/lib/auth';
import { signedInUser } from '@/testing/signed-in-user';
import { sendJson, startTestServer, type TestServer } from '@/testing/test-server';
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
let server: TestServer | undefined;
afterEach(async () => {
  cleanup();
  authStore.setState({ user: null, isAuthenticated: false, sessionChecked: false });
  await server?.close();
  server = undefined;
});

/** A real API stand-in that stores takes and keeps no drafts; the page moves to its origin. */
async function serveSignedIn(): Promise<TestServer> {
  server = await startTestServer((request, response) => {
    if (request.method === 'POST' && request.path.startsWith('/solution-takes/')) {
      const { source } = JSON.parse(request.body) as { source: string };
      sendJson(response, 200, { problemId: problem._id, source, takenAt: '2026-11-27T10:00:00.000Z' });
    } else sendJson(response, 200, null);
  });
  const page = new URL(`/problem/${problem._id}`, server.baseUrl);
  (window as unknown as { happyDOM: { setURL: (url: string) => void } }).happyDOM.setURL(page.href);
  authStore.setState({ user: signedInUser, isAuthenticated: true, sessionChecked: true });
  return server;
}

const takes = (recorded: TestServer) =>
  recorded.requests
    .filter((r) => r.method === 'POST' && r.path === `/solution-takes/${problem._id}`)
    .map((r) => JSON.parse(r.body) as unknown);

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

describe('solution takes', () => {
  it('when a signed-in user uses the reference solution, then the server is told once, after it lands in the editor', async () => {
    const user = userEvent.setup();
    const recorded = await serveSignedIn();
    renderWorkspace(withSolution);

    await user.click(screen.getByRole('tab', { name: /Solutions/ }));
    expect(takes(recorded)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Use This Solution' }));

    expect(editor().value).toBe(SOLUTION);
    await waitFor(() => {
      expect(takes(recorded)).toEqual([{ source: 'use-solution' }]);
    });
  });

  it('when the user cancels replacing their code, then no take is recorded', async () => {
    const user = userEvent.setup();
    const recorded = await serveSignedIn();
    renderWorkspace(withSolution);
    await user.type(editor(), ' mine');

    await applySolution(user);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    expect(editor().value).toBe('// cpp starter mine');
    expect(takes(recorded)).toEqual([]);
  });

  it('when the editorial’s solution video starts playing, then an editorial take is recorded', async () => {
    const user = userEvent.setup();
    const recorded = await serveSignedIn();
    renderWorkspace({
      ...withSolution,
      editorial: true,
      secureUrl: 'https://videos.example.com/two-sum.mp4',
    });

    await user.click(screen.getByRole('tab', { name: /Editorial/ }));
    expect(takes(recorded)).toEqual([]);
    fireEvent.play(screen.getByTestId('solution-video'));

    await waitFor(() => {
      expect(takes(recorded)).toEqual([{ source: 'editorial' }]);
    });
  });
});
