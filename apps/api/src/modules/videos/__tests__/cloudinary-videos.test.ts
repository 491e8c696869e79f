// CLOUDINARY_URL set: tickets are Cloudinary signatures from its SDK, and save asks Cloudinary's Admin
// API through the SDK. Cloudinary is a local fake of its upload and admin API.
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MESSAGES,
  problemSchema,
  saveVideoResponseSchema,
  uploadSignatureSchema,
} from '@codecourt/contracts';
import { adminBrowser } from '../../../testing/admin-browser.js';
import {
  FAKE_CLOUDINARY,
  documentedSignature,
  startFakeCloudinary,
} from '../../../testing/fake-cloudinary.js';
import type { FakeCloudinary } from '../../../testing/fake-cloudinary.js';
import { newSignup } from '../../../testing/fixtures.js';
import { createTestApp } from '../../../testing/test-app.js';
import type { TestApp } from '../../../testing/test-app.js';
import type { TestBrowser } from '../../../testing/test-browser.js';
import { importTestPackage } from '../../../testing/test-problems.js';
import { tempDir } from '../../../testing/tiny-package.js';
import { tinyMp4 } from '../../../testing/video-bytes.js';

const ADMIN = newSignup({ emailId: 'cloud-admin@example.com' });

let cloudinary: FakeCloudinary;
let testApp: TestApp;
let admin: TestBrowser;
let problemId: string;

beforeAll(async () => {
  cloudinary = await startFakeCloudinary();
  // The SDK chooses http or https for its API host when it loads, from the environment.
  process.env.CLOUDINARY_URL = cloudinary.url;
  testApp = await createTestApp({
    env: {
      ADMIN_EMAIL: ADMIN.emailId,
      ADMIN_PASSWORD: ADMIN.password,
      CLOUDINARY_URL: cloudinary.url,
      DATA_DIR: await tempDir(),
    },
  });
  problemId = (await importTestPackage(testApp.database.db, { slug: 'cloud-video' })).id;
  admin = await adminBrowser(testApp.app, ADMIN);
});
afterAll(async () => {
  delete process.env.CLOUDINARY_URL;
  await testApp.close();
  await cloudinary.close();
});

/** The browser's direct upload to upload_url, as multipart with the ticket's fields. */
async function uploadToCloudinary(ticket: ReturnType<typeof uploadSignatureSchema.parse>) {
  const form = new FormData();
  form.append('signature', ticket.signature);
  form.append('timestamp', String(ticket.timestamp));
  form.append('public_id', ticket.public_id);
  form.append('file', new Blob([tinyMp4()], { type: 'video/mp4' }), 'solution.mp4');
  form.append('api_key', ticket.api_key);
  const res = await fetch(ticket.upload_url, { method: 'POST', body: form });
  return {
    status: res.status,
    body: (await res.json()) as { public_id: string; secure_url: string; duration: number },
  };
}

describe('Cloudinary video store', () => {
  it('when an admin asks for a ticket, then it is signed with Cloudinary’s documented algorithm and names its video upload URL', async () => {
    const ticket = uploadSignatureSchema.parse((await admin.get(`/api/video/create/${problemId}`)).body);

    expect(ticket).toMatchObject({ api_key: FAKE_CLOUDINARY.apiKey, cloud_name: FAKE_CLOUDINARY.cloudName });
    expect(ticket.upload_url).toMatch(new RegExp(`/v1_1/${FAKE_CLOUDINARY.cloudName}/video/upload$`));
    expect(ticket.signature).toBe(
      documentedSignature(
        { public_id: ticket.public_id, timestamp: String(ticket.timestamp) },
        FAKE_CLOUDINARY.apiSecret,
      ),
    );
  });

  it('when the upload reached Cloudinary, then save stores it and the problem carries it; deleting destroys it there', async () => {
    const ticket = uploadSignatureSchema.parse((await admin.get(`/api/video/create/${problemId}`)).body);
    const uploaded = await uploadToCloudinary(ticket);

    const saved = await admin.post('/api/video/save', {
      problemId,
      cloudinaryPublicId: uploaded.body.public_id,
      secureUrl: uploaded.body.secure_url,
      duration: uploaded.body.duration,
    });
    const problem = problemSchema.parse(
      (await request(testApp.app).get(`/api/problem/problemById/${problemId}`)).body,
    );
    const deleted = await admin.send('delete', `/api/video/delete/${problemId}`);

    expect(uploaded.status).toBe(200);
    expect(saved.status).toBe(201);
    expect(saveVideoResponseSchema.parse(saved.body).videoSolution).toMatchObject({
      cloudinaryPublicId: ticket.public_id,
      secureUrl: uploaded.body.secure_url,
      duration: 3.25,
      thumbnail: uploaded.body.secure_url.replace(/\.mp4$/, '.jpg'),
    });
    expect(problem).toMatchObject({ secureUrl: uploaded.body.secure_url, duration: 3.25 });
    expect(deleted.status).toBe(200);
    expect(cloudinary.destroyed).toEqual([ticket.public_id]);
  });

  it('when the named upload is not on Cloudinary, then save answers 400 and stores nothing', async () => {
    const ticket = uploadSignatureSchema.parse((await admin.get(`/api/video/create/${problemId}`)).body);

    const res = await admin.post('/api/video/save', {
      problemId,
      cloudinaryPublicId: ticket.public_id,
      secureUrl: `https://res.cloudinary.com/demo/video/upload/${ticket.public_id}.mp4`,
      duration: 1,
    });

    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: MESSAGES.videoStorageNotFound });
    expect(
      problemSchema.parse((await request(testApp.app).get(`/api/problem/problemById/${problemId}`)).body)
        .secureUrl,
    ).toBeUndefined();
  });
});
