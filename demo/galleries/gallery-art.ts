import sharp from 'sharp';

/** The SVG "photographs" of the demo galleries: a playing surface, athletes in school colours, a crowd. */

export interface PhotoArt {
  width: number;
  height: number;
  /** The school's colours: the home team's kit. */
  primary: string;
  secondary: string;
  /** Colour of the playing surface (grass, court, water, track ...). */
  surface: string;
  /** 0-based: varies the scene so the photos of a gallery differ. */
  variant: number;
  /** The accessible name of the image when it is opened on its own. */
  label: string;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A standing athlete: head, body and legs, at (x, y) = feet, `h` tall. */
function athlete(x: number, y: number, h: number, kit: string, trim: string): string {
  const w = h * 0.32;
  const head = h * 0.11;
  return `<g><circle cx="${x}" cy="${y - h + head}" r="${head}" fill="#c99a74"/>` +
    `<rect x="${x - w / 2}" y="${y - h + head * 2}" width="${w}" height="${h * 0.42}" rx="${w / 5}" fill="${kit}" stroke="${trim}" stroke-width="${h * 0.02}"/>` +
    `<rect x="${x - w / 2.4}" y="${y - h * 0.45}" width="${w / 3}" height="${h * 0.45}" fill="#2b2b2b"/>` +
    `<rect x="${x + w / 12}" y="${y - h * 0.45}" width="${w / 3}" height="${h * 0.45}" fill="#2b2b2b"/></g>`;
}

/** Rows of fans in the stands: small dots in alternating colours. */
function crowd(width: number, top: number, bottom: number, colors: string[], variant: number): string {
  const dots: string[] = [];
  const step = Math.max(18, Math.round(width / 60));
  for (let y = top + step; y < bottom; y += step) {
    for (let x = (y / step) % 2 === 0 ? step / 2 : step; x < width; x += step) {
      const color = colors[(Math.floor(x / step) + Math.floor(y / step) + variant) % colors.length];
      dots.push(`<circle cx="${x}" cy="${y}" r="${step / 3}" fill="${color}"/>`);
    }
  }
  return dots.join('');
}

export function galleryPhotoSvg(art: PhotoArt): string {
  const { width: w, height: h, primary, secondary, surface, variant } = art;
  const horizon = Math.round(h * (0.38 + (variant % 3) * 0.05));
  const people = 2 + (variant % 4);
  const spacing = w / (people + 1);
  const figures = Array.from({ length: people }, (_, i) => {
    const size = h * (0.32 + ((i + variant) % 3) * 0.06);
    const home = (i + variant) % 3 !== 0;
    return athlete(spacing * (i + 1), horizon + size + h * 0.08, size, home ? primary : '#f4f4f4', home ? secondary : '#555555');
  }).join('');
  const ball = `<circle cx="${(w * (0.2 + ((variant * 37) % 60) / 100)).toFixed(0)}" cy="${(horizon * 0.7).toFixed(0)}" r="${(h * 0.025).toFixed(1)}" fill="#f6f1e7" stroke="#333" stroke-width="2"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}" role="img" aria-label="${escapeXml(art.label)}">
<rect width="${w}" height="${horizon}" fill="#3b4657"/>${crowd(w, 0, horizon - 10, [primary, secondary, '#e9e4da', '#8b95a5'], variant)}
<rect y="${horizon}" width="${w}" height="${h - horizon}" fill="${surface}"/>
<rect y="${horizon}" width="${w}" height="${Math.round(h * 0.02)}" fill="${secondary}"/>
<line x1="0" y1="${Math.round(h * 0.82)}" x2="${w}" y2="${Math.round(h * 0.8)}" stroke="#ffffff" stroke-opacity="0.6" stroke-width="6"/>
${figures}${ball}
</svg>`;
}

/** A drawing as the JPEG a camera would have uploaded, at its full size. */
export function photographOf(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
}
