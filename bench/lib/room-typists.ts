// The two people of each interview room, as the stock y-websocket client from Node: each types into
// Y.Text("code") at a steady rate, and every character is timed from the insert on one side to the moment
// the other side's document has it. An insert's item id (client, clock) is its stamp, so nothing extra
// travels in the document.
import { WebSocket } from 'ws';
import type { ClientOptions } from 'ws';
import { WebsocketProvider } from 'y-websocket';
import * as Y from 'yjs';
import { INTERVIEW_DOCUMENT } from '../../packages/contracts/src/index.js';

/** One side of a room: the API instance it talks to and how it signs in (a session cookie). */
export type Seat = { url: string; cookie: string };
export type RoomSeats = { roomId: string; seats: [Seat, Seat] };

type Typist = { doc: Y.Doc; text: Y.Text; provider: WebsocketProvider };

/** ws with the seat's cookie on the handshake (y-websocket's WebSocketPolyfill passes only url and protocols). */
function socketWithCookie(cookie: string) {
  return class extends WebSocket {
    constructor(url: string | URL, protocols?: string | string[]) {
      super(url, protocols, { headers: { cookie } } satisfies ClientOptions);
    }
  } as unknown as typeof globalThis.WebSocket;
}

function synced(provider: WebsocketProvider, timeoutMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    if (provider.synced) {
      resolve();
      return;
    }
    const timer = setTimeout(() => {
      reject(new Error(`${provider.roomname}: not synced within ${String(timeoutMs)} ms`));
    }, timeoutMs);
    provider.once('sync', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

export type TypingResult = {
  /** Inserts typed while measuring. */
  typed: number;
  /** Milliseconds from each insert to its sight on the other side of the room. */
  latenciesMs: number[];
};

export class RoomTypists {
  private readonly typists: Typist[] = [];
  /** When each insert was made, by `${client}:${clock}` of its item; removed once seen. */
  private readonly stamps = new Map<string, number>();
  private latencies: number[] | undefined;

  /** Opens both seats of every room, `batch` sockets at a time, and waits until each has synced. */
  async open(rooms: readonly RoomSeats[], batch = 50): Promise<void> {
    const seats = rooms.flatMap(({ roomId, seats }) => seats.map((seat) => ({ roomId, seat })));
    // Each provider listens for this process's exit (to close its socket): hundreds are expected here.
    process.setMaxListeners(Math.max(process.getMaxListeners(), this.typists.length + seats.length + 10));
    for (let i = 0; i < seats.length; i += batch) {
      const opened = seats.slice(i, i + batch).map(({ roomId, seat }) => this.openOne(roomId, seat));
      await Promise.all(opened.map(({ provider }) => synced(provider, 120_000)));
    }
  }

  private openOne(roomId: string, seat: Seat): Typist {
    const doc = new Y.Doc();
    const text = doc.getText(INTERVIEW_DOCUMENT.code);
    // The clocks a remote transaction added, per client: the inserts it brought (Y.Text's events list no items).
    doc.on('afterTransaction', (transaction: Y.Transaction) => {
      if (transaction.local || !this.latencies) return;
      const now = performance.now();
      for (const [client, after] of transaction.afterState)
        for (let clock = transaction.beforeState.get(client) ?? 0; clock < after; clock++) {
          const key = `${String(client)}:${String(clock)}`;
          const at = this.stamps.get(key);
          if (at === undefined) continue;
          this.stamps.delete(key);
          this.latencies.push(now - at);
        }
    });
    const provider = new WebsocketProvider(`${seat.url}/api/interviews`, `${roomId}/sync`, doc, {
      WebSocketPolyfill: socketWithCookie(seat.cookie),
      // The two seats of one process would otherwise sync through a BroadcastChannel, around the server.
      disableBc: true,
    });
    const typist = { doc, text, provider };
    this.typists.push(typist);
    return typist;
  }

  /**
   * Every seat types `perSecond` characters a second for `seconds` (each on its own phase, so the inserts
   * spread over time), then waits `settleMs` for the last ones to arrive.
   */
  async type(perSecond: number, seconds: number, settleMs: number): Promise<TypingResult> {
    const latencies: number[] = [];
    this.latencies = latencies;
    this.stamps.clear();
    let typed = 0;
    const gapMs = 1000 / perSecond;
    const timers: NodeJS.Timeout[] = [];
    const insert = ({ doc, text }: Typist) => {
      const clock = Y.getState(doc.store, doc.clientID);
      this.stamps.set(`${String(doc.clientID)}:${String(clock)}`, performance.now());
      text.insert(text.length, String.fromCharCode(97 + (typed % 26)));
      typed++;
    };
    for (const typist of this.typists)
      timers.push(
        setTimeout(() => {
          insert(typist);
          timers.push(setInterval(insert, gapMs, typist));
        }, Math.random() * gapMs),
      );
    await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
    // clearTimeout clears intervals too.
    for (const timer of timers) clearTimeout(timer);
    await new Promise((resolve) => setTimeout(resolve, settleMs));
    this.latencies = undefined;
    return { typed, latenciesMs: latencies };
  }

  /** Whether both seats of each room hold the same text (they should once typing has settled). */
  converged(): boolean {
    for (let i = 0; i + 1 < this.typists.length; i += 2) {
      const [a, b] = [this.typists[i], this.typists[i + 1]];
      if (a?.text.toJSON() !== b?.text.toJSON()) return false;
    }
    return true;
  }

  close(): void {
    for (const { provider, doc } of this.typists) {
      provider.destroy();
      doc.destroy();
    }
    this.typists.length = 0;
  }
}
