import { escapeMarkup } from '../../server/api/editorial-format';
import type { StoryLink } from '../../server/store/tables/editorial';
import type { Random } from '../random';
import type { DemoSchool } from '../schools';
import type { SeededSport } from '../seed-sports';
import type { SeedInputs } from './seed-inputs';

export type StoryType = 'recap' | 'preview' | 'feature' | 'award' | 'signing' | 'academics' | 'facility' | 'coach-hire' | 'community' | 'department';

/** A block of a story body. Every string is plain text: it is escaped when the body is rendered. */
export type Block = { p: string } | { h: string } | { list: string[] } | { quote: string; by: string };

/** A story before it is stored: what the generators produce. */
export interface StoryDraft {
  sport: SeededSport | null;
  type: StoryType;
  title: string;
  subheadline: string;
  teaser: string;
  body: Block[];
  /** Epoch ms (UTC). After the seeding day: scheduled, not listed. */
  postDate: number;
  tags: string[];
  games: Array<{ gameId: number; kind: 'preview' | 'recap' }>;
  rosterPlayerIds: number[];
  links: StoryLink[];
  /** Shown in the home page rotator. */
  featured?: boolean;
  /** A caption for the primary image. */
  caption?: string;
}

/** What every story generator gets. */
export interface StoryContext {
  random: Random;
  school: DemoSchool;
  /** Midnight UTC of the seeding day. */
  today: number;
  /** The school's real sports (not the non-sport entry). */
  sports: SeededSport[];
  inputs: SeedInputs;
}

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;
/** How far back the seeded stories go (18 months). */
export const STORY_WINDOW_DAYS = 548;

/** Safe HTML of a body: paragraphs, subheads, lists and block quotes only; all text escaped. */
export function renderBody(blocks: Block[]): string {
  return blocks
    .map((block) => {
      if ('p' in block) return `<p>${escapeMarkup(block.p)}</p>`;
      if ('h' in block) return `<h3>${escapeMarkup(block.h)}</h3>`;
      if ('list' in block) return `<ul>${block.list.map((item) => `<li>${escapeMarkup(item)}</li>`).join('')}</ul>`;
      return `<blockquote><p>${escapeMarkup(block.quote)}</p><footer>${escapeMarkup(block.by)}</footer></blockquote>`;
    })
    .join('\n');
}

const MONTHS = ['Jan.', 'Feb.', 'March', 'April', 'May', 'June', 'July', 'Aug.', 'Sept.', 'Oct.', 'Nov.', 'Dec.'];
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** AP style day of a local 'YYYY-MM-DD ...' stamp: 'Saturday, Oct. 4'. */
export function apDay(localStamp: string): string {
  const [year, month, day] = localStamp.slice(0, 10).split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return `${WEEKDAYS[date.getUTCDay()]}, ${MONTHS[month - 1]} ${day}`;
}

export function weekday(localStamp: string): string {
  return apDay(localStamp).split(',')[0]!;
}

/** A post time on the given UTC day between 14:00 and 22:59 UTC: daytime at both schools, same calendar day. */
export function postTimeOn(random: Random, dayStart: number): number {
  return dayStart + 14 * HOUR + Math.floor(random() * 9 * HOUR);
}

export function startOfDay(ms: number): number {
  return Math.floor(ms / DAY) * DAY;
}

/** `Rams` for the school's teams. */
export const mascots = (context: StoryContext) => context.school.mascotPlural;

export const fullName = (person: { firstName: string; lastName: string }) => `${person.firstName} ${person.lastName}`;
