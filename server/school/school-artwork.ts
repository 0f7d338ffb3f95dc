/** What a school's drawn logo shows. */
export interface SchoolEmblem {
  name: string;
  initials: string;
  colors: { primary: string; primaryText: string; secondary: string };
}

/** SVG artwork of a school (the demo seed's, and a new school's until it uploads its own), so no image files are needed. */
function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function schoolLogoSvg(school: SchoolEmblem): string {
  const { primary, secondary, primaryText } = school.colors;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120" role="img" aria-label="${escapeXml(school.name)}">
<path d="M60 4 L110 20 V60 C110 88 88 108 60 116 C32 108 10 88 10 60 V20 Z" fill="${primary}" stroke="${secondary}" stroke-width="6"/>
<text x="60" y="74" text-anchor="middle" font-family="Georgia, serif" font-weight="700" font-size="42" fill="${primaryText}">${escapeXml(school.initials)}</text>
</svg>`;
}

export function badgeSvg(label: string, background: string, foreground: string, width = 200, height = 60): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(label)}">
<rect width="${width}" height="${height}" rx="8" fill="${background}"/>
<text x="${width / 2}" y="${height / 2 + 6}" text-anchor="middle" font-family="Arial, sans-serif" font-weight="700" font-size="16" fill="${foreground}">${escapeXml(label)}</text>
</svg>`;
}

export function personSilhouetteSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 250" role="img" aria-label="No photo">
<rect width="200" height="250" fill="#d9dde3"/><circle cx="100" cy="90" r="45" fill="#9aa3ae"/>
<path d="M25 250 C25 180 60 150 100 150 C140 150 175 180 175 250 Z" fill="#9aa3ae"/>
</svg>`;
}
