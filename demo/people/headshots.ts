import type { DemoSchool } from '../schools';

/** Generated headshots: a simple avatar in school colours with the person's initials, so the demo needs no photos. */

const SKIN_TONES = ['#f6d3b3', '#eec09a', '#d9a06f', '#b97d4b', '#8d5a34', '#5f3b22'];
const HAIR_COLOURS = ['#2b1b12', '#4a2f1c', '#6b4423', '#a0692f', '#d8b26e', '#1c1c1c', '#8a8a8a'];

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

export interface HeadshotInput {
  firstName: string;
  lastName: string;
  colors: DemoSchool['colors'];
  /** Any number that differs between people: picks skin and hair. */
  variant: number;
  kind: 'player' | 'staff';
}

export function headshotSvg(input: HeadshotInput): string {
  const { primary, primaryText, secondary } = input.colors;
  const skin = SKIN_TONES[input.variant % SKIN_TONES.length];
  const hair = HAIR_COLOURS[Math.floor(input.variant / SKIN_TONES.length) % HAIR_COLOURS.length];
  const initials = `${input.firstName.charAt(0)}${input.lastName.replace(/^O'/, 'O').charAt(0)}`.toUpperCase();
  const name = escapeXml(`${input.firstName} ${input.lastName}`);
  const body = input.kind === 'player' ? primary : '#2f3640';
  const collar =
    input.kind === 'player'
      ? `<path d="M78 162 L100 186 L122 162" fill="none" stroke="${secondary}" stroke-width="6"/>`
      : `<path d="M82 160 L100 200 L118 160 Z" fill="#ffffff"/><path d="M96 168 L104 168 L106 200 L100 208 L94 200 Z" fill="${primary}"/>`;
  const textColour = input.kind === 'player' ? primaryText : '#ffffff';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 250" role="img" aria-label="${name}">
<rect width="200" height="250" fill="${secondary}"/><rect width="200" height="250" fill="#ffffff" opacity="0.55"/>
<path d="M18 250 C18 186 56 158 100 158 C144 158 182 186 182 250 Z" fill="${body}"/>${collar}
<circle cx="100" cy="98" r="46" fill="${skin}"/>
<path d="M54 96 C50 52 150 52 146 96 C138 70 62 70 54 96 Z" fill="${hair}"/>
<text x="100" y="236" text-anchor="middle" font-family="Arial, sans-serif" font-weight="700" font-size="30" fill="${textColour}">${escapeXml(initials)}</text>
</svg>`;
}
