import type { RenderedHead } from '../../core/rendering/page-renderer.port';

export function escapeHtml(text: string): string {
  return text.replace(/[<>&"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** JSON inside a <script> data block: no `</script>` or `<!--` can end or bend the block. */
export function scriptJson(json: string): string {
  return json.replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

const URL_KEYS = new Set(['url', 'logo', 'image', 'mainEntityOfPage']);

/** Site-relative URLs in JSON-LD made absolute on the page's origin (search engines need absolute ones). */
function absoluteUrls(value: unknown, origin: string, isUrl = false): unknown {
  if (typeof value === 'string') return isUrl && value.startsWith('/') && !value.startsWith('//') ? `${origin}${value}` : value;
  if (Array.isArray(value)) return value.map((item) => absoluteUrls(item, origin, isUrl));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, absoluteUrls(item, origin, URL_KEYS.has(key))]));
  return value;
}

const meta = (attribute: 'name' | 'property', key: string, content: string) => `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;

export interface PageHeadInput {
  head: RenderedHead;
  /** The page's absolute URL without its query (its canonical address). */
  canonical: string;
  siteName: string;
  /** Absolute URL of the social image (the page's own, else the school's). */
  image?: string;
  /** Print and text views, search results, sign-in: for people, not for search engines. */
  noindex?: boolean;
}

/**
 * #12: the head tags of a server-rendered page besides its title and description: the canonical URL,
 * Open Graph and Twitter card tags, and the page's schema.org JSON-LD (data blocks the CSP allows).
 */
export function pageHeadTags({ head, canonical, siteName, image, noindex }: PageHeadInput): string {
  const tags = [
    ...(noindex ? [meta('name', 'robots', 'noindex')] : []),
    // The page's own image is its largest paint (a story's photo): fetched with the HTML, not after the code.
    ...(head.image ? [`<link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(head.image)}" />`] : []),`<link rel="canonical" href="${escapeHtml(canonical)}" />`, meta('property', 'og:site_name', siteName), meta('property', 'og:url', canonical), meta('property', 'og:type', 'website')];
  if (head.title) tags.push(meta('property', 'og:title', head.title), meta('name', 'twitter:title', head.title));
  if (head.description) tags.push(meta('property', 'og:description', head.description), meta('name', 'twitter:description', head.description));
  tags.push(meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'));
  if (image) tags.push(meta('property', 'og:image', image), meta('name', 'twitter:image', image));
  const origin = new URL(canonical).origin;
  for (const data of head.structuredData) tags.push(`<script type="application/ld+json">${scriptJson(JSON.stringify(absoluteUrls(data, origin)))}</script>`);
  return tags.join('\n    ');
}
