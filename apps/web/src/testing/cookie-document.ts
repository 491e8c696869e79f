import type { CookieDocument } from '@/lib/browser-cookies';

/** Behaves like `document.cookie`: assignments set or (with a past `expires`) delete one cookie. */
export class FakeCookieDocument implements CookieDocument {
  readonly jar = new Map<string, string>();

  constructor(initial: Record<string, string> = {}) {
    for (const [name, value] of Object.entries(initial)) this.jar.set(name, value);
  }

  get cookie(): string {
    return [...this.jar].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  set cookie(assignment: string) {
    const [pair = '', ...attributes] = assignment.split(';');
    const separator = pair.indexOf('=');
    const name = pair.slice(0, separator).trim();
    const expires = attributes.map((a) => a.trim()).find((a) => a.toLowerCase().startsWith('expires='));
    if (expires !== undefined && Date.parse(expires.slice('expires='.length)) <= Date.now()) {
      this.jar.delete(name);
      return;
    }
    this.jar.set(name, pair.slice(separator + 1).trim());
  }
}
