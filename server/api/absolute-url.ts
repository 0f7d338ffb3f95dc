/** Makes our own site-relative paths (`/media/...`) absolute on `origin`; other URLs are kept as they are. */
export function absoluteOn(origin: string): (url: string) => string {
  return (url) => (url.startsWith('/') && !url.startsWith('//') ? `${origin}${url}` : url);
}
