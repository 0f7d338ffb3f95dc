import type { DemoSchool } from '../schools';

/** SVG artwork for honours content, drawn in the school's colours so the demo needs no image files. */

function esc(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

function svg(width: number, height: number, label: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" role="img" aria-label="${esc(label)}">${body}</svg>`;
}

function text(x: number, y: number, size: number, fill: string, content: string, weight = 700): string {
  return `<text x="${x}" y="${y}" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-weight="${weight}" font-size="${size}" fill="${fill}">${esc(content)}</text>`;
}

/** The playing surface of a facility, seen from above the stands. */
const SURFACES: Record<string, (c: DemoSchool['colors']) => string> = {
  stadium: (c) => `<rect x="120" y="170" width="560" height="200" fill="#3f8f3a"/>${[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((i) => `<line x1="${140 + i * 52}" y1="170" x2="${140 + i * 52}" y2="370" stroke="#fff" stroke-width="2"/>`).join('')}<rect x="120" y="170" width="20" height="200" fill="${c.primary}"/><rect x="660" y="170" width="20" height="200" fill="${c.primary}"/>`,
  arena: (c) => `<rect x="160" y="190" width="480" height="170" fill="#d8a868"/><circle cx="400" cy="275" r="36" fill="none" stroke="${c.primary}" stroke-width="4"/><line x1="400" y1="190" x2="400" y2="360" stroke="${c.primary}" stroke-width="4"/><rect x="160" y="240" width="70" height="70" fill="${c.secondary}" opacity=".8"/><rect x="570" y="240" width="70" height="70" fill="${c.secondary}" opacity=".8"/>`,
  ballpark: () => `<path d="M400 380 L230 220 A240 240 0 0 1 570 220 Z" fill="#3f8f3a"/><path d="M400 370 L330 300 L400 235 L470 300 Z" fill="#c8915a"/><rect x="394" y="296" width="12" height="12" fill="#fff"/>`,
  field: () => `<rect x="140" y="180" width="520" height="190" fill="#3b8c3f"/><circle cx="400" cy="275" r="40" fill="none" stroke="#fff" stroke-width="3"/><line x1="400" y1="180" x2="400" y2="370" stroke="#fff" stroke-width="3"/><rect x="140" y="235" width="50" height="80" fill="none" stroke="#fff" stroke-width="3"/><rect x="610" y="235" width="50" height="80" fill="none" stroke="#fff" stroke-width="3"/>`,
  natatorium: () => `<rect x="150" y="180" width="500" height="190" fill="#4aa3df"/>${[0, 1, 2, 3, 4, 5, 6].map((i) => `<line x1="150" y1="${207 + i * 27}" x2="650" y2="${207 + i * 27}" stroke="#fff" stroke-dasharray="10 8" stroke-width="3"/>`).join('')}`,
  track: (c) => `<rect x="130" y="170" width="540" height="210" rx="105" fill="${c.primary}"/><rect x="190" y="215" width="420" height="120" rx="60" fill="#3f8f3a"/>`,
  courts: () => [0, 1, 2].map((i) => `<rect x="${150 + i * 170}" y="190" width="150" height="180" fill="#3a6fb0"/><line x1="${225 + i * 170}" y1="190" x2="${225 + i * 170}" y2="370" stroke="#fff" stroke-width="2"/><line x1="${150 + i * 170}" y1="280" x2="${300 + i * 170}" y2="280" stroke="#fff" stroke-width="4"/>`).join(''),
  course: (c) => `<path d="M60 380 C200 260 420 300 740 220 L740 450 L60 450 Z" fill="#4c9a44"/><ellipse cx="520" cy="280" rx="90" ry="30" fill="#6cc063"/><line x1="530" y1="280" x2="530" y2="190" stroke="#333" stroke-width="4"/><path d="M530 190 L580 205 L530 220 Z" fill="${c.secondary}"/>`,
  rink: (c) => `<rect x="150" y="180" width="500" height="190" rx="70" fill="#eef6fb" stroke="${c.primary}" stroke-width="6"/><line x1="400" y1="180" x2="400" y2="370" stroke="#c0392b" stroke-width="5"/><line x1="300" y1="180" x2="300" y2="370" stroke="#2e5fa8" stroke-width="5"/><line x1="500" y1="180" x2="500" y2="370" stroke="#2e5fa8" stroke-width="5"/>`,
  boathouse: (c) => `<rect x="0" y="300" width="800" height="150" fill="#3b7fb3"/><path d="M220 300 L400 170 L580 300 Z" fill="${c.primary}"/><rect x="260" y="240" width="280" height="60" fill="#f4ede1"/><rect x="160" y="340" width="300" height="10" rx="5" fill="${c.secondary}"/>`,
  practice: (c) => `<path d="M140 380 L140 240 Q400 110 660 240 L660 380 Z" fill="#dfe6ec" stroke="${c.primary}" stroke-width="6"/><rect x="200" y="300" width="400" height="80" fill="#3f8f3a"/>`,
};

/** A facility illustration; `variant` 0 is the wide exterior view, 1 the surface close-up. */
export function facilityArt(school: DemoSchool, surface: string, title: string, variant: number): string {
  const c = school.colors;
  const draw = SURFACES[surface] ?? SURFACES.practice!;
  const sky = variant === 0 ? '#9fc9ea' : '#1d2733';
  const stands = variant === 0 ? `<path d="M60 400 L120 150 L680 150 L740 400 Z" fill="#8b96a3"/>` : `<rect x="60" y="140" width="680" height="260" fill="#2f3a46"/>`;
  return svg(800, 450, title, `<rect width="800" height="450" fill="${sky}"/>${stands}${draw(c)}<rect y="400" width="800" height="50" fill="${c.primary}"/>${text(400, 433, 22, c.primaryText, title)}`);
}

/** A square podcast cover. */
export function podcastCover(school: DemoSchool, title: string, tagline: string): string {
  const c = school.colors;
  const bars = [40, 90, 60, 120, 80, 140, 70, 110, 50, 95, 65].map((h, i) => `<rect x="${150 + i * 28}" y="${330 - h}" width="16" height="${h}" rx="8" fill="${c.secondary}"/>`).join('');
  return svg(600, 600, title, `<rect width="600" height="600" fill="${c.primary}"/>${bars}<circle cx="300" cy="420" r="8" fill="${c.primaryText}"/>${text(300, 470, 40, c.primaryText, title)}${text(300, 515, 22, c.secondary, tagline, 400)}`);
}

/** A 16:9 video still with a play button. */
export function videoStill(school: DemoSchool, title: string, label: string): string {
  const c = school.colors;
  const short = title.length > 48 ? `${title.slice(0, 45)}...` : title;
  return svg(1280, 720, title, `<rect width="1280" height="720" fill="${c.primary}"/><rect y="520" width="1280" height="200" fill="#000" opacity=".45"/><circle cx="640" cy="300" r="90" fill="#fff" opacity=".9"/><path d="M612 250 L700 300 L612 350 Z" fill="${c.primary}"/>${text(640, 600, 44, '#fff', short)}${text(640, 660, 28, c.secondary, label, 400)}`);
}

const SKIN = ['#f1c9a5', '#e0ac69', '#c68642', '#8d5524', '#5c3a21'];
const HAIR = ['#2c1b10', '#4b2e1a', '#a0522d', '#d8b26e', '#1a1a1a', '#7b7b7b'];

/** A drawn portrait for an honoree; `seed` varies skin and hair deterministically. */
export function portrait(school: DemoSchool, name: string, seed: number): string {
  const c = school.colors;
  const skin = SKIN[seed % SKIN.length];
  const hair = HAIR[Math.floor(seed / SKIN.length) % HAIR.length];
  const initials = name.split(' ').map((part) => part[0] ?? '').join('').slice(0, 3);
  return svg(400, 500, name, `<rect width="400" height="500" fill="${c.secondary}"/><path d="M60 500 C60 380 130 330 200 330 C270 330 340 380 340 500 Z" fill="${c.primary}"/><ellipse cx="200" cy="195" rx="94" ry="88" fill="${hair}"/><circle cx="200" cy="218" r="80" fill="${skin}"/>${text(200, 470, 40, c.primaryText, initials)}`);
}

/** A graphic announcing an award. */
export function awardCard(school: DemoSchool, name: string, award: string, sport: string, dateLabel: string): string {
  const c = school.colors;
  return svg(800, 450, `${name}, ${award}`, `<rect width="800" height="450" fill="${c.primary}"/><rect x="24" y="24" width="752" height="402" fill="none" stroke="${c.secondary}" stroke-width="6"/><path d="M400 70 L418 118 L470 118 L428 148 L444 198 L400 168 L356 198 L372 148 L330 118 L382 118 Z" fill="${c.secondary}"/>${text(400, 260, 30, c.secondary, award.toUpperCase())}${text(400, 320, 48, c.primaryText, name)}${text(400, 370, 24, c.primaryText, `${school.shortName} ${sport}`, 400)}${text(400, 405, 20, c.secondary, dateLabel, 400)}`);
}

/** A portrait cover for a media guide or game program. */
export function publicationCover(school: DemoSchool, title: string, season: string, kind: string): string {
  const c = school.colors;
  return svg(600, 800, `${title} cover`, `<rect width="600" height="800" fill="${c.primary}"/><path d="M0 520 L600 380 L600 800 L0 800 Z" fill="${c.secondary}"/>${text(300, 120, 34, c.primaryText, school.name.toUpperCase())}${text(300, 250, 96, c.primaryText, season)}${text(300, 330, 36, c.primaryText, kind.toUpperCase(), 400)}${text(300, 640, 38, c.secondaryText, title)}`);
}

/** The poster of a live stream of a sport. */
export function liveStill(school: DemoSchool, sport: string): string {
  const c = school.colors;
  return svg(1280, 720, `${school.shortName} ${sport} live`, `<rect width="1280" height="720" fill="#111"/><rect x="80" y="80" width="200" height="80" rx="12" fill="#d62828"/>${text(180, 136, 44, '#fff', 'LIVE')}${text(640, 380, 72, c.secondary, school.shortName.toUpperCase())}${text(640, 470, 52, '#fff', sport)}`);
}
