// The codelab client's signed upload sends the file before the ticket (as Cloudinary accepts): the local
// store spools the file, checks the ticket when it has come, and keeps or discards the spool.
import { mkdir, readdir } from 'node:fs/promises';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MESSAGES,
  VIDEO_UPLOADS_PER_ADDRESS,
  saveVideoResponseSchema,
  uploadSignatureSchema,
  videoUploadResponseSchema,
} from '@codecourt/contracts';
import type { UploadSignature } from '@codecourt/contracts';
import { adminBrowser } from '../../../testing/admin-browser.js';
import { newSignup } from '../../../testing/fixtures.js';
import { listening, openUpload } from '../../../testing/raw-upload.js';
import type { RawUpload } from '../../../testing/raw-upload.js';
import { createTestApp } from '../../../testing/test-app.js';
import type { TestApp } from '../../../testing/test-app.js';
import type { TestBrowser } from '../../../testing/test-browser.js';
import { importTestPackage } from '../../../testing/test-problems.js';
import { tempDir } from '../../../testing/tiny-package.js';
import { waitFor } from '../../../testing/wait-for.js';

const ADMIN = newSignup({ emailId: 'upload-order-admin@example.com' });
const MB = 1024 * 1024;

let testApp: TestApp;
let admin: TestBrowser;
let server: Awaited<ReturnType<typeof listening>>;
let videosDir: string;
let problemId: string;

beforeAll(async () => {
  const dataDir = await tempDir();
  videosDir = path.join(dataDir, 'videos');
  testApp = await createTestApp({
    env: { ADMIN_EMAIL: ADMIN.emailId, ADMIN_PASSWORD: ADMIN.password, DATA_DIR: dataDir },
    config: { videoUploadRateLimit: { windowMs: 60_000, max: 1_000 } },
  });
  problemId = (await importTestPackage(testApp.database.db, { slug: 'upload-order-problem' })).id;
  admin = await adminBrowser(testApp.app, ADMIN);
  server = await listening(testApp.app);
  await mkdir(path.join(videosDir, '.incoming'), { recursive: true });
});
afterAll(async () => {
  await server.close();
  await testApp.close();
});

const ticket = async () =>
  uploadSignatureSchema.parse((await admin.get(`/api/video/create/${problemId}`)).body);
const fieldsOf = (t: UploadSignature): Record<string, string> => ({
  signature: t.signature,
  timestamp: String(t.timestamp),
  public_id: t.public_id,
  api_key: t.api_key,
});
const spooled = () => readdir(path.join(videosDir, '.incoming'));
const stored = async () => (await readdir(videosDir)).filter((name) => name !== '.incoming');

/** An upload of `size` bytes through the real HTTP server, the ticket before or after the file. */
const upload = async (fields: Record<string, string>, order: 'ticket first' | 'file first', size = MB) => {
  const raw = openUpload(
    server.port,
    '/api/video/upload',
    order === 'ticket first' ? { before: fields } : { after: fields },
  );
  await raw.send(size);
  raw.finish();
  return raw.answer;
};

describe('the local upload, its parts in any order', () => {
  it.each(['file first', 'ticket first'] as const)(
    'when the codelab client sends the %s, then the video is stored and the problem shows it',
    async (order) => {
      const answer = await upload(fieldsOf(await ticket()), order);

      expect(answer?.status).toBe(200);
      const uploaded = videoUploadResponseSchema.parse(answer?.body);
      const saved = await admin.post('/api/video/save', {
        problemId,
        cloudinaryPublicId: uploaded.public_id,
        secureUrl: uploaded.secure_url,
        duration: 12.5,
      });
      expect(saved.status).toBe(201);
      expect(saveVideoResponseSchema.parse(saved.body).videoSolution.secureUrl).toBe(uploaded.secure_url);
      expect(uploaded.bytes).toBe(64 + MB);
      const problem = await request(testApp.app).get(`/api/problem/problemById/${problemId}`);
      expect(problem.body).toMatchObject({ secureUrl: uploaded.secure_url });
      expect(await spooled()).toEqual([]);
    },
  );

  it('when a forged ticket or none comes after 20 MB of file, then 400, nothing is stored and the spool is gone', async () => {
    const before = await stored();
    const forged = await upload(
      { ...fieldsOf(await ticket()), signature: 'ab'.repeat(32) },
      'file first',
      20 * MB,
    );
    const none = await upload({ api_key: 'local' }, 'file first', 20 * MB);

    expect(forged).toEqual({ status: 400, body: { error: MESSAGES.uploadSignatureInvalid } });
    expect(none).toEqual({ status: 400, body: { error: MESSAGES.uploadTicketMissing } });
    expect(await stored()).toEqual(before);
    expect(await spooled()).toEqual([]);
  });

  it('when the client goes away in the middle of the file, then its spool is deleted and its place freed', async () => {
    const raw = openUpload(server.port, '/api/video/upload', { after: fieldsOf(await ticket()) });
    await raw.send(8 * MB);
    await waitFor(async () => ((await spooled()).length === 1 ? true : undefined), 'the spool');

    raw.abort();

    expect(await raw.answer).toBeUndefined();
    await waitFor(async () => ((await spooled()).length === 0 ? true : undefined), 'the spool deleted');
    const uploads = await Promise.all(
      Array.from({ length: VIDEO_UPLOADS_PER_ADDRESS }, async () =>
        upload(fieldsOf(await ticket()), 'file first'),
      ),
    );
    expect(uploads.map((a) => a?.status)).toEqual(Array<number>(VIDEO_UPLOADS_PER_ADDRESS).fill(200));
  }, 90_000);

  it('when one address has its uploads in flight, then one more is refused with 429 until one ends', async () => {
    const open: RawUpload[] = [];
    for (let i = 0; i < VIDEO_UPLOADS_PER_ADDRESS; i++) {
      const raw = openUpload(server.port, '/api/video/upload', { after: fieldsOf(await ticket()) });
      await raw.send(MB);
      open.push(raw);
    }
    await waitFor(
      async () => ((await spooled()).length === VIDEO_UPLOADS_PER_ADDRESS ? true : undefined),
      'the spools',
    );

    const refused = await upload(fieldsOf(await ticket()), 'ticket first');
    for (const raw of open) raw.finish();
    const held = await Promise.all(open.map((raw) => raw.answer));
    const after = await upload(fieldsOf(await ticket()), 'ticket first');

    expect(refused).toEqual({ status: 429, body: { error: MESSAGES.uploadsInProgress } });
    expect(held.map((a) => a?.status)).toEqual(Array<number>(VIDEO_UPLOADS_PER_ADDRESS).fill(200));
    expect(after?.status).toBe(200);
    expect(await spooled()).toEqual([]);
  }, 90_000);
});
