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
  const [client] = await judge0Clients(app, 1, header);
  if (!client) throw new Error('no token was made');
  return client;
}

/** `count` Judge0 clients of one freshly registered user, each with a token of its own. */
export async function judge0Clients(
  app: Express,
  count: number,
  header = 'X-Auth-Token',
): Promise<Judge0TestClient[]> {
  const { browser } = await signedInBrowser(app);
  const clients: Judge0TestClient[] = [];
  for (let i = 0; i < count; i++) {
    const res = await browser.post('/api/tokens', { name: `judge0 client ${String(i + 1)}` });
    if (res.status !== 201)
      throw new Error(`token creation failed: ${res.status} ${JSON.stringify(res.body)}`);
    const { token } = createdPersonalTokenSchema.parse(res.body);
    clients.push({
      token,
      get: async (path) => request(app).get(path).set(header, token),
      post: async (path, body) =>
        request(app)
          .post(path)
          .set(header, token)
          .send(body as object),
    });
  }
  return clients;
}
