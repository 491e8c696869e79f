// Reads a byte stream as "a JSON line, then so many raw bytes", the runner's reply framing.
type Waiter = { want: 'line' | number; resolve: (value: Buffer) => void; reject: (error: Error) => void };

export class ByteReader {
  private chunks: Buffer[] = [];
  private size = 0;
  private waiters: Waiter[] = [];
  private ended: Error | null = null;

  constructor(stream: NodeJS.ReadableStream) {
    stream.on('data', (chunk: Buffer) => {
      this.chunks.push(chunk);
      this.size += chunk.length;
      this.settle();
    });
    stream.on('end', () => {
      this.fail(new Error('sandbox session ended'));
    });
    stream.on('error', (error: Error) => {
      this.fail(error);
    });
  }

  line(): Promise<string> {
    return this.wait('line').then((buffer) => buffer.toString('utf8'));
  }

  bytes(count: number): Promise<Buffer> {
    return count === 0 ? Promise.resolve(Buffer.alloc(0)) : this.wait(count);
  }

  fail(error: Error): void {
    this.ended ??= error;
    for (const waiter of this.waiters.splice(0)) waiter.reject(this.ended);
  }

  private wait(want: 'line' | number): Promise<Buffer> {
    return new Promise((resolve, reject) => {
      this.waiters.push({ want, resolve, reject });
      this.settle();
    });
  }

  private settle(): void {
    while (this.waiters.length > 0) {
      const waiter = this.waiters[0];
      if (!waiter) return;
      const taken = this.take(waiter.want);
      if (!taken) {
        if (this.ended) this.fail(this.ended);
        return;
      }
      this.waiters.shift();
      waiter.resolve(taken);
    }
  }

  private take(want: 'line' | number): Buffer | null {
    if (want !== 'line') return this.size >= want ? this.consume(want) : null;
    let offset = 0;
    for (const chunk of this.chunks) {
      const newline = chunk.indexOf(10);
      if (newline >= 0) return this.consume(offset + newline + 1).subarray(0, offset + newline);
      offset += chunk.length;
    }
    return null;
  }

  /** Concatenates only when a read can be satisfied, so a large payload is copied once. */
  private consume(count: number): Buffer {
    const all =
      this.chunks.length === 1 && this.chunks[0] ? this.chunks[0] : Buffer.concat(this.chunks, this.size);
    const rest = all.subarray(count);
    this.chunks = rest.length > 0 ? [rest] : [];
    this.size = rest.length;
    return all.subarray(0, count);
  }
}
