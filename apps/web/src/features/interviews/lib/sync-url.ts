/**
 * Where y-websocket opens the room's document: this page's own origin (the API serves the app, and Vite
 * proxies /api in development), ws: or wss: as the page is http: or https:. y-websocket joins the two
 * with a slash, so the socket is /api/interviews/{id}/sync.
 */
export function syncServer(location: Pick<Location, 'protocol' | 'host'>): string {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${location.host}/api/interviews`;
}

export const syncRoomName = (interviewId: string) => `${encodeURIComponent(interviewId)}/sync`;
