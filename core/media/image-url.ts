// spec 7: the image resizing service's operations and output types (default webp).
export const IMAGE_OPERATIONS = ['convert', 'crop', 'resize'] as const;
export type ImageOperation = (typeof IMAGE_OPERATIONS)[number];

export const IMAGE_TYPES = ['jpeg', 'png', 'webp'] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];

export const DEFAULT_IMAGE_TYPE: ImageType = 'webp';

export interface ImageRequest {
  url: string;
  width?: number;
  height?: number;
  gravity?: string;
  type?: ImageType;
}

function trimTrailingSlash(path: string): string {
  return path.replace(/\/+$/, '');
}

/** Builds a query string in the given order, dropping undefined values. */
export function queryString(params: readonly (readonly [string, string | number | boolean | null | undefined])[]): string {
  return params
    .filter((entry): entry is readonly [string, string | number | boolean] => entry[1] !== undefined && entry[1] !== null)
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(String(value))}`)
    .join('&');
}

// spec 7: {cdnPath}/{convert|crop|resize}?url=&width=&height=&gravity=&type=, undefined params dropped.
export function imageUrl(cdnPath: string, operation: ImageOperation, request: ImageRequest): string {
  const query = queryString([
    ['url', request.url],
    ['width', request.width],
    ['height', request.height],
    ['gravity', request.gravity],
    ['type', request.type ?? DEFAULT_IMAGE_TYPE],
  ]);
  return `${trimTrailingSlash(cdnPath)}/${operation}?${query}`;
}

// spec 7: fallback image {cdnPath}/convert?url={encoded bucket path}&colorspace=bw&type=webp.
export function fallbackImageUrl(cdnPath: string, bucketPath: string): string {
  return `${trimTrailingSlash(cdnPath)}/convert?url=${encodeURIComponent(bucketPath)}&colorspace=bw&type=webp`;
}

/** A raster photo by its file's extension; a vector drawing (SVG) scales itself and needs no renditions. */
export function isRasterImage(url: string): boolean {
  return /\.(jpe?g|png|webp|gif|avif)$/i.test(url.split(/[?#]/)[0] ?? '');
}

/** The widths the site asks the image service for: phone, tablet, desktop, and the 1600 of a large screen. */
export const RESPONSIVE_WIDTHS: readonly number[] = [400, 800, 1200, 1600];

/**
 * A raster image's `srcset` from the image resizing service (spec 7: url, width, type webp),
 * narrowest first; undefined for a drawing, or when the site has no service.
 */
export function responsiveSrcSet(cdnPath: string | undefined, url: string, widths: readonly number[] = RESPONSIVE_WIDTHS): string | undefined {
  if (!cdnPath || !isRasterImage(url)) return undefined;
  return widths.map((width) => `${imageUrl(cdnPath, 'resize', { url, width })} ${width}w`).join(', ');
}

/** spec 9: a page's social image is 1600 wide; JPEG, since link previews do not all read webp and none reads SVG. */
export const SOCIAL_IMAGE_WIDTH = 1600;

export function socialImageUrl(cdnPath: string, url: string): string {
  return imageUrl(cdnPath, 'resize', { url, width: SOCIAL_IMAGE_WIDTH, type: 'jpeg' });
}
