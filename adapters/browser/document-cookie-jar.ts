import type { Clock } from '../../core/platform/clock.port';
import { cookieHeaderPairs } from '../../core/platform/cookie-header';
import type { CookieJar, CookieOptions } from '../../core/platform/cookie-jar.port';

/**
 * CookieJar over `document.cookie`; spec 9: default path '/'. An expiry is written as Max-Age, a
 * lifetime counted from the clock the expiry was computed with: the browser keeps the cookie that
 * long even when the visitor's clock (or a test's) is not the browser's cookie clock.
 */
export class DocumentCookieJar implements CookieJar {
  constructor(
    private readonly clock: Clock,
    private readonly doc: Pick<Document, 'cookie'> = document,
  ) {}

  get(name: string): string | undefined {
    const found = cookieHeaderPairs(this.doc.cookie).find(([rawName]) => decodeURIComponent(rawName) === name);
    return found && decodeURIComponent(found[1]);
  }

  set(name: string, value: string, options: CookieOptions = {}): void {
    const parts = [`${encodeURIComponent(name)}=${encodeURIComponent(value)}`, `path=${options.path ?? '/'}`];
    if (options.expires !== undefined) parts.push(`max-age=${Math.max(0, Math.round((options.expires - this.clock.now()) / 1000))}`);
    if (options.sameSite) parts.push(`SameSite=${options.sameSite}`);
    if (options.secure) parts.push('Secure');
    this.doc.cookie = parts.join('; ');
  }

  remove(name: string, options: { path?: string } = {}): void {
    this.doc.cookie = `${encodeURIComponent(name)}=; path=${options.path ?? '/'}; max-age=0`;
  }
}
