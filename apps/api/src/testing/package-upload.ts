// A problem package as the admin screen uploads it: files zipped (under a folder or at the root), then
// posted as multipart field `file` to /api/problem/import with the admin's cookies and XSRF header.
import type { Express } from 'express';
import request from 'supertest';
import type { Response } from 'supertest';
import yazl from 'yazl';
import { COOKIE_NAMES, XSRF_HEADER } from '@codecourt/contracts';
import type { TestBrowser } from './test-browser.js';
import type { PackageFiles } from './tiny-package.js';

/** A zip of `files` under `folder/` ('' puts them at the root), with extra raw entries (say, a link). */
export function zipOf(
  folder: string,
  files: PackageFiles,
  extra: (zip: yazl.ZipFile) => void = () => undefined,
): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const [name, content] of Object.entries(files))
    zip.addBuffer(Buffer.from(content), folder === '' ? name : `${folder}/${name}`);
  extra(zip);
  zip.end();
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    zip.outputStream.on('data', (chunk: Buffer) => chunks.push(chunk));
    zip.outputStream.on('end', () => {
      resolve(Buffer.concat(chunks));
    });
    zip.outputStream.on('error', reject);
  });
}

/** The admin form's multipart upload (cookies and the XSRF header, as the web client sends them). */
export function uploadPackage(
  app: Express,
  browser: TestBrowser,
  zip: Buffer,
  { filename = 'package.zip', replace }: { filename?: string; replace?: boolean } = {},
): Promise<Response> {
  const cookie = [...browser.cookies]
    .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
    .join('; ');
  return request(app)
    .post(`/api/problem/import${replace === undefined ? '' : `?replace=${String(replace)}`}`)
    .set('Cookie', cookie)
    .set(XSRF_HEADER, browser.cookie(COOKIE_NAMES.xsrf) ?? '')
    .attach('file', zip, { filename, contentType: 'application/zip' });
}
