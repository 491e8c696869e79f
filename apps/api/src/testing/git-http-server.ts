import { execFile, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export type GitHttpServer = {
  /** The bare repository's URL (http on loopback). */
  url: string;
  /** A fresh clone of `branch` in a temporary directory (removed on close). */
  clone: (branch: string) => Promise<string>;
  close: () => Promise<void>;
};

/**
 * A real Git server on loopback for tests: `git http-backend` (CGI) behind a small Node HTTP server that asks
 * for basic auth with `token` as the password, like a Git host with an access token.
 */
export async function startGitHttpServer(token: string): Promise<GitHttpServer> {
  const root = await mkdtemp(join(tmpdir(), 'codecourt-git-server-'));
  await run('git', ['init', '--bare', '--quiet', '--initial-branch=main', join(root, 'work.git')]);
  const server = createServer((req, res) => {
    const auth = req.headers.authorization ?? '';
    const password = Buffer.from(auth.replace(/^Basic /, ''), 'base64')
      .toString()
      .split(':')
      .slice(1)
      .join(':');
    if (!auth.startsWith('Basic ') || password !== token) {
      res.writeHead(401, { 'WWW-Authenticate': 'Basic realm="git"' });
      res.end();
      return;
    }
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const cgi = spawn('git', ['http-backend'], {
      env: {
        PATH: process.env.PATH,
        GIT_PROJECT_ROOT: root,
        GIT_HTTP_EXPORT_ALL: '1',
        REMOTE_USER: 'tester',
        REQUEST_METHOD: req.method ?? 'GET',
        PATH_INFO: url.pathname,
        QUERY_STRING: url.search.slice(1),
        CONTENT_TYPE: req.headers['content-type'] ?? '',
        ...(req.headers['content-encoding']
          ? { HTTP_CONTENT_ENCODING: req.headers['content-encoding'] }
          : {}),
      },
    });
    req.pipe(cgi.stdin);
    const chunks: Buffer[] = [];
    cgi.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    cgi.on('close', () => {
      const output = Buffer.concat(chunks);
      const split = output.indexOf('\r\n\r\n');
      const head = output.subarray(0, split).toString();
      const headers: Record<string, string> = {};
      let status = 200;
      for (const line of head.split('\r\n')) {
        const [name = '', ...rest] = line.split(':');
        const value = rest.join(':').trim();
        if (name.toLowerCase() === 'status') status = Number(value.split(' ')[0]);
        else if (name) headers[name] = value;
      }
      res.writeHead(status, headers);
      res.end(output.subarray(split + 4));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const clones: string[] = [];
  return {
    url: `http://127.0.0.1:${String(port)}/work.git`,
    async clone(branch) {
      const dir = await mkdtemp(join(tmpdir(), 'codecourt-git-clone-'));
      clones.push(dir);
      await run('git', ['clone', '--quiet', '--branch', branch, join(root, 'work.git'), dir]);
      return dir;
    },
    async close() {
      await new Promise<void>((resolve) =>
        server.close(() => {
          resolve();
        }),
      );
      for (const dir of [root, ...clones]) await rm(dir, { recursive: true, force: true });
    },
  };
}
