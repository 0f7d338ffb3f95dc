import type { DemoSchool } from '../schools';

/** SVG artwork of the social feeds, series and highlight clips, in the school's colours. */

function esc(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

function svg(width: number, height: number, label: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" role="img" aria-label="${esc(label)}">${body}</svg>`;
}

function text(x: number, y: number, size: number, fill: string, content: string, weight = 700): string {
  const short = content.length > 34 ? `${content.slice(0, 31)}...` : content;
  return `<text x="${x}" y="${y}" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-weight="${weight}" font-size="${size}" fill="${fill}">${esc(short)}</text>`;
}

/** A square social post: a big headline over a diagonal band. */
export function socialSquare(school: DemoSchool, headline: string, label: string, variant: number): string {
  const c = school.colors;
  const [back, band, ink] = variant % 2 === 0 ? [c.primary, c.secondary, c.primaryText] : [c.secondary, c.primary, c.secondaryText];
  return svg(1080, 1080, headline, `<rect width="1080" height="1080" fill="${back}"/><path d="M0 ${700 - variant * 20} L1080 ${520 - variant * 20} L1080 1080 L0 1080 Z" fill="${band}" opacity=".85"/>${text(540, 420, 78, ink, headline)}${text(540, 960, 44, c.primaryText, label, 400)}<text x="540" y="240" text-anchor="middle" font-family="Georgia, serif" font-weight="700" font-size="120" fill="${ink}">${esc(school.initials)}</text>`);
}

/** A wide series banner (hero) or a tall poster (portrait). */
export function seriesArt(school: DemoSchool, title: string, tagline: string, shape: 'hero' | 'portrait'): string {
  const c = school.colors;
  const [w, h] = shape === 'hero' ? [1920, 800] : [800, 1200];
  return svg(w, h, title, `<rect width="${w}" height="${h}" fill="${c.primary}"/><rect y="${h * 0.62}" width="${w}" height="${h * 0.38}" fill="#000" opacity=".4"/><rect x="${w * 0.08}" y="${h * 0.12}" width="${w * 0.02}" height="${h * 0.4}" fill="${c.secondary}"/>${text(w / 2, h * 0.76, shape === 'hero' ? 96 : 64, '#fff', title)}${text(w / 2, h * 0.86, shape === 'hero' ? 44 : 34, c.secondary, tagline, 400)}`);
}

/** A highlight clip's cover, or (animated) its preview. */
export function clipArt(school: DemoSchool, title: string, label: string, animated: boolean): string {
  const c = school.colors;
  const pulse = animated ? '<animate attributeName="r" values="60;80;60" dur="1.2s" repeatCount="indefinite"/>' : '';
  return svg(1280, 720, title, `<rect width="1280" height="720" fill="${c.primary}"/><rect y="540" width="1280" height="180" fill="#000" opacity=".45"/><circle cx="640" cy="290" r="70" fill="${c.secondary}" opacity=".9">${pulse}</circle><path d="M615 250 L690 290 L615 330 Z" fill="${c.primary}"/>${text(640, 615, 44, '#fff', title)}${text(640, 675, 28, c.secondary, label, 400)}`);
}
