import type { Express } from 'express';
import request from 'supertest';
import type { Response } from 'supertest';
import { createdPersonalTokenSchema } from '@codecourt/contracts';
import { signedInBrowser } from './sign-in.js';

export type Judge0TestClient = {
  token: string;
  get: (path: string) => Promise<Response>;
  post: (path: string, body: unknown) => Promise<Response>;
};

/** A Judge0 client as scripts are: a freshly registered user's personal access token in `header`, no cookie. */
export async function judge0Client(app: Express, header = 'X-Auth-Token'): Promise<Judge0TestClient> {
  const { browser } = await signedInBrowser(app);
  const res = await browser.post('/api/tokens', { name: 'judge0 client' });
  if (res.status !== 201) throw new Error(`token creation failed: ${res.status} ${JSON.stringify(res.body)}`);
  const { token } = createdPersonalTokenSchema.parse(res.body);
  return {
    token,
    get: async (path) => request(app).get(path).set(header, token),
    post: async (path, body) =>
      request(app)
        .post(path)
        .set(header, token)
        .send(body as object),
  };
}
