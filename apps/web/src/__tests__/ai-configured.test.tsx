// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MESSAGES } from '@codecourt/contracts';
import { createQueryClient } from '@/lib/query-client';
import { openPageOn, sendJson, startTestServer, type TestServer } from '@/testing/test-server';
import { AiHelpPanel } from '@/features/ai-help/components/ai-help-panel';
import { FeatureGrid } from '@/features/landing/components/feature-grid';
import { problem } from '@/app/routes/problem/__tests__/render-workspace';

let server: TestServer | undefined;

async function serveAiStatus(configured: boolean): Promise<TestServer> {
  server = await startTestServer((request, response) => {
    if (new URL(request.path, 'http://x').pathname === '/ai/status') sendJson(response, 200, { configured });
    else sendJson(response, 404, { error: 'not found' });
  });
  openPageOn(server, '/');
  return server;
}

const withQueries = (node: React.ReactNode) => (
  <QueryClientProvider client={createQueryClient()}>{node}</QueryClientProvider>
);

afterEach(async () => {
  cleanup();
  await server?.close();
  server = undefined;
});

describe('AI help when the server has no AI endpoint', () => {
  it('when the AI Help tab opens, then it says AI is not configured and how to turn it on, before any question', async () => {
    const api = await serveAiStatus(false);
    render(withQueries(<AiHelpPanel problem={problem} code="" language="cpp" signedIn={true} />));

    expect(await screen.findByText(MESSAGES.aiNotConfigured, {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText('OPENAI_API_KEY')).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(api.hits('/ai/chat/stream')).toHaveLength(0);
  });

  it('when AI is off, then the landing has no AI card; when on, it has', async () => {
    await serveAiStatus(false);
    const off = render(withQueries(<FeatureGrid />));
    await screen.findByText('A real judge');
    // Let the status answer arrive before judging the card's absence.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByText('AI help when stuck')).toBeNull();
    off.unmount();
    await server?.close();

    await serveAiStatus(true);
    render(withQueries(<FeatureGrid />));
    expect(await screen.findByText('AI help when stuck', {}, { timeout: 10_000 })).toBeTruthy();
  });
});
