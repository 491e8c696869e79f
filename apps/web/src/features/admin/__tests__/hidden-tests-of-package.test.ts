import { deflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { hiddenTestsOfPackage } from '@/features/admin/api/get-hidden-tests';

type File = { name: string; text: string; deflate: boolean };

/** A zip as the format defines it: local headers with the data, then the central directory. */
function zip(files: File[]): ArrayBuffer {
  const locals: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const file of files) {
    const name = Buffer.from(file.name);
    const raw = Buffer.from(file.text);
    const data = file.deflate ? deflateRawSync(raw) : raw;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(file.deflate ? 8 : 0, 8);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(raw.length, 22);
    local.writeUInt16LE(name.length, 26);
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE(file.deflate ? 8 : 0, 10);
    entry.writeUInt32LE(data.length, 20);
    entry.writeUInt32LE(raw.length, 24);
    entry.writeUInt16LE(name.length, 28);
    entry.writeUInt32LE(offset, 42);
    locals.push(local, name, data);
    directory.push(entry, name);
    offset += local.length + name.length + data.length;
  }
  const central = Buffer.concat(directory);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(files.length, 8);
  end.writeUInt16LE(files.length, 10);
  end.writeUInt32LE(central.length, 12);
  end.writeUInt32LE(offset, 16);
  const bytes = Buffer.concat([...locals, central, end]);
  return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
}

describe('hidden tests of an exported package', () => {
  it('when the zip holds secret tests, stored and deflated, then each .in meets its .ans in numeric name order', async () => {
    const tests = await hiddenTestsOfPackage(
      zip([
        { name: 'add-two/problem.yaml', text: 'name: Add Two\n', deflate: true },
        { name: 'add-two/data/sample/01.in', text: '1 2\n', deflate: false },
        { name: 'add-two/data/sample/01.ans', text: '3\n', deflate: false },
        { name: 'add-two/data/secret/10.in', text: '5 5\n', deflate: true },
        { name: 'add-two/data/secret/10.ans', text: '10\n', deflate: true },
        { name: 'add-two/data/secret/2.in', text: '-4 9\n'.repeat(40), deflate: true },
        { name: 'add-two/data/secret/2.ans', text: '5\n', deflate: false },
        { name: 'add-two/data/secret/3.in', text: 'no answer\n', deflate: false },
      ]),
    );
    expect(tests).toEqual([
      { input: '-4 9\n'.repeat(40), output: '5\n' },
      { input: '5 5\n', output: '10\n' },
    ]);
  });

  it('when the bytes are not a zip, then reading fails instead of inventing tests', async () => {
    await expect(
      hiddenTestsOfPackage(new TextEncoder().encode('not a zip at all, just text').buffer),
    ).rejects.toThrow('not a zip file');
  });
});
