// Reads and expires cookies through anything shaped like `document` (the real one, or a test double).
export type CookieDocument = { cookie: string };

export function readCookie(doc: CookieDocument, name: string): string | undefined {
  for (const pair of doc.cookie.split(';')) {
    const separator = pair.indexOf('=');
    if (separator === -1) continue;
    if (pair.slice(0, separator).trim() !== name) continue;
    const raw = pair.slice(separator + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return undefined;
}

export function expireCookie(doc: CookieDocument, name: string): void {
  doc.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
}
