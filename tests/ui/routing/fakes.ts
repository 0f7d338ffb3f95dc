import type { CookieJar, CookieOptions } from '../../../core/platform/cookie-jar.port';
import type { PageNavigator } from '../../../core/routing/page-navigator.port';

/** A PageNavigator that records full page loads instead of leaving (jsdom cannot load documents). */
export class RecordingNavigator implements PageNavigator {
  readonly loads: string[] = [];

  constructor(private readonly documentUrls: readonly string[] = []) {}

  load(url: string): Promise<never> {
    this.loads.push(url);
    return new Promise<never>(() => {});
  }

  isCurrentDocument(url: string): boolean {
    return this.documentUrls.includes(url);
  }
}

/** A cookie jar in memory, so each render starts as a new visitor. */
export class MemoryCookieJar implements CookieJar {
  readonly cookies = new Map<string, { value: string; options: CookieOptions }>();

  get(name: string): string | undefined {
    return this.cookies.get(name)?.value;
  }

  set(name: string, value: string, options: CookieOptions = {}): void {
    this.cookies.set(name, { value, options });
  }

  remove(name: string): void {
    this.cookies.delete(name);
  }
}
