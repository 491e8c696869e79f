import type { Express } from 'express';
import request from 'supertest';
import type { Response } from 'supertest';
import { COOKIE_NAMES, XSRF_HEADER } from '@codecourt/contracts';
import { isCleared, setCookies } from './set-cookie.js';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
type SendOptions = {
  body?: unknown;
  /** What to put in X-XSRF-TOKEN: by default the XSRF-TOKEN cookie's value, as the web client does; false sends none. */
  xsrf?: string | false;
  headers?: Record<string, string>;
};

/**
 * Talks to the app the way the SPA in a browser does: keeps the cookies it is given, sends them back,
 * and echoes the XSRF-TOKEN cookie in the X-XSRF-TOKEN header on writes.
 */
export class TestBrowser {
  readonly cookies = new Map<string, string>();

  /** `app` in-process, or the base URL of an API listening elsewhere (another process). */
  constructor(private readonly app: Express | string) {}

  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }

  get(path: string, options: SendOptions = {}): Promise<Response> {
    return this.send('get', path, options);
  }

  post(path: string, body?: unknown, options: Omit<SendOptions, 'body'> = {}): Promise<Response> {
    return this.send('post', path, { ...options, body });
  }

  async send(method: Method, path: string, options: SendOptions = {}): Promise<Response> {
    let pending = request(this.app)[method](path);
    const cookieHeader = [...this.cookies]
      .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
      .join('; ');
    if (cookieHeader) pending = pending.set('Cookie', cookieHeader);
    const xsrf = options.xsrf ?? (method === 'get' ? false : this.cookie(COOKIE_NAMES.xsrf));
    if (xsrf) pending = pending.set(XSRF_HEADER, xsrf);
    for (const [name, value] of Object.entries(options.headers ?? {})) pending = pending.set(name, value);
    const res = await (options.body === undefined ? pending : pending.send(options.body as object));
    this.remember(res);
    return res;
  }

  private remember(res: Response): void {
    for (const cookie of setCookies(res).values()) {
      if (isCleared(cookie)) this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
  }
}

/** A browser that has loaded the app once, so it holds an XSRF-TOKEN cookie. */
export async function openBrowser(app: Express | string): Promise<TestBrowser> {
  const browser = new TestBrowser(app);
  await browser.get('/api/health');
  return browser;
}
