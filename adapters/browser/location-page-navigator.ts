import type { PageNavigator } from '../../core/routing/page-navigator.port';

type BrowserWindow = Pick<Window, 'location'> & { performance?: Pick<Performance, 'getEntriesByType'> };

function documentUrlOf(win: BrowserWindow): string {
  // The navigation entry names the address the document was loaded from, whatever the router did since.
  const entry = win.performance?.getEntriesByType?.('navigation')[0];
  return entry?.name || win.location.href;
}

function comparable(url: URL): string {
  return `${url.origin}${url.pathname.replace(/\/+$/, '') || '/'}${url.search}`.toLowerCase();
}

/** PageNavigator over `window.location`: a full page load leaves the application. */
export class LocationPageNavigator implements PageNavigator {
  private readonly documentUrl: string;

  constructor(private readonly win: BrowserWindow = window) {
    this.documentUrl = documentUrlOf(win);
  }

  load(url: string): Promise<never> {
    this.win.location.assign(url);
    return new Promise<never>(() => {});
  }

  isCurrentDocument(url: string): boolean {
    try {
      return comparable(new URL(url, this.win.location.href)) === comparable(new URL(this.documentUrl));
    } catch {
      return false;
    }
  }
}
