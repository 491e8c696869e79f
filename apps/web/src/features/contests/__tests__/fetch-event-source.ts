/**
 * The browser's EventSource, read over fetch, for the test DOM that lacks one: enough of it (onopen, named
 * events, close) for the app's event hooks to follow a real stream from the test server.
 */
export class FetchEventSource {
  onopen: (() => void) | null = null;
  private readonly listeners = new Map<string, Set<(event: MessageEvent) => void>>();
  private readonly stop = new AbortController();

  constructor(url: string | URL) {
    void this.read(String(url));
  }

  addEventListener(type: string, listener: (event: MessageEvent) => void): void {
    const set = this.listeners.get(type) ?? new Set();
    this.listeners.set(type, set.add(listener));
  }

  close(): void {
    this.stop.abort();
  }

  private async read(url: string): Promise<void> {
    try {
      const response = await fetch(url, {
        signal: this.stop.signal,
        headers: { accept: 'text/event-stream' },
      });
      const reader = response.body?.getReader();
      if (!reader) return;
      this.onopen?.();
      const decoder = new TextDecoder();
      let buffer = '';
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        buffer += decoder.decode(value, { stream: true });
        const blocks = buffer.split('\n\n');
        buffer = blocks.pop() ?? '';
        for (const block of blocks) this.dispatch(block);
      }
    } catch {
      // Closed by the test or the server: the stream simply ends.
    }
  }

  private dispatch(block: string): void {
    const field = (name: string) =>
      block
        .split('\n')
        .filter((line) => line.startsWith(`${name}:`))
        .map((line) => line.slice(name.length + 1).trim())
        .join('\n');
    const type = field('event') || 'message';
    const event = new MessageEvent(type, { data: field('data') });
    for (const listener of this.listeners.get(type) ?? []) listener(event);
  }
}
