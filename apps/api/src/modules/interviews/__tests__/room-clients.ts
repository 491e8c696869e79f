// What the interview tests drive a room with: the app on a listening server with its WebSocket paths,
// and the stock y-websocket client signed in by handshake headers.
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Express } from 'express';
import { WebSocket } from 'ws';
import type { ClientOptions } from 'ws';
import { WebsocketProvider } from 'y-websocket';
import type { Awareness } from 'y-protocols/awareness';
import * as Y from 'yjs';
import { COOKIE_NAMES, INTERVIEW_DOCUMENT } from '@codecourt/contracts';
import { listenForUpgrades } from '../../../lib/upgrades.js';
import type { TestBrowser } from '../../../testing/test-browser.js';

export type Listening = { server: Server; url: string };

/** The app on a free port, serving its WebSocket paths; `url` is its ws:// base. */
export async function listenOn(app: Express): Promise<Listening> {
  const server = app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', resolve));
  listenForUpgrades(server, app);
  return { server, url: `ws://127.0.0.1:${String((server.address() as AddressInfo).port)}` };
}

export async function stopListening({ server }: Listening): Promise<void> {
  server.closeAllConnections();
  await new Promise<void>((resolve) => {
    server.close(() => {
      resolve();
    });
  });
}

/** The session cookie as a browser sends it on the socket's handshake. */
export const sessionCookie = (browser: TestBrowser) =>
  `${COOKIE_NAMES.accessToken}=${encodeURIComponent(browser.cookie(COOKIE_NAMES.accessToken) ?? '')}`;

/** ws with fixed handshake headers, as y-websocket's WebSocketPolyfill (it passes only url and protocols). */
function socketWith(headers: Record<string, string>) {
  return class extends WebSocket {
    constructor(url: string | URL, protocols?: string | string[]) {
      super(url, protocols, { headers } satisfies ClientOptions);
    }
  } as unknown as typeof globalThis.WebSocket;
}

/** The stock client on the room's document, signed in by `headers` (a cookie or a bearer token). */
export function roomProvider(
  url: string,
  roomId: string,
  headers: Record<string, string>,
  doc = new Y.Doc(),
) {
  return new WebsocketProvider(`${url}/api/interviews`, `${roomId}/sync`, doc, {
    WebSocketPolyfill: socketWith(headers),
    // Two providers of one process would otherwise sync through a BroadcastChannel, around the server.
    disableBc: true,
  });
}

/** Resolves once `check` holds on the document, checked on each update it receives. */
export function untilDoc(doc: Y.Doc, check: () => boolean): Promise<void> {
  return new Promise((resolve) => {
    const onUpdate = () => {
      if (!check()) return;
      doc.off('update', onUpdate);
      resolve();
    };
    doc.on('update', onUpdate);
    onUpdate();
  });
}

/** Resolves once a peer's awareness state satisfies `check`. */
export function untilAwareness(awareness: Awareness, check: (state: Record<string, unknown>) => boolean) {
  return new Promise<void>((resolve) => {
    const onChange = () => {
      if (![...awareness.getStates().values()].some(check)) return;
      awareness.off('change', onChange);
      resolve();
    };
    awareness.on('change', onChange);
    onChange();
  });
}

export const synced = (p: WebsocketProvider) =>
  new Promise<void>((resolve) => {
    if (p.synced) resolve();
    else
      p.once('sync', () => {
        resolve();
      });
  });

export const codeOf = (doc: Y.Doc) => doc.getText(INTERVIEW_DOCUMENT.code).toJSON();
