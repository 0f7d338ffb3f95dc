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
