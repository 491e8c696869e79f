import { request } from 'node:http';
import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, inject, it } from 'vitest';

const baseUrl = inject('baseUrl');

/** A GET that leaves the body as it came over the wire (fetch would decode it and drop the header's meaning). */
function rawGet(url: string, acceptEncoding: string) {
  return new Promise<{
    status: number;
    headers: Record<string, string | string[] | undefined>;
    body: Buffer;
  }>((resolve, reject) => {
    request(url, { headers: { 'Accept-Encoding': acceptEncoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) });
      });
    })
      .on('error', reject)
      .end();
  });
}

describe('the production build is served precompressed', () => {
  it('when the browser accepts brotli, then the entry script arrives as brotli, smaller, and decodes to the plain file', async () => {
    const html = await (await fetch(`${baseUrl}/`)).text();
    const entry = /<script type="module"[^>]*src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(entry).toBeDefined();

    const br = await rawGet(`${baseUrl}${entry ?? ''}`, 'gzip, deflate, br');
    const gz = await rawGet(`${baseUrl}${entry ?? ''}`, 'gzip');
    const plain = await rawGet(`${baseUrl}${entry ?? ''}`, 'identity');

    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/Accept-Encoding/i);
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(br.body.length).toBeLessThan(plain.body.length / 2);
    expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
  });
});
