import { useEffect, useState } from 'react';
import * as Y from 'yjs';
import { WebsocketProvider } from 'y-websocket';
import type { Awareness } from 'y-protocols/awareness';
import { syncRoomName, syncServer } from '@/features/interviews/lib/sync-url';

/**
 * The socket as the room shows it: `connecting` until the first sync, `connected`, `reconnecting` after a
 * drop, `offline` while the browser has no network (edits stay in the document and merge on return).
 */
export type SyncStatus = 'connecting' | 'connected' | 'reconnecting' | 'offline';

/** What this client tells the others through awareness: who it is, for names, colours and presence. */
export type PresenceUser = { userId: string; name: string; colour: string };

export type SharedDocument = { doc: Y.Doc; awareness: Awareness; status: SyncStatus };

/**
 * The room's Y.Doc, kept in step with the server over the stock y-websocket client. One document per
 * mount: a StrictMode remount or another room makes a fresh one, and the old provider is destroyed so
 * its socket and awareness state leave the room. The browser's offline and online events close and
 * reopen the socket at once instead of waiting for y-websocket's 30 s silence timeout.
 */
export function useSharedDocument(interviewId: string, user: PresenceUser): SharedDocument | null {
  const [shared, setShared] = useState<SharedDocument | null>(null);
  const { userId, name, colour } = user;

  useEffect(() => {
    const doc = new Y.Doc();
    const provider = new WebsocketProvider(syncServer(window.location), syncRoomName(interviewId), doc, {
      connect: navigator.onLine,
      // Tabs talk through the server only: an observer's tab must not hand edits to a writer's tab.
      disableBc: true,
    });
    let everConnected = false;
    const publish = (status: SyncStatus) => {
      setShared({ doc, awareness: provider.awareness, status });
    };
    const onStatus = ({ status }: { status: 'connected' | 'connecting' | 'disconnected' }) => {
      if (!navigator.onLine) publish('offline');
      else if (status === 'connected' && provider.synced) publish('connected');
      else publish(everConnected ? 'reconnecting' : 'connecting');
    };
    const onSync = (synced: boolean) => {
      if (!synced) return;
      everConnected = true;
      publish('connected');
    };
    const goOffline = () => {
      provider.disconnect();
      publish('offline');
    };
    const goOnline = () => {
      publish('reconnecting');
      provider.connect();
    };
    provider.on('status', onStatus);
    provider.on('sync', onSync);
    window.addEventListener('offline', goOffline);
    window.addEventListener('online', goOnline);
    publish(navigator.onLine ? 'connecting' : 'offline');
    return () => {
      window.removeEventListener('offline', goOffline);
      window.removeEventListener('online', goOnline);
      provider.off('status', onStatus);
      provider.off('sync', onSync);
      provider.destroy();
      doc.destroy();
    };
  }, [interviewId]);

  const awareness = shared?.awareness;
  useEffect(() => {
    awareness?.setLocalStateField('user', { userId, name, colour });
  }, [awareness, userId, name, colour]);

  return shared;
}
