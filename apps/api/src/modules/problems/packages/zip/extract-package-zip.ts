import { createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import yauzl from 'yauzl';
import type { Entry, ZipFile } from 'yauzl';
import {
  MESSAGES,
  PROBLEM_PACKAGE_MAX_ENTRIES,
  PROBLEM_PACKAGE_MAX_UNPACKED_BYTES,
} from '@codecourt/contracts';
import { AppError, appError } from '../../../../lib/app-error.js';

const FILE_TYPE_MASK = 0o170000;
const REGULAR_FILE = 0o100000;
const DIRECTORY = 0o040000;

const unsafe = (name: string) =>
  new AppError('packageUnsafeEntry', `${MESSAGES.packageUnsafeEntry}: ${name}`, 400);
const invalid = (why: string) => new AppError('packageInvalid', `${MESSAGES.packageInvalid}: ${why}`, 400);

/**
 * Where an entry may be written: the checks of the command-line importer's plain tree, applied before
 * anything reaches the disk. A symbolic link, a device or FIFO, an absolute path or one climbing out
 * with `..` is refused, never skipped.
 */
function targetOf(root: string, entry: Entry): { name: string; target: string; directory: boolean } {
  const name = yauzl.getFileNameLowLevel(
    entry.generalPurposeBitFlag,
    entry.fileNameRaw,
    entry.extraFields,
    false,
  );
  const mode = (entry.externalFileAttributes >>> 16) & FILE_TYPE_MASK;
  const directory = name.endsWith('/') || mode === DIRECTORY;
  if (mode !== 0 && mode !== REGULAR_FILE && mode !== DIRECTORY) throw unsafe(name);
  const parts = name.replace(/\\/g, '/').split('/');
  if (/^([a-zA-Z]:)?\//.test(name) || name.includes('\\') || parts.includes('..') || name.includes('\0'))
    throw unsafe(name);
  const target = path.resolve(root, ...parts.filter(Boolean));
  if (target !== root && !target.startsWith(`${root}${path.sep}`)) throw unsafe(name);
  return { name, target, directory };
}

const openZip = (file: string) =>
  yauzl.openPromise(file, { lazyEntries: true, decodeStrings: false, validateEntrySizes: true });

function nextEntry(zip: ZipFile): Promise<Entry | undefined> {
  return new Promise((resolve, reject) => {
    const onEntry = (entry: Entry) => {
      zip.off('end', onEnd);
      zip.off('error', reject);
      resolve(entry);
    };
    const onEnd = () => {
      zip.off('entry', onEntry);
      resolve(undefined);
    };
    zip.once('entry', onEntry);
    zip.once('end', onEnd);
    zip.once('error', reject);
    zip.readEntry();
  });
}

function openEntry(zip: ZipFile, entry: Entry): Promise<NodeJS.ReadableStream> {
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (error, stream) => {
      if (error) reject(error);
      else resolve(stream);
    });
  });
}

/**
 * Unpacks the zip into `root` (an empty folder), refusing unsafe entries and stopping past
 * PROBLEM_PACKAGE_MAX_ENTRIES entries or PROBLEM_PACKAGE_MAX_UNPACKED_BYTES bytes (a zip bomb), counted
 * as the bytes come out, not as the zip declares them.
 */
export async function extractPackageZip(file: string, root: string): Promise<void> {
  let zip: ZipFile;
  try {
    zip = await openZip(file);
  } catch (error) {
    throw invalid(error instanceof Error ? error.message : 'not a zip file');
  }
  // The entry being unpacked, named in the error instead of the server folder it was going to.
  let current = '';
  try {
    if (zip.entryCount > PROBLEM_PACKAGE_MAX_ENTRIES) throw invalid('too many files');
    let unpacked = 0;
    const files = new Set<string>();
    for (let entry = await nextEntry(zip); entry; entry = await nextEntry(zip)) {
      const { name, target, directory } = targetOf(root, entry);
      current = name;
      if (directory) {
        await mkdir(target, { recursive: true });
        continue;
      }
      if (files.has(target)) throw invalid(`two entries named ${name}`);
      files.add(target);
      if (entry.isEncrypted()) throw invalid('encrypted entries are not supported');
      await mkdir(path.dirname(target), { recursive: true });
      const count = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          unpacked += chunk.length;
          if (unpacked > PROBLEM_PACKAGE_MAX_UNPACKED_BYTES) done(appError('packageTooLarge', 413));
          else done(null, chunk);
        },
      });
      await pipeline(await openEntry(zip, entry), count, createWriteStream(target, { flags: 'wx' }));
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    // A file system error names the server's path: say what is wrong with the entry instead.
    const code = error instanceof Error ? (error as NodeJS.ErrnoException).code : undefined;
    if (code === 'EEXIST' || code === 'EISDIR' || code === 'ENOTDIR')
      throw invalid(`${current} is both a file and a folder`);
    if (code !== undefined) throw invalid(`${current} could not be unpacked`);
    throw invalid(error instanceof Error ? error.message : String(error));
  } finally {
    zip.close();
  }
}
