import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import type { GitHttpRequest, GitHttpResponse, HttpClient } from 'isomorphic-git';

/** Raised when a connection would reach an address the policy refuses. */
export class ForbiddenTargetError extends Error {}

/** A lookup that answers the pinned address whatever it is asked: no second DNS answer is ever used. */
function pinnedLookup(target: { address: string; family: 4 | 6 }): LookupFunction {
  return (_hostname, options, callback) => {
    if (options.all)
      (callback as unknown as (e: null, a: { address: string; family: number }[]) => void)(null, [target]);
    else callback(null, target.address, target.family);
  };
}

async function* chunksOf(stream: AsyncIterable<Buffer>): AsyncIterableIterator<Uint8Array> {
  for await (const chunk of stream) yield new Uint8Array(chunk);
}

/**
 * isomorphic-git's HTTP client for one push, with the SSRF guard: every connection goes to `target`, the
 * address resolve-target.ts checked (TLS still verifies the URL's host name), redirects are not followed
 * (a remote cannot send the token elsewhere) and a stalled request ends after `timeoutMs`.
 */
export function pinnedHttp(target: { address: string; family: 4 | 6 }, timeoutMs: number): HttpClient {
  const lookup = pinnedLookup(target);
  return {
    async request({ url, method = 'GET', headers = {}, body }: GitHttpRequest): Promise<GitHttpResponse> {
      const chunks: Buffer[] = [];
      if (body) for await (const chunk of body) chunks.push(Buffer.from(chunk));
      const target = new URL(url);
      const client = target.protocol === 'https:' ? https : http;
      return new Promise((resolve, reject) => {
        const request = client.request(
          target,
          { method, headers, lookup, timeout: timeoutMs },
          (response) => {
            resolve({
              url,
              method,
              statusCode: response.statusCode ?? 0,
              statusMessage: response.statusMessage ?? '',
              headers: Object.fromEntries(
                Object.entries(response.headers).map(([k, v]) => [
                  k,
                  Array.isArray(v) ? v.join(', ') : (v ?? ''),
                ]),
              ),
              body: chunksOf(response),
            });
          },
        );
        request.on('timeout', () => request.destroy(new Error('the remote did not answer in time')));
        request.on('error', reject);
        request.end(Buffer.concat(chunks));
      });
    },
  };
}
