// No CLOUDINARY_URL: the browser uploads to the API's own store with an HMAC ticket, and the store
// serves the files with range requests.
import { watch } from 'node:fs';
import { mkdir, readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MESSAGES,
  VIDEO_MAX_BYTES,
  problemSchema,
  saveVideoResponseSchema,
  uploadSignatureSchema,
  videoUploadResponseSchema,
} from '@codecourt/contracts';
import type { UploadSignature } from '@codecourt/contracts';
import { binaryBody } from '../../../testing/binary-body.js';
import { adminBrowser } from '../../../testing/admin-browser.js';
import { newSignup } from '../../../testing/fixtures.js';
import { signedInBrowser } from '../../../testing/sign-in.js';
import { createTestApp } from '../../../testing/test-app.js';
import type { TestApp } from '../../../testing/test-app.js';
import { openBrowser } from '../../../testing/test-browser.js';
import type { TestBrowser } from '../../../testing/test-browser.js';
import { listening, openUpload } from '../../../testing/raw-upload.js';
import { importTestPackage } from '../../../testing/test-problems.js';
import { tempDir } from '../../../testing/tiny-package.js';
import { PNG_BYTES, recordedMp4, tinyMp4 } from '../../../testing/video-bytes.js';
import { LOCAL_UPLOAD_URL } from '../local/local-video-store.js';
import { signTicket } from '../local/upload-ticket.js';

const ADMIN = newSignup({ emailId: 'video-admin@example.com' });

let testApp: TestApp;
let admin: TestBrowser;
let dataDir: string;
let problemId: string;
let otherProblemId: string;

beforeAll(async () => {
  dataDir = await tempDir();
  testApp = await createTestApp({
    env: { ADMIN_EMAIL: ADMIN.emailId, ADMIN_PASSWORD: ADMIN.password, DATA_DIR: dataDir },
  });
  problemId = (await importTestPackage(testApp.database.db, { slug: 'video-problem' })).id;
  otherProblemId = (await importTestPackage(testApp.database.db, { slug: 'other-video-problem' })).id;
  admin = await adminBrowser(testApp.app, ADMIN);
});
afterAll(async () => {
  await testApp.close();
});

const ticketFor = async (id: string) =>
  uploadSignatureSchema.parse((await admin.get(`/api/video/create/${id}`)).body);

/** The browser's multipart POST to upload_url: the ticket first, then the file; no cookie, no XSRF header. */
const upload = (ticket: UploadSignature, file: Buffer, overrides: Partial<Record<string, string>> = {}) => {
  const fields = {
    signature: ticket.signature,
    timestamp: String(ticket.timestamp),
    public_id: ticket.public_id,
    api_key: ticket.api_key,
    ...overrides,
  };
  let pending = request(testApp.app).post(ticket.upload_url);
  for (const [name, value] of Object.entries(fields)) pending = pending.field(name, value);
  return pending.attach('file', file, { filename: 'solution.mp4', contentType: 'video/mp4' });
};

const save = (id: string, uploaded: { public_id: string; secure_url: string; duration: number }) =>
  admin.post('/api/video/save', {
    problemId: id,
    cloudinaryPublicId: uploaded.public_id,
    secureUrl: uploaded.secure_url,
    duration: uploaded.duration || 12.5,
  });

describe('local video store', () => {
  it('when an admin uploads with a ticket and saves, then the problem carries the video and the file is served with ranges', async () => {
    const ticket = await ticketFor(problemId);
    const video = tinyMp4();

    const uploaded = await upload(ticket, video);
    const saved = await save(problemId, videoUploadResponseSchema.parse(uploaded.body));

    expect(ticket).toMatchObject({ upload_url: '/api/video/upload', api_key: 'local', cloud_name: 'local' });
    expect(uploaded.status).toBe(200);
    expect(uploaded.body).toMatchObject({ public_id: ticket.public_id, format: 'mp4', bytes: video.length });
    expect(saved.status).toBe(201);
    const { videoSolution } = saveVideoResponseSchema.parse(saved.body);
    expect(videoSolution).toMatchObject({ problemId, cloudinaryPublicId: ticket.public_id, duration: 12.5 });
    const problem = problemSchema.parse(
      (await request(testApp.app).get(`/api/problem/problemById/${problemId}`)).body,
    );
    expect(problem).toMatchObject({ secureUrl: videoSolution.secureUrl, duration: 12.5 });
    const ranged = await request(testApp.app).get(videoSolution.secureUrl).set('Range', 'bytes=4-11');
    expect(ranged.status).toBe(206);
    expect(ranged.headers['content-type']).toBe('video/mp4');
    expect(ranged.headers['content-range']).toBe(`bytes 4-11/${String(video.length)}`);
    expect(Buffer.from(ranged.body as Buffer).toString('latin1')).toBe('ftypmp42');
  });

  it('when a real video is uploaded, then ffprobe gives its duration and ffmpeg a JPEG thumbnail the problem carries', async () => {
    const recorded = (await importTestPackage(testApp.database.db, { slug: 'recorded-video-problem' })).id;
    const video = await recordedMp4(await tempDir());

    const res = await upload(await ticketFor(recorded), video);
    const uploaded = videoUploadResponseSchema.parse(res.body);
    const saved = await admin.post('/api/video/save', {
      problemId: recorded,
      cloudinaryPublicId: uploaded.public_id,
      secureUrl: uploaded.secure_url,
      duration: uploaded.duration,
    });

    expect(res.status).toBe(200);
    expect(uploaded.duration).toBeGreaterThan(0.5);
    expect(uploaded.duration).toBeLessThan(2);
    expect(uploaded.thumbnail_url).toMatch(/^\/api\/video\/file\/[\w.-]+\.jpg$/);
    expect(saved.status).toBe(201);
    const problem = problemSchema.parse(
      (await request(testApp.app).get(`/api/problem/problemById/${recorded}`)).body,
    );
    expect(problem).toMatchObject({ thumbnailUrl: uploaded.thumbnail_url, duration: uploaded.duration });
    const thumbnail = await request(testApp.app)
      .get(uploaded.thumbnail_url ?? '')
      .buffer(true)
      .parse(binaryBody);
    expect(thumbnail.status).toBe(200);
    expect(thumbnail.headers['content-type']).toBe('image/jpeg');
    expect([...(thumbnail.body as Buffer).subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
  });

  it('when a video is saved again, then it replaces the first, whose file is deleted', async () => {
    const first = videoUploadResponseSchema.parse(
      (await upload(await ticketFor(otherProblemId), tinyMp4())).body,
    );
    await save(otherProblemId, first);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const second = videoUploadResponseSchema.parse(
      (await upload(await ticketFor(otherProblemId), tinyMp4(8192))).body,
    );

    const res = await save(otherProblemId, second);

    expect(res.status).toBe(201);
    expect((await request(testApp.app).get(first.secure_url)).status).toBe(404);
    expect((await request(testApp.app).get(second.secure_url)).status).toBe(200);
  });

  it('when a ticket is forged, expired or for another public_id, then the upload is refused', async () => {
    const ticket = await ticketFor(problemId);
    const secret = (await readFile(path.join(dataDir, 'video-upload-secret'), 'utf8')).trim();
    const old = ticket.timestamp - 2 * 60 * 60;

    const forged = await upload(ticket, tinyMp4(), { signature: 'ab'.repeat(32) });
    const expired = await upload(ticket, tinyMp4(), {
      timestamp: String(old),
      public_id: `${problemId}-${String(old)}`,
      signature: signTicket(secret, `${problemId}-${String(old)}`, old),
    });
    const otherId = await upload(ticket, tinyMp4(), {
      public_id: `${otherProblemId}-${String(ticket.timestamp)}`,
    });

    expect([forged.status, expired.status, otherId.status]).toEqual([400, 400, 400]);
    expect(forged.body).toEqual({ error: MESSAGES.uploadSignatureInvalid });
    expect(expired.body).toEqual({ error: MESSAGES.uploadSignatureExpired });
    expect(otherId.body).toEqual({ error: MESSAGES.uploadSignatureInvalid });
  });

  it('when the file is not a video by its bytes, then it is refused whatever type it claims', async () => {
    const res = await upload(await ticketFor(problemId), PNG_BYTES);

    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: MESSAGES.videoInvalidType });
  });

  it('when the file is past 100 MB, then it is refused while it streams (no length announced) and at once (length announced)', async () => {
    const ticket = await ticketFor(problemId);
    const server = await listening(testApp.app);
    try {
      const streamed = await streamedUpload(server.port, ticketFields(ticket), VIDEO_MAX_BYTES + 1024);
      const announced = await request(testApp.app)
        .post(ticket.upload_url)
        .set('Content-Type', 'multipart/form-data; boundary=x')
        .set('Content-Length', String(VIDEO_MAX_BYTES + 1024 * 1024))
        .send('');

      expect(streamed).toEqual({ status: 413, body: { error: MESSAGES.videoTooLarge } });
      expect(announced.status).toBe(413);
    } finally {
      await server.close();
    }
  });

  it('when 20 MB arrive after a forged ticket, then they are refused before a byte reaches .incoming', async () => {
    const incoming = path.join(dataDir, 'videos', '.incoming');
    await mkdir(incoming, { recursive: true });
    const created: string[] = [];
    const watcher = watch(incoming, (_event, name) => {
      if (name) created.push(name);
    });
    const server = await listening(testApp.app);
    try {
      const ticket = await ticketFor(problemId);

      const forged = await streamedUpload(
        server.port,
        { ...ticketFields(ticket), signature: 'ab'.repeat(32) },
        20 * 1024 * 1024,
      );

      expect(forged).toEqual({ status: 400, body: { error: MESSAGES.uploadSignatureInvalid } });
      expect(created).toEqual([]);
      expect(await readdir(incoming)).toEqual([]);
    } finally {
      watcher.close();
      await server.close();
    }
  });

  it('when the save names an upload of another problem or one the store lacks, then 400', async () => {
    const uploaded = videoUploadResponseSchema.parse(
      (await upload(await ticketFor(problemId), tinyMp4())).body,
    );

    const wrongProblem = await save(otherProblemId, uploaded);
    const missing = await save(problemId, { ...uploaded, public_id: `${problemId}-1` });

    expect(wrongProblem.body).toEqual({ error: MESSAGES.videoNotOfProblem });
    expect(missing.body).toEqual({ error: MESSAGES.videoStorageNotFound });
  });

  it('when an admin deletes the video, then the problem has none and its file is gone', async () => {
    const uploaded = videoUploadResponseSchema.parse(
      (await upload(await ticketFor(problemId), tinyMp4())).body,
    );
    await save(problemId, uploaded);

    const res = await admin.send('delete', `/api/video/delete/${problemId}`);
    const again = await admin.send('delete', `/api/video/delete/${problemId}`);

    expect(res.status).toBe(200);
    expect(again.status).toBe(404);
    expect(again.body).toEqual({ error: MESSAGES.videoNotFound });
    const problem = problemSchema.parse(
      (await request(testApp.app).get(`/api/problem/problemById/${problemId}`)).body,
    );
    expect(problem.secureUrl).toBeUndefined();
    expect((await request(testApp.app).get(uploaded.secure_url)).status).toBe(404);
  });

  it('when the problem is deleted, then its video file goes with it', async () => {
    const doomed = (await importTestPackage(testApp.database.db, { slug: 'doomed-video-problem' })).id;
    const uploaded = videoUploadResponseSchema.parse((await upload(await ticketFor(doomed), tinyMp4())).body);
    await save(doomed, uploaded);

    const res = await admin.send('delete', `/api/problem/delete/${doomed}`);

    expect(res.status).toBe(200);
    expect((await request(testApp.app).get(uploaded.secure_url)).status).toBe(404);
  });

  it('when a user or a visitor asks for a ticket, saves or deletes, then 403 and 401', async () => {
    const { browser: user } = await signedInBrowser(testApp.app);
    const visitor = await openBrowser(testApp.app);
    const body = { problemId, cloudinaryPublicId: 'x', secureUrl: 'https://example.com/v.mp4', duration: 1 };

    for (const browser of [user, visitor]) {
      const statuses = [
        (await browser.get(`/api/video/create/${problemId}`)).status,
        (await browser.post('/api/video/save', body)).status,
        (await browser.send('delete', `/api/video/delete/${problemId}`)).status,
      ];
      expect(statuses).toEqual(browser === user ? [403, 403, 403] : [401, 401, 401]);
    }
  });
});

/** The fields of a ticket as the browser sends them. */
const ticketFields = (ticket: UploadSignature): Record<string, string> => ({
  signature: ticket.signature,
  timestamp: String(ticket.timestamp),
  public_id: ticket.public_id,
  api_key: ticket.api_key,
});

/** A chunked multipart upload (no Content-Length) of `fields` and then `size` bytes of MP4. */
async function streamedUpload(port: number, fields: Record<string, string>, size: number) {
  const raw = openUpload(port, LOCAL_UPLOAD_URL, { before: fields });
  await raw.send(size);
  raw.finish();
  return raw.answer;
}
