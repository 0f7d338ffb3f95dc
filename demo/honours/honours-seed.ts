import type { SeedContext } from '../seed-context';
import type { SeededSport } from '../seed-sports';
import { readCurrentSeasonTitles, readGames, readRosterAthletes, type PlayedGame, type RosterAthlete } from './earlier-parts';
import { seasonLabel } from './sport-lore';

export const DAY = 86_400_000;

/** What every honours seeder shares for one school: the context, earlier parts' data and the media it draws. */
export interface HonoursSeed {
  context: SeedContext;
  /** Sports proper (the non-sport entry left out). */
  sports: SeededSport[];
  athletes: RosterAthlete[];
  games: PlayedGame[];
  /** The calendar year of `today`. */
  year: number;
  /** The year the current academic year began (August). */
  academicStartYear: number;
  /** Stores an image (with its alt text) or a file (with its type) with the rest (one batch) and returns its public URL. */
  addMedia(path: string, body: string, file: { alt: string } | { contentType: string }): string;
  seasonTitle(sport: SeededSport): string;
  sportByCode(code: string): SeededSport | undefined;
  flushMedia(): Promise<void>;
}

export async function createHonoursSeed(context: SeedContext): Promise<HonoursSeed> {
  const media: Array<{ path: string; body: string; contentType?: string; alt?: string }> = [];
  const [athletes, games, seasonTitles] = [
    await readRosterAthletes(context.db, context.tenantId),
    await readGames(context.db, context.tenantId),
    await readCurrentSeasonTitles(context.db, context.tenantId),
  ];
  const today = new Date(context.today);
  const year = today.getUTCFullYear();
  const academicStartYear = today.getUTCMonth() >= 7 ? year : year - 1;
  const sports = context.sports.filter((sport) => !sport.nonSport);
  return {
    context,
    sports,
    athletes,
    games,
    year,
    academicStartYear,
    addMedia(path, body, file) {
      media.push({ path, body, ...file });
      return context.mediaUrl(path);
    },
    seasonTitle: (sport) => seasonTitles.get(sport.id) ?? seasonLabel(sport.code, academicStartYear),
    sportByCode: (code) => sports.find((sport) => sport.code === code),
    async flushMedia() {
      for (let start = 0; start < media.length; start += 200) await context.storeMedia(media.slice(start, start + 200));
      media.length = 0;
    },
  };
}
