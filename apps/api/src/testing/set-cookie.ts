import type { Response } from 'supertest';

export type SetCookie = { name: string; value: string; attributes: Record<string, string | true> };

/** The Set-Cookie headers of a response, by cookie name, with attribute names lower-cased. */
export function setCookies(res: Response): Map<string, SetCookie> {
  const raw: unknown = res.headers['set-cookie'];
  const headers = Array.isArray(raw) ? (raw as string[]) : typeof raw === 'string' ? [raw] : [];
  const cookies = new Map<string, SetCookie>();
  for (const header of headers) {
    const [pair = '', ...parts] = header.split(';');
    const separator = pair.indexOf('=');
    const name = pair.slice(0, separator).trim();
    const attributes: Record<string, string | true> = {};
    for (const part of parts) {
      const [key = '', ...rest] = part.split('=');
      attributes[key.trim().toLowerCase()] = rest.length ? rest.join('=').trim() : true;
    }
    cookies.set(name, { name, value: decodeURIComponent(pair.slice(separator + 1).trim()), attributes });
  }
  return cookies;
}

/** True when the header deletes the cookie (Express's clearCookie sets an expiry in the past). */
export function isCleared(cookie: SetCookie | undefined): boolean {
  if (!cookie) return false;
  const expires = cookie.attributes.expires;
  return (
    cookie.attributes['max-age'] === '0' || (typeof expires === 'string' && Date.parse(expires) <= Date.now())
  );
}
