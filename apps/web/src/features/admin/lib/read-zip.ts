// Just enough of the zip format to read a problem package the API exported: the central directory,
// stored and deflated entries. The browser's own DecompressionStream inflates, so no library is needed.
const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const STORED = 0;
const DEFLATED = 8;

export type ZipEntry = { name: string; read: () => Promise<Uint8Array> };

function endOfDirectory(view: DataView): number {
  for (let at = view.byteLength - 22; at >= Math.max(0, view.byteLength - 65_557); at -= 1)
    if (view.getUint32(at, true) === END_OF_DIRECTORY) return at;
  throw new Error('not a zip file');
}

async function inflate(bytes: Uint8Array<ArrayBuffer>): Promise<Uint8Array> {
  const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream('deflate-raw'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/** The files of a zip, each read on demand. */
export function zipEntries(buffer: ArrayBuffer): ZipEntry[] {
  const view = new DataView(buffer);
  const end = endOfDirectory(view);
  const count = view.getUint16(end + 10, true);
  let at = view.getUint32(end + 16, true);
  const names = new TextDecoder();
  const entries: ZipEntry[] = [];
  for (let index = 0; index < count; index += 1) {
    if (view.getUint32(at, true) !== DIRECTORY_ENTRY) throw new Error('damaged zip directory');
    const method = view.getUint16(at + 10, true);
    const size = view.getUint32(at + 20, true);
    const nameLength = view.getUint16(at + 28, true);
    const extraLength = view.getUint16(at + 30, true);
    const commentLength = view.getUint16(at + 32, true);
    const local = view.getUint32(at + 42, true);
    const name = names.decode(new Uint8Array(buffer, at + 46, nameLength));
    at += 46 + nameLength + extraLength + commentLength;
    if (name.endsWith('/') || (method !== STORED && method !== DEFLATED)) continue;
    const read = () => {
      const start = local + 30 + view.getUint16(local + 26, true) + view.getUint16(local + 28, true);
      const bytes = new Uint8Array(buffer, start, size);
      return method === STORED ? Promise.resolve(bytes) : inflate(bytes);
    };
    entries.push({ name, read });
  }
  return entries;
}
