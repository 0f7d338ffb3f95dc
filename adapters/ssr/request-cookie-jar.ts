import type { Clock } from '../../core/platform/clock.port';
import { cookieHeaderPairs } from '../../core/platform/cookie-header';
import type { CookieJar, CookieOptions } from '../../core/platform/cookie-jar.port';
import { DocumentCookieJar } from '../browser/document-cookie-jar';

/** A document's `cookie` over one request: reads see the request's cookies and the writes so far; writes become Set-Cookie headers. */
class RequestCookies {
  readonly setCookies: string[] = [];
  private readonly values = new Map<string, string>();

  constructor(header: string) {
    for (const [name, value] of cookieHeaderPairs(header)) this.values.set(name, value);
  }

  get cookie(): string {
    return [...this.values].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  set cookie(setCookie: string) {
    this.setCookies.push(setCookie);
    const [pair = '', ...attributes] = setCookie.split(';');
    const [name, ...rest] = pair.trim().split('=');
    if (!name) return;
    if (attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute))) this.values.delete(name);
    else this.values.set(name, rest.join('='));
  }
}

/**
 * #12: the visitor's cookies while the server renders a page for them. It remembers which cookies the
 * page read (the rendered page is shared only with visitors whose values of those are the same) and
 * answers what the page wrote as Set-Cookie headers.
 */
export class RequestCookieJar implements CookieJar {
  readonly read = new Set<string>();
  private readonly cookies: RequestCookies;
  private readonly jar: DocumentCookieJar;

  constructor(cookieHeader: string, clock: Clock) {
    this.cookies = new RequestCookies(cookieHeader);
    this.jar = new DocumentCookieJar(clock, this.cookies);
  }

  get setCookies(): readonly string[] {
    return this.cookies.setCookies;
  }

  get(name: string): string | undefined {
    this.read.add(name);
    return this.jar.get(name);
  }

  set(name: string, value: string, options?: CookieOptions): void {
    this.jar.set(name, value, options);
  }

  remove(name: string, options?: Pick<CookieOptions, 'path'>): void {
    this.jar.remove(name, options);
  }
}
