import type { DemoSchool } from '../schools';

/** SVG art of the site features (banners, slides, splash, icons), in the school's colours. */

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * About how wide a line of Arial Bold is, in ems, a little over rather than under: enough to size a
 * drawing's words so they fit it (the promotions browser test measures the drawn text itself).
 */
function boldEms(text: string): number {
  let ems = 0;
  for (const c of text) {
    if (c === ' ') ems += 0.28;
    else if ('MWmw%'.includes(c)) ems += 0.95;
    else if ('ijl.,:;!|\''.includes(c)) ems += 0.3;
    else if ('ftrI-'.includes(c)) ems += 0.4;
    else if (/[A-Z]/.test(c)) ems += 0.75;
    else ems += 0.62;
  }
  return ems;
}

/** The largest whole font size, up to `largest`, at which `text` is at most `width` wide. */
function sizeToFit(text: string, width: number, largest: number): number {
  return Math.max(1, Math.min(Math.round(largest), Math.floor(width / boldEms(text))));
}

/** The words in lines of at most `width` at `size`; a word longer than the width has a line to itself. */
function wrapWords(text: string, width: number, size: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = lines[lines.length - 1];
    if (last !== undefined && boldEms(`${last} ${word}`) * size <= width) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/**
 * A promotion drawn for its shape: a wide banner (a headline, a diagonal stripe, a call to action)
 * when it is at least twice as wide as tall, else a card (the headline over up to three lines and the
 * call to action as a button below it). Every word is sized to fit its drawing, whole.
 */
export function bannerSvg(school: DemoSchool, headline: string, action: string, width = 728, height = 90): string {
  return width >= 2 * height ? wideBannerSvg(school, headline, action, width, height) : cardSvg(school, headline, action, width, height);
}

function wideBannerSvg(school: DemoSchool, headline: string, action: string, width: number, height: number): string {
  const { primary, primaryText, secondary, secondaryText } = school.colors;
  const size = sizeToFit(headline, width * 0.48, height * 0.3);
  const actionSize = sizeToFit(action, width * 0.3, height * 0.24);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(headline)}">
<rect width="${width}" height="${height}" fill="${primary}"/>
<path d="M${width * 0.62} 0 H${width} V${height} H${width * 0.54} Z" fill="${secondary}"/>
<text x="${width * 0.04}" y="${height / 2 + size / 3}" font-family="Arial, sans-serif" font-weight="700" font-size="${size}" fill="${primaryText}">${escapeXml(headline)}</text>
<text x="${width * 0.81}" y="${height / 2 + actionSize / 3}" text-anchor="middle" font-family="Arial, sans-serif" font-weight="700" font-size="${actionSize}" fill="${secondaryText}">${escapeXml(action)}</text>
</svg>`;
}

function cardSvg(school: DemoSchool, headline: string, action: string, width: number, height: number): string {
  const { primary, primaryText, secondary, secondaryText } = school.colors;
  const margin = Math.round(width * 0.08);
  const textWidth = width - 2 * margin;
  // The largest size at which the headline takes at most three lines.
  let size = Math.round(height * 0.15);
  while (size > 8 && wrapWords(headline, textWidth, size).some((line, index) => index >= 3 || boldEms(line) * size > textWidth)) size -= 1;
  const lines = wrapWords(headline, textWidth, size);
  const lineHeight = Math.round(size * 1.2);
  const actionSize = sizeToFit(action, textWidth * 0.6, height * 0.075);
  const buttonHeight = Math.round(actionSize * 2.2);
  const buttonWidth = Math.round(boldEms(action) * actionSize + actionSize * 2);
  const buttonTop = height - margin - Math.round(height * 0.05) - buttonHeight;
  const headlineText = lines
    .map((line, index) => `<text x="${margin}" y="${margin + size + index * lineHeight}" font-family="Arial, sans-serif" font-weight="700" font-size="${size}" fill="${primaryText}">${escapeXml(line)}</text>`)
    .join('\n');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(headline)}">
<rect width="${width}" height="${height}" fill="${primary}"/>
<rect y="${height - Math.round(height * 0.05)}" width="${width}" height="${Math.round(height * 0.05)}" fill="${secondary}"/>
${headlineText}
<rect x="${margin}" y="${buttonTop}" width="${buttonWidth}" height="${buttonHeight}" rx="${buttonHeight / 2}" fill="${secondary}"/>
<text x="${margin + buttonWidth / 2}" y="${buttonTop + buttonHeight / 2 + actionSize / 3}" text-anchor="middle" font-family="Arial, sans-serif" font-weight="700" font-size="${actionSize}" fill="${secondaryText}">${escapeXml(action)}</text>
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
<text x="${width * 0.06}" y="${height * 0.78}" font-family="Georgia, serif" font-weight="700" font-size="${sizeToFit(title, width * 0.88, height * 0.1)}" fill="${primaryText}">${escapeXml(title)}</text>
<text x="${width * 0.06}" y="${height * 0.9}" font-family="Arial, sans-serif" font-size="${sizeToFit(line, width * 0.88, height * 0.045)}" fill="${secondary}">${escapeXml(line)}</text>
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
