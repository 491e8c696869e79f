// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { LANGUAGE_IDS, languageDetails, type LanguageId } from '@codecourt/contracts';
import { editorLanguagesFor } from '@/lib/editor-languages';
import { openPageOn, sendJson, startTestServer, type TestServer } from '@/testing/test-server';
import { problem, renderWorkspace } from '@/app/routes/problem/__tests__/render-workspace';

let server: TestServer | undefined;

/** An API whose judge can run only `languages` (every other path: 404). */
async function judgeOffering(languages: readonly LanguageId[]) {
  server = await startTestServer((request, response) => {
    if (request.path === '/judge/languages')
      sendJson(response, 200, { languages, details: languageDetails(languages) });
    else sendJson(response, 404, { error: 'Not found' });
  });
  openPageOn(server, `/problem/${problem._id}`);
}

const menu = () =>
  within(screen.getByTestId('language-select'))
    .getAllByRole<HTMLOptionElement>('option')
    .map((option) => option.textContent);

beforeEach(() => {
  localStorage.clear();
});
afterEach(async () => {
  cleanup();
  await server?.close();
  server = undefined;
});

describe('the editor language menu', () => {
  it('when the judge can run every language but Java and JavaScript, then the menu lists every other one', async () => {
    const withoutJava = new Set<LanguageId>(['java', 'javascript']);
    await judgeOffering(LANGUAGE_IDS.filter((id) => !withoutJava.has(id)));
    renderWorkspace();

    // The problem's whole menu (every file's editor offer, its templates) less what the judge cannot run.
    const expected = editorLanguagesFor(problem)
      .filter(({ id }) => !withoutJava.has(id))
      .map(({ name }) => name);
    expect(expected).toContain('Python');
    await waitFor(() => {
      expect(menu()).toEqual(expected);
    });
    expect(server?.hits('/judge/languages')).toHaveLength(1);
  });

  it('when the judge cannot run the default C++, then the editor moves to a language it can run', async () => {
    await judgeOffering(['java', 'python']);
    renderWorkspace();

    // The menu narrows first; the move to Java follows in the next effect, so both are awaited.
    await waitFor(() => {
      expect(menu()).toEqual(['Java', 'Python']);
      expect(screen.getByTestId<HTMLSelectElement>('language-select').value).toBe('java');
      expect(screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Code editor' }).value).toBe(
        '// java starter',
      );
    });
  });
});
