import type { BootConfig } from '../settings/boot-config';

/** What a server-rendered page puts in its document head besides its markup (#12). */
export interface RenderedHead {
  title?: string;
  description?: string;
  /** The page's own image: its largest paint, preloaded, and its social image. */
  image?: string;
  /** The image's `srcset` and `sizes`, when it has renditions: the preload asks for the one the page will show. */
  imageSrcSet?: string;
  imageSizes?: string;
  /** schema.org JSON-LD objects. */
  structuredData: object[];
}

/** The visitor's cookies the page read while it rendered (its output is theirs for these values), and Set-Cookie headers it wrote. */
export interface RenderedCookies {
  read: string[];
  set: string[];
}

export type PageRender =
  /** The page's markup for the root element, its head, and the route data the browser hydrates with (JSON); status 404 for a loader's not-found, rendered in place. */
  | { kind: 'page'; status: number; markup: string; head: RenderedHead; hydration: string; cookies: RenderedCookies }
  /** A route rule, legacy redirect or takeover (spec 2.1, 2.2). */
  | { kind: 'redirect'; status: number; location: string; cookies: RenderedCookies }
  /** A loader failed for another reason than a 404: the server cannot say what the page is (its fatal error screen shows in the browser). */
  | { kind: 'error'; status: 503 }
  /** The page is left to the browser. */
  | { kind: 'client' };

export interface PageRenderRequest {
  /** The page's absolute URL. */
  url: string;
  boot: BootConfig;
  /** How the page's API calls reach the API (in-process on the server that renders it). */
  fetch: typeof fetch;
  /** The request's Cookie header ('' for none). */
  cookies: string;
  /** The server's clock (epoch ms): the page says what is live, past or upcoming as of it. */
  now: () => number;
}

/** Renders a page of the site on the server with the browser's routes, loaders and views. */
export interface PageRenderer {
  render(request: PageRenderRequest): Promise<PageRender>;
}
