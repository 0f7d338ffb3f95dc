import { socialImageUrl } from '../../core/media/image-url';
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

/** The preload of the page's own image; with renditions, the one its `srcset` and `sizes` pick. */
function imagePreload({ image, imageSrcSet, imageSizes }: RenderedHead): string {
  const renditions = imageSrcSet ? ` imagesrcset="${escapeHtml(imageSrcSet)}" imagesizes="${escapeHtml(imageSizes ?? '100vw')}"` : '';
  return `<link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(image ?? '')}"${renditions} />`;
}

/**
 * spec 9: a page's social image, absolute and 1600 wide. The site's own media go through its image
 * service, since link previews read no SVG; an image on another host is named as it is.
 */
export function socialImage(image: string | undefined, cdnPath: string | undefined, origin: string): string | undefined {
  if (!image) return undefined;
  const site = new URL(origin);
  const url = new URL(image, site);
  if (!cdnPath || url.origin !== site.origin || !url.pathname.startsWith('/media/')) return url.href;
  return new URL(socialImageUrl(cdnPath, url.pathname), site).href;
}

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
    ...(head.image ? [imagePreload(head)] : []),`<link rel="canonical" href="${escapeHtml(canonical)}" />`, meta('property', 'og:site_name', siteName), meta('property', 'og:url', canonical), meta('property', 'og:type', 'website')];
  if (head.title) tags.push(meta('property', 'og:title', head.title), meta('name', 'twitter:title', head.title));
  if (head.description) tags.push(meta('property', 'og:description', head.description), meta('name', 'twitter:description', head.description));
  tags.push(meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'));
  if (image) tags.push(meta('property', 'og:image', image), meta('name', 'twitter:image', image));
  const origin = new URL(canonical).origin;
  for (const data of head.structuredData) tags.push(`<script type="application/ld+json">${scriptJson(JSON.stringify(absoluteUrls(data, origin)))}</script>`);
  return tags.join('\n    ');
}
