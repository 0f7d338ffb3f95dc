import type { HttpClient, HttpRequest, HttpResponse } from '../../core/http/http-client.port';

/**
 * The public API paths that have a staff-preview variant under /Hidden (the server's hidden
 * endpoints answer in the same shapes). A path with none (related stories, sports, navigation) is public.
 */
const HIDDEN_VARIANTS: ReadonlyArray<[publicPath: RegExp, hiddenPath: (path: string) => string]> = [
  [/^\/Stories\/\d{4}-\d{2}-\d{2}\/[^/]+$/, (path) => `/Hidden${path}`],
  [/^\/Rosters\/(list|\d+)$/, (path) => `/Hidden/rosters${path.slice('/Rosters'.length)}`],
  [/^\/Players\/roster\/bio\/\d+$/, (path) => `/Hidden/players${path.slice('/Players'.length)}`],
  [/^\/Documents\/path\//, (path) => `/Hidden${path}`],
  [/^\/Splash$/, (path) => `/Hidden${path}`],
];

/** The hidden variant of a public API path, or the path itself. */
export function previewPath(path: string): string {
  for (const [pattern, hidden] of HIDDEN_VARIANTS) if (pattern.test(path)) return hidden(path);
  return path;
}

/**
 * The HTTP client of staff previews: the same repositories and pages as the public site, asking
 * the hidden variant of each resource that has one (DESIGN 3: one path from route to adapter).
 */
export class PreviewHttpClient implements HttpClient {
  constructor(private readonly http: HttpClient) {}

  request(request: HttpRequest): Promise<HttpResponse> {
    return this.http.request({ ...request, path: previewPath(request.path) });
  }
}
