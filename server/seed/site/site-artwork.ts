import type { DemoSchool } from '../schools';

/** SVG art of the site features (banners, slides, splash, icons), in the school's colours. */

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A wide banner: a diagonal stripe, a headline and a call to action. */
export function bannerSvg(school: DemoSchool, headline: string, action: string, width = 728, height = 90): string {
  const { primary, primaryText, secondary, secondaryText } = school.colors;
  const size = Math.round(height * 0.3);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(headline)}">
<rect width="${width}" height="${height}" fill="${primary}"/>
<path d="M${width * 0.62} 0 H${width} V${height} H${width * 0.54} Z" fill="${secondary}"/>
<text x="${width * 0.04}" y="${height / 2 + size / 3}" font-family="Arial, sans-serif" font-weight="700" font-size="${size}" fill="${primaryText}">${escapeXml(headline)}</text>
<text x="${width * 0.8}" y="${height / 2 + size / 3}" text-anchor="middle" font-family="Arial, sans-serif" font-weight="700" font-size="${Math.round(size * 0.8)}" fill="${secondaryText}">${escapeXml(action)}</text>
</svg>`;
}

/** A rotator slide or splash picture: a field of stripes, a large title and a smaller line. */
export function heroSvg(school: DemoSchool, title: string, line: string, width = 1600, height = 900, seed = 0): string {
  const { primary, primaryText, secondary } = school.colors;
  const stripes = Array.from({ length: 6 }, (_, i) => {
    const x = ((i * 311 + seed * 97) % width) - 200;
    return `<path d="M${x} ${height} L${x + 260} 0 H${x + 330} L${x + 70} ${height} Z" fill="${secondary}" opacity="${(0.08 + (i % 3) * 0.05).toFixed(2)}"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(title)}">
<rect width="${width}" height="${height}" fill="${primary}"/>${stripes}
<rect x="0" y="${height * 0.62}" width="${width}" height="${height * 0.38}" fill="#000" opacity="0.35"/>
<text x="${width * 0.06}" y="${height * 0.78}" font-family="Georgia, serif" font-weight="700" font-size="${Math.round(height * 0.1)}" fill="${primaryText}">${escapeXml(title)}</text>
<text x="${width * 0.06}" y="${height * 0.9}" font-family="Arial, sans-serif" font-size="${Math.round(height * 0.045)}" fill="${secondary}">${escapeXml(line)}</text>
</svg>`;
}

/** A square icon tile with a short label (footer icons, sidebar badges). */
export function tileSvg(label: string, background: string, foreground: string, size = 120): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" role="img" aria-label="${escapeXml(label)}">
<rect width="${size}" height="${size}" rx="${size / 8}" fill="${background}"/>
<circle cx="${size / 2}" cy="${size * 0.4}" r="${size * 0.18}" fill="none" stroke="${foreground}" stroke-width="${size / 24}"/>
<text x="${size / 2}" y="${size * 0.84}" text-anchor="middle" font-family="Arial, sans-serif" font-weight="700" font-size="${Math.round(size * 0.13)}" fill="${foreground}">${escapeXml(label)}</text>
</svg>`;
}

/** A transparent 1×1 image: the demo "pixel" of the image-pixel tracking tag. */
export function pixelSvg(): string {
  return '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1" viewBox="0 0 1 1"></svg>';
}
