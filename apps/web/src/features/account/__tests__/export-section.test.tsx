// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ServerResponse } from 'node:http';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '@/lib/query-client';
import { openPageOn, sendJson, startTestServer, type TestServer } from '@/testing/test-server';
import { ExportSection } from '@/features/account/components/export-section';

let server: TestServer | undefined;

async function serveExport(answer: (response: ServerResponse) => void) {
  server = await startTestServer((_request, response) => {
    answer(response);
  });
  openPageOn(server, '/settings');
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ExportSection />
    </QueryClientProvider>,
  );
  return server;
}

afterEach(async () => {
  cleanup();
  await server?.close();
  server = undefined;
});

describe('ExportSection', () => {
  it('when pressed, then it asks for the zip and says it is preparing it until the zip came', async () => {
    let release: () => void = () => undefined;
    const api = await serveExport((response) => {
      release = () => {
        response.writeHead(200, { 'content-type': 'application/zip' });
        response.end(Buffer.from('PK\u0005\u0006'));
      };
    });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Download my solutions' }));
    const busy = await screen.findByRole('button', { name: 'Preparing the zip…' });
    expect(busy).toHaveProperty('disabled', true);
    await vi.waitFor(() => {
      expect(api.hits('/export/solutions')).toHaveLength(1);
    });
    release();
    expect(await screen.findByRole('button', { name: 'Download my solutions' })).toHaveProperty(
      'disabled',
      false,
    );
    expect(screen.queryByRole('alert')).toBeNull();
  }, 20_000);

  it('when the export is refused, then the server’s reason is shown and the button works again', async () => {
    await serveExport((response) => {
      sendJson(response, 429, { error: 'Too many exports: try again in a minute.' });
    });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Download my solutions' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Too many exports: try again in a minute.');
    expect(screen.getByRole('button', { name: 'Download my solutions' })).toHaveProperty('disabled', false);
  }, 20_000);
});
