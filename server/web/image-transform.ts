import sharp from 'sharp';
import type { ImageOperation, ImageType } from '../../core/media/image-url';

/** spec 7: where a crop keeps its picture: a compass point, the centre, or what sharp judges most interesting. */
export const GRAVITIES = ['center', 'north', 'northeast', 'east', 'southeast', 'south', 'southwest', 'west', 'northwest', 'entropy', 'attention'] as const;
export type Gravity = (typeof GRAVITIES)[number];

/** The largest side the service draws (twice the social image's 1600), and the largest source it decodes. */
export const MAX_DIMENSION = 3200;
const MAX_INPUT_PIXELS = 40_000_000;

/** Stored media the service reads: vector drawings and the raster formats browsers show. */
export const TRANSFORMABLE_TYPES = new Set(['image/svg+xml', 'image/png', 'image/jpeg', 'image/webp', 'image/gif', 'image/avif']);

export interface ImageTransform {
  operation: ImageOperation;
  width?: number;
  height?: number;
  gravity?: Gravity;
  type: ImageType;
  /** `bw`: shades of grey (spec 7's fallback image). */
  colorspace?: 'bw';
}

const CONTENT_TYPES: Record<ImageType, string> = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

export function contentTypeOf(type: ImageType): string {
  return CONTENT_TYPES[type];
}

/**
 * A drawing is rasterised at the density that gives the asked size directly (a vector scales up
 * sharply); a photo is only ever scaled down, since enlarging it adds bytes and no detail.
 */
async function densityFor(source: Buffer, transform: ImageTransform): Promise<number | undefined> {
  const { width, height } = await sharp(source).metadata();
  if (!width || !height) return undefined;
  const scale = Math.max((transform.width ?? 0) / width, (transform.height ?? 0) / height, 1);
  return Math.min(72 * scale, 2400);
}

/** spec 7: convert, crop or resize one stored image into the asked type (default webp). */
export async function transformImage(source: Buffer, sourceType: string, transform: ImageTransform): Promise<Buffer> {
  const vector = sourceType === 'image/svg+xml';
  const density = vector ? await densityFor(source, transform) : undefined;
  let image = sharp(source, { density, limitInputPixels: MAX_INPUT_PIXELS, animated: false }).rotate();
  const { width, height } = transform;
  if (transform.operation === 'crop') {
    image = image.resize({ width, height, fit: 'cover', position: transform.gravity ?? 'center', withoutEnlargement: !vector });
  } else if (width !== undefined || height !== undefined) {
    image = image.resize({ width, height, fit: 'inside', withoutEnlargement: !vector });
  }
  if (transform.colorspace === 'bw') image = image.grayscale();
  // JPEG has no transparency: a drawing's clear background becomes white, as it shows on the page.
  if (transform.type === 'jpeg') image = image.flatten({ background: '#ffffff' });
  return image.toFormat(transform.type, transform.type === 'png' ? { compressionLevel: 9 } : { quality: 80 }).toBuffer();
}
