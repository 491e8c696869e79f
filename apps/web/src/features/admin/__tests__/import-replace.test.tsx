// @vitest-environment happy-dom
import type { ServerResponse } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MESSAGES } from '@codecourt/contracts';
import { createQueryClient } from '@/lib/query-client';
import { openPageOn, sendJson, startTestServer, type TestServer } from '@/testing/test-server';
import { ImportExportCard } from '@/features/admin/components/import-export-card';

const EXISTING = { _id: '00000000-0000-4000-8000-000000000007', slug: 'two-sum', title: 'Two Sum' };
let server: TestServer | undefined;

afterEach(async () => {
  cleanup();
  await server?.close();
  server = undefined;
});

/** The card against a server whose plain import answers 409 for EXISTING, and the file chosen and sent. */
async function importExisting(onReplace?: (response: ServerResponse) => void) {
  server = await startTestServer((request, response) => {
    if (request.path === '/problem/import')
      sendJson(response, 409, { error: MESSAGES.packageSlugExists, existing: EXISTING });
    else if (onReplace && request.path === '/problem/import?replace=true') onReplace(response);
    else sendJson(response, 200, []);
  });
  openPageOn(server, '/admin');
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ImportExportCard />
    </QueryClientProvider>,
  );
  const zip = new File([new Uint8Array([0x50, 0x4b, 3, 4])], 'two-sum.zip', { type: 'application/zip' });
  fireEvent.change(screen.getByTestId('import-file'), { target: { files: [zip] } });
  fireEvent.click(screen.getByRole('button', { name: 'Import' }));
  return server;
}

describe('importing a package whose slug exists', () => {
  it('when the server says the slug exists, then the admin is asked, and only Replace sends the package again with replace=true', async () => {
    const api = await importExisting((response) => {
      sendJson(response, 200, { ...EXISTING, action: 'updated', timeLimitMs: 500, warnings: [] });
    });

    const ask = await screen.findByTestId('import-replace', {}, { timeout: 10_000 });
    expect(ask.textContent).toContain('“Two Sum” (two-sum) already exists');
    expect(screen.queryByTestId('import-error')).toBeNull();
    expect(api.hits('/problem/import?replace=true')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Replace' }));
    expect((await screen.findByTestId('import-done', {}, { timeout: 10_000 })).textContent).toContain(
      '“Two Sum” updated',
    );
    expect(api.hits('/problem/import')).toHaveLength(1);
    expect(api.hits('/problem/import?replace=true')).toHaveLength(1);
  });

  it('when the admin cancels, then nothing is sent again and the question goes away', async () => {
    const api = await importExisting();
    await screen.findByTestId('import-replace', {}, { timeout: 10_000 });

    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => {
      expect(screen.queryByTestId('import-replace')).toBeNull();
    });
    expect(api.hits('/problem/import?replace=true')).toHaveLength(0);
  });
});
