import type { CookieJar, CookieOptions } from '../../core/platform/cookie-jar.port';

/** CookieJar over `document.cookie`; spec 9: default path '/'. */
export class DocumentCookieJar implements CookieJar {
  constructor(private readonly doc: Pick<Document, 'cookie'> = document) {}

  get(name: string): string | undefined {
    for (const part of this.doc.cookie.split(';')) {
      const [rawName, ...rest] = part.trim().split('=');
      if (rawName && decodeURIComponent(rawName) === name) return decodeURIComponent(rest.join('='));
    }
    return undefined;
  }

  set(name: string, value: string, options: CookieOptions = {}): void {
    const parts = [`${encodeURIComponent(name)}=${encodeURIComponent(value)}`, `path=${options.path ?? '/'}`];
    if (options.expires !== undefined) parts.push(`expires=${new Date(options.expires).toUTCString()}`);
    if (options.sameSite) parts.push(`SameSite=${options.sameSite}`);
    if (options.secure) parts.push('Secure');
    this.doc.cookie = parts.join('; ');
  }

  remove(name: string, options: { path?: string } = {}): void {
    this.doc.cookie = `${encodeURIComponent(name)}=; path=${options.path ?? '/'}; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  }
}
