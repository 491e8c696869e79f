import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type RecordedRequest = {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
};
export type Handler = (
  request: RecordedRequest,
  response: ServerResponse,
  socket: IncomingMessage['socket'],
) => void;

export type TestServer = {
  /** Base URL of the API, ending in /api like the real one. */
  baseUrl: string;
  requests: RecordedRequest[];
  hits: (path: string) => RecordedRequest[];
  close: () => Promise<void>;
};

export function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

/** A real HTTP server on a free port that records every request it answers. */
export async function startTestServer(handler: Handler): Promise<TestServer> {
  const requests: RecordedRequest[] = [];
  const server = createServer((incoming, response) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const path = (incoming.url ?? '/').replace(/^\/api/, '');
      const recorded = {
        method: incoming.method ?? 'GET',
        path,
        headers: incoming.headers,
        body: Buffer.concat(chunks).toString(),
      };
      requests.push(recorded);
      handler(recorded, response, incoming.socket);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/api`,
    requests,
    hits: (path) => requests.filter((r) => r.path === path),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => {
          resolve();
        });
      }),
  };
}

/** Puts happy-dom's page at `path` on the test server, so the app's relative /api calls reach it. */
export function openPageOn(server: Pick<TestServer, 'baseUrl'>, path: string): void {
  (window as unknown as { happyDOM: { setURL: (url: string) => void } }).happyDOM.setURL(
    new URL(path, server.baseUrl).href,
  );
}
