import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import type { GitHttpRequest, GitHttpResponse, HttpClient } from 'isomorphic-git';
import { addressAllowed, type TargetPolicy } from './remote-target.js';

/** Raised when a connection would reach an address the policy refuses. */
export class ForbiddenTargetError extends Error {}

/** DNS lookup that refuses forbidden addresses: the check applies to the address actually connected to. */
function guardedLookup(policy: TargetPolicy): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      const allowed = error ? [] : addresses.filter((a) => addressAllowed(a.address, policy));
      const first = allowed[0];
      if (error) callback(error, '', 0);
      else if (!first) callback(new ForbiddenTargetError(`forbidden address for ${hostname}`), '', 0);
      else if (options.all) (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, allowed);
      else callback(null, first.address, first.family);
    });
  };
}

async function* chunksOf(stream: AsyncIterable<Buffer>): AsyncIterableIterator<Uint8Array> {
  for await (const chunk of stream) yield new Uint8Array(chunk);
}

/**
 * isomorphic-git's HTTP client with the SSRF guard: every connection's address is checked, redirects are not
 * followed (a remote cannot send the token elsewhere) and a stalled request ends after `timeoutMs`.
 */
export function guardedHttp(policy: TargetPolicy, timeoutMs: number): HttpClient {
  const lookup = guardedLookup(policy);
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
