import { escapeMarkup } from '../../server/api/editorial-format';

/** The primary (16:9) and alternate (square) images of a story: a sport scene in school colours with the headline's initials. */

export interface StoryArt {
  sportCode: string | null;
  /** The label along the bottom: the sport, or the department. */
  label: string;
  headline: string;
  colors: { primary: string; primaryText: string; secondary: string; secondaryText: string };
  /** Varies the composition between stories of one sport. */
  variant: number;
}

const SMALL = new Set(['a', 'an', 'and', 'at', 'for', 'in', 'of', 'on', 'the', 'to', 'vs.', 'with']);

/** 'Rams Top Lakeview, 3-1' → 'RTL': the first letters of up to three significant words. */
export function headlineInitials(headline: string): string {
  return headline
    .split(/\s+/)
    .filter((word) => /^[A-Za-z]/.test(word) && !SMALL.has(word.toLowerCase()))
    .slice(0, 3)
    .map((word) => word[0]!.toUpperCase())
    .join('');
}

type Scene = (w: number, h: number, v: number) => string;
const line = 'stroke="#ffffff" stroke-opacity="0.55" fill="none" stroke-width="4"';
const thinLine = 'stroke="#ffffff" stroke-opacity="0.55" fill="none" stroke-width="3"';

const SCENES: Record<string, Scene> = {
  court: (w, h) => `<rect width="${w}" height="${h}" fill="#c8894f"/><rect x="${w * 0.06}" y="${h * 0.12}" width="${w * 0.88}" height="${h * 0.76}" ${line}/><line x1="${w / 2}" y1="${h * 0.12}" x2="${w / 2}" y2="${h * 0.88}" ${line}/><circle cx="${w / 2}" cy="${h / 2}" r="${h * 0.14}" ${line}/>`,
  field: (w, h, v) =>
    `<rect width="${w}" height="${h}" fill="#2f7d3b"/>${[0, 1, 2, 3, 4, 5].map((i) => `<rect x="${(i * w) / 6}" width="${w / 12}" height="${h}" fill="#ffffff" fill-opacity="0.06"/>`).join('')}<line x1="${w / 2}" y1="0" x2="${w / 2}" y2="${h}" ${line}/><circle cx="${w / 2}" cy="${h / 2}" r="${h * (0.12 + (v % 3) * 0.02)}" ${line}/>`,
  diamond: (w, h) => `<rect width="${w}" height="${h}" fill="#2f7d3b"/><path d="M${w / 2} ${h * 0.2} L${w * 0.72} ${h * 0.55} L${w / 2} ${h * 0.9} L${w * 0.28} ${h * 0.55} Z" fill="#b7794a"/><path d="M${w / 2} ${h * 0.28} L${w * 0.65} ${h * 0.55} L${w / 2} ${h * 0.82} L${w * 0.35} ${h * 0.55} Z" fill="#3c8c45"/>`,
  ice: (w, h) => `<rect width="${w}" height="${h}" fill="#e8f1f7"/><line x1="${w / 2}" y1="0" x2="${w / 2}" y2="${h}" stroke="#c0392b" stroke-width="8" stroke-opacity="0.6"/><line x1="${w * 0.3}" y1="0" x2="${w * 0.3}" y2="${h}" stroke="#2e5aa8" stroke-width="8" stroke-opacity="0.5"/><line x1="${w * 0.7}" y1="0" x2="${w * 0.7}" y2="${h}" stroke="#2e5aa8" stroke-width="8" stroke-opacity="0.5"/>`,
  track: (w, h) => `<rect width="${w}" height="${h}" fill="#b5523b"/>${[0, 1, 2, 3, 4, 5].map((i) => `<ellipse cx="${w / 2}" cy="${h / 2}" rx="${w * 0.46 - i * 22}" ry="${h * 0.4 - i * 22}" ${thinLine}/>`).join('')}`,
  trail: (w, h, v) => `<rect width="${w}" height="${h}" fill="#8fb573"/><path d="M0 ${h * 0.7} C ${w * 0.3} ${h * (0.4 + (v % 4) * 0.05)}, ${w * 0.6} ${h * 0.9}, ${w} ${h * 0.5}" stroke="#e9dcc0" stroke-width="26" fill="none"/>`,
  water: (w, h) => `<rect width="${w}" height="${h}" fill="#2a7ab8"/>${[1, 2, 3, 4, 5].map((i) => `<path d="M0 ${(i * h) / 6} Q ${w / 4} ${(i * h) / 6 - 18}, ${w / 2} ${(i * h) / 6} T ${w} ${(i * h) / 6}" ${thinLine}/>`).join('')}`,
  green: (w, h) => `<rect width="${w}" height="${h}" fill="#9cc9e8"/><path d="M0 ${h * 0.6} Q ${w * 0.4} ${h * 0.45}, ${w} ${h * 0.62} V ${h} H 0 Z" fill="#3e8e41"/><line x1="${w * 0.68}" y1="${h * 0.3}" x2="${w * 0.68}" y2="${h * 0.56}" stroke="#ffffff" stroke-width="4"/><path d="M${w * 0.68} ${h * 0.3} l40 12 l-40 12 Z" fill="#d9342b"/>`,
  tennis: (w, h) => `<rect width="${w}" height="${h}" fill="#3b7bbf"/><rect x="${w * 0.1}" y="${h * 0.15}" width="${w * 0.8}" height="${h * 0.7}" ${line}/><line x1="${w / 2}" y1="${h * 0.1}" x2="${w / 2}" y2="${h * 0.9}" stroke="#ffffff" stroke-width="6"/>`,
  mat: (w, h) => `<rect width="${w}" height="${h}" fill="#22405f"/><circle cx="${w / 2}" cy="${h / 2}" r="${h * 0.38}" fill="#c0392b" fill-opacity="0.7"/><circle cx="${w / 2}" cy="${h / 2}" r="${h * 0.3}" fill="#22405f"/>`,
  campus: (w, h, v) => `<rect width="${w}" height="${h}" fill="#5b6b7c"/>${[0, 1, 2, 3].map((i) => `<rect x="${w * 0.1 + i * w * 0.2}" y="${h * (0.35 + ((v + i) % 3) * 0.06)}" width="${w * 0.14}" height="${h}" fill="#ffffff" fill-opacity="0.12"/>`).join('')}`,
};

const SCENE_OF: Record<string, string> = {
  mbball: 'court', wbball: 'court', wvball: 'court', football: 'field', msoc: 'field', wsoc: 'field', fhockey: 'field', wlax: 'field',
  baseball: 'diamond', softball: 'diamond', mhockey: 'ice', mtrack: 'track', wtrack: 'track', mcross: 'trail', wcross: 'trail',
  wswim: 'water', wrow: 'water', mgolf: 'green', wgolf: 'green', mten: 'tennis', wten: 'tennis', wrestling: 'mat',
};

function svg(art: StoryArt, w: number, h: number): string {
  const scene = SCENES[SCENE_OF[art.sportCode ?? ''] ?? 'campus']!(w, h, art.variant);
  const initials = escapeMarkup(headlineInitials(art.headline) || 'N');
  const { primary, primaryText, secondary } = art.colors;
  const size = Math.round(h * 0.34);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" role="img" aria-label="${escapeMarkup(art.headline)}">
${scene}
<rect width="${w}" height="${h}" fill="${primary}" fill-opacity="0.45"/>
<rect y="${h * 0.72}" width="${w}" height="${h * 0.28}" fill="${primary}" fill-opacity="0.9"/>
<rect y="${h * 0.72}" width="${w}" height="6" fill="${secondary}"/>
<text x="${w * 0.06}" y="${h * 0.6}" font-family="Georgia, serif" font-weight="700" font-size="${size}" fill="${secondary}">${initials}</text>
<text x="${w * 0.06}" y="${h * 0.89}" font-family="Arial, sans-serif" font-weight="700" font-size="${Math.round(h * 0.07)}" letter-spacing="2" fill="${primaryText}">${escapeMarkup(art.label.toUpperCase())}</text>
</svg>`;
}

export const primaryImageSvg = (art: StoryArt) => svg(art, 1200, 675);
export const alternateImageSvg = (art: StoryArt) => svg(art, 600, 600);
