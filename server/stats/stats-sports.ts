import { eq } from 'drizzle-orm';
import { featureNotConfigured } from '../http/api-error';
import { SPORT_CATALOG } from '../../core/sports/sport-catalog';
import type { Db } from '../store/database';
import { sports } from '../store/tables/foundation';
import type { StatFamily } from './stat-sheet';
import { statFamilyOf } from './stat-sheets';

export interface StatsSport {
  id: number;
  title: string;
  shortName: string;
  globalSportNameSlug: string;
  /** null when the sport keeps no box scores (meets, placings, non-sport entries). */
  family: StatFamily | null;
}

/** True for a sport word the platform knows: a catalog slug ('mens-basketball') or code ('mbball'), any case. */
export function isSportWord(value: string): boolean {
  const word = value.trim().toLowerCase();
  return SPORT_CATALOG.some((sport) => sport.slug === word || sport.code === word);
}

/** The school's sports with their stat family. */
export async function schoolSports(db: Db, tenantId: number): Promise<StatsSport[]> {
  const rows = await db
    .select({ id: sports.id, title: sports.title, shortName: sports.shortName, globalSportNameSlug: sports.globalSportNameSlug, usesPoints: sports.usesPoints, nonSport: sports.nonSport })
    .from(sports)
    .where(eq(sports.tenantId, tenantId));
  return rows.map(({ usesPoints, nonSport, ...sport }) => ({ ...sport, family: usesPoints && !nonSport ? statFamilyOf(sport.shortName) : null }));
}

/** The school's sport named by a slug or code. */
export function sportByWord(list: readonly StatsSport[], word: string): StatsSport | undefined {
  const wanted = word.trim().toLowerCase();
  return list.find((sport) => sport.globalSportNameSlug.toLowerCase() === wanted || sport.shortName.toLowerCase() === wanted);
}

/** v2-reference 11: a sport without a stats feed is a 404 with the reference's Message body. */
export function noStatsProvider(word: string) {
  return featureNotConfigured(`No stats provider for ${word} was found`);
}

export const sportWireOf = (sport: StatsSport) => ({ id: sport.id, title: sport.title, shortName: sport.shortName, globalSportNameSlug: sport.globalSportNameSlug });
