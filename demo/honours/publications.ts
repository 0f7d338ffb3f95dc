import { publications } from '../../server/store/tables/honours';
import { integerBetween } from '../random';
import type { SeededSport } from '../seed-sports';
import { publicationCover } from './art';
import { DAY, type HonoursSeed } from './honours-seed';
import { MONTH_NAMES, slugify } from './names';
import { inSeason, seasonLabel } from './sport-lore';
import { simplePdf } from './pdf';

const GUIDE_SPORTS = ['football', 'mbball', 'wbball', 'baseball', 'softball', 'wvball', 'msoc', 'wsoc', 'mhockey'];

/** Media guides per sport (this season, and last season for the biggest sports) and football game programs. */
export async function seedPublications(seed: HonoursSeed): Promise<void> {
  const { context } = seed;
  const { random, school, today, tenantId } = context;
  const rows: Array<typeof publications.$inferInsert> = [];
  const add = (sport: SeededSport, kind: 'media-guide' | 'game-program', season: string, title: string, slug: string, description: string, createdOn: number) => {
    const fileUrl = seed.addMedia(`publications/${slug}.pdf`, simplePdf([`${school.name}`, title, `${sport.title} - ${season}`, description.slice(0, 80)]), { contentType: 'application/pdf' });
    const coverUrl = seed.addMedia(`publications/${slug}.svg`, publicationCover(school, sport.title, season, kind === 'media-guide' ? 'Media Guide' : 'Game Program'), { alt: `Cover of the ${title}` });
    const created = Math.min(createdOn, today - DAY);
    rows.push({ tenantId, slug, title, description, kind, season, sportId: sport.id, fileUrl, coverUrl, createdOn: new Date(created), updatedOn: new Date(Math.min(today - 3_600_000, created + integerBetween(random, 0, 20) * DAY)) });
  };
  for (const code of GUIDE_SPORTS) {
    const sport = seed.sportByCode(code);
    if (!sport) continue;
    const seasons = [seed.seasonTitle(sport)];
    if (['football', 'mbball', 'wbball'].includes(code)) seasons.push(seasonLabel(code, seed.academicStartYear - 1));
    for (const season of seasons) {
      const title = `${season} ${school.shortName} ${sport.title} Media Guide`;
      add(sport, 'media-guide', season, title, slugify(`${season} ${sport.slug} media guide`), `Rosters, bios, schedule, records and history of ${school.shortName} ${sport.title} for the ${season} season.`, guideDate(code, season) + integerBetween(random, 0, 18) * DAY);
    }
  }
  const football = seed.sportByCode('football') ?? seed.sportByCode('mbball');
  if (football) {
    const homeGames = seed.games.filter((game) => game.sportId === football.id && game.locationIndicator === 'H' && game.date.getTime() < today + 7 * DAY).slice(-6);
    const programs = homeGames.length > 0
      ? homeGames.map((game) => ({ date: game.date.getTime(), opponent: game.opponent ?? 'Visitors' }))
      : Array.from({ length: 4 }, (_, index) => ({ date: today - (index * 14 + 3) * DAY, opponent: ['Westbrook', 'Cedar Ridge', 'Mesa Verde', 'Granite Falls'][index]! }));
    for (const program of programs) {
      const date = new Date(program.date);
      const label = `${MONTH_NAMES[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
      const season = seed.seasonTitle(football);
      add(football, 'game-program', season, `${football.title} Game Program: ${school.shortName} vs. ${program.opponent}`, slugify(`${football.slug} program ${program.opponent} ${date.toISOString().slice(0, 10)}`), `The official game-day program for ${school.shortName} vs. ${program.opponent} on ${label}: rosters, features and the ${school.mascotSingular} band's halftime show.`, program.date - 2 * DAY);
    }
  }
  await context.db.insert(publications).values(rows);
}

/** A media guide comes out a few weeks before its season starts: August for fall, October for winter, January for spring. */
function guideDate(code: string, season: string): number {
  const year = Number(season.slice(0, 4));
  if (season.includes('-')) return Date.UTC(year, 9, 1);
  return inSeason(code, 9) ? Date.UTC(year, 7, 1) : Date.UTC(year, 0, 10);
}
