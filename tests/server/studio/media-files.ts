import { crc32 } from 'node:zlib';
import sharp from 'sharp';

/** A small real picture drawn by sharp. */
export function picture(format: 'jpeg' | 'png' | 'webp' | 'avif' | 'gif', width = 8, height = 6): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 30, b: 40 } } })
    .toFormat(format)
    .toBuffer();
}

/**
 * A PNG whose header claims `width` × `height` (its IHDR rewritten, checksum and all): what a
 * decompression bomb looks like to a reader of the header, in a few hundred bytes.
 */
export async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(await picture('png'));
  // Signature (8) + chunk length (4) + "IHDR" (4), then width and height.
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

/** A minimal PDF, as a PDF writer starts one. */
export const PDF_BYTES = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

export const SVG_WITH_SCRIPT = Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>');

export const TEXT_NAMED_JPG = Buffer.from('this is not a photo, even if it is called photo.jpg\n');
