import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import busboy from 'busboy';

export const FAKE_CLOUDINARY = {
  cloudName: 'demo-cloud',
  apiKey: '123456789012345',
  apiSecret: 'fake-api-secret-abcdef',
};

type Resource = { public_id: string; secure_url: string; duration: number; bytes: number };

export type FakeCloudinary = {
  /** CLOUDINARY_URL pointing the SDK at this server. */
  url: string;
  resources: Map<string, Resource>;
  destroyed: string[];
  close: () => Promise<void>;
};

/**
 * Cloudinary's documented request signature: the signed parameters sorted by name, joined as
 * key=value with &, the API secret appended, SHA-1 in hex. Written out here, not taken from the SDK.
 */
export function documentedSignature(params: Record<string, string>, apiSecret: string): string {
  const toSign = Object.keys(params)
    .sort()
    .map((key) => `${key}=${params[key] ?? ''}`)
    .join('&');
  return createHash('sha1')
    .update(toSign + apiSecret)
    .digest('hex');
}

function readForm(req: IncomingMessage): Promise<{ fields: Record<string, string>; fileBytes: number }> {
  return new Promise((resolve, reject) => {
    const fields: Record<string, string> = {};
    let fileBytes = 0;
    const parser = busboy({ headers: req.headers });
    parser.on('field', (name, value) => (fields[name] = value));
    parser.on('file', (_name, stream) => {
      stream.on('data', (chunk: Buffer) => (fileBytes += chunk.length));
    });
    parser.on('close', () => {
      resolve({ fields, fileBytes });
    });
    parser.on('error', reject);
    req.pipe(parser);
  });
}

const send = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
};

/**
 * A local stand-in for Cloudinary's upload API (signed video upload, destroy) and Admin API (get a
 * video resource, basic auth), enough for the real SDK and a browser-like upload to talk to.
 */
export async function startFakeCloudinary(): Promise<FakeCloudinary> {
  const { cloudName, apiKey, apiSecret } = FAKE_CLOUDINARY;
  const resources = new Map<string, Resource>();
  const destroyed: string[] = [];
  const signedParams = (fields: Record<string, string>) =>
    Object.fromEntries(
      Object.entries(fields).filter(
        ([key]) => !['signature', 'api_key', 'file', 'resource_type'].includes(key),
      ),
    );
  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const prefix = `/v1_1/${cloudName}`;
      if (req.method === 'POST' && url.pathname === `${prefix}/video/upload`) {
        const { fields, fileBytes } = await readForm(req);
        if (
          fields.api_key !== apiKey ||
          fields.signature !== documentedSignature(signedParams(fields), apiSecret)
        ) {
          send(res, 401, { error: { message: 'Invalid Signature' } });
          return;
        }
        const publicId = fields.public_id ?? 'random';
        const resource = {
          public_id: publicId,
          secure_url: `https://res.cloudinary.com/${cloudName}/video/upload/v1/${publicId}.mp4`,
          duration: 3.25,
          bytes: fileBytes,
        };
        resources.set(publicId, resource);
        send(res, 200, { ...resource, resource_type: 'video', format: 'mp4' });
        return;
      }
      if (req.method === 'POST' && url.pathname === `${prefix}/video/destroy`) {
        const { fields } = await readForm(req);
        if (fields.signature !== documentedSignature(signedParams(fields), apiSecret)) {
          send(res, 401, { error: { message: 'Invalid Signature' } });
          return;
        }
        destroyed.push(fields.public_id ?? '');
        resources.delete(fields.public_id ?? '');
        send(res, 200, { result: 'ok' });
        return;
      }
      const resourcePath = `${prefix}/resources/video/upload/`;
      if (req.method === 'GET' && url.pathname.startsWith(resourcePath)) {
        const basic = `Basic ${Buffer.from(`${apiKey}:${apiSecret}`).toString('base64')}`;
        if (req.headers.authorization !== basic) {
          send(res, 401, { error: { message: 'Invalid credentials' } });
          return;
        }
        const resource = resources.get(decodeURIComponent(url.pathname.slice(resourcePath.length)));
        if (!resource) send(res, 404, { error: { message: 'Resource not found' } });
        else send(res, 200, { ...resource, resource_type: 'video', type: 'upload', format: 'mp4' });
        return;
      }
      send(res, 404, { error: { message: `no route ${req.method ?? ''} ${url.pathname}` } });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const uploadPrefix = encodeURIComponent(`http://127.0.0.1:${String(port)}`);
  return {
    url: `cloudinary://${apiKey}:${apiSecret}@${cloudName}?upload_prefix=${uploadPrefix}`,
    resources,
    destroyed,
    close: () =>
      new Promise((resolve) =>
        server.close(() => {
          resolve();
        }),
      ),
  };
}
