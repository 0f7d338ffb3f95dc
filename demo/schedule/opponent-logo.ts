import type { OpponentSeed } from './opponent-pool';

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** 'Red Mesa State' → 'RMS'; at most three letters. */
export function initialsOf(shortTitle: string): string {
  return shortTitle
    .split(/\s+/)
    .map((word) => word[0] ?? '')
    .join('')
    .toUpperCase()
    .slice(0, 3);
}

/** A round badge in the opponent's colours with its initials and mascot. */
export function opponentLogoSvg(opponent: OpponentSeed): string {
  const initials = initialsOf(opponent.shortTitle);
  const size = initials.length > 2 ? 34 : 42;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120" role="img" aria-label="${escapeXml(opponent.title)} ${escapeXml(opponent.mascot)}">
<circle cx="60" cy="60" r="56" fill="${opponent.primaryColor}" stroke="${opponent.secondaryColor}" stroke-width="6"/>
<circle cx="60" cy="60" r="44" fill="none" stroke="${opponent.secondaryColor}" stroke-width="2" stroke-dasharray="4 3"/>
<text x="60" y="${60 + size / 3}" text-anchor="middle" font-family="Georgia, serif" font-weight="700" font-size="${size}" fill="${opponent.secondaryColor}">${escapeXml(initials)}</text>
<text x="60" y="98" text-anchor="middle" font-family="Arial, sans-serif" font-weight="700" font-size="9" letter-spacing="1" fill="${opponent.secondaryColor}">${escapeXml(opponent.mascot.toUpperCase())}</text>
</svg>`;
}
