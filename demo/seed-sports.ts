import type { Db } from '../server/store/database';
import { sports } from '../server/store/tables/foundation';
import { catalogSport, type CatalogSport } from '../core/sports/sport-catalog';
import type { DemoSchool } from './schools';

export interface SeededSport extends CatalogSport {
  id: number;
}

export async function seedSports(db: Db, tenantId: number, school: DemoSchool): Promise<SeededSport[]> {
  const catalog = school.sportCodes.map(catalogSport);
  const rows = await db
    .insert(sports)
    .values(
      catalog.map((sport, index) => ({
        tenantId,
        title: sport.title,
        abbrev: sport.code.toUpperCase(),
        shortName: sport.code,
        shortDisplay: sport.shortDisplay,
        globalSportId: sport.globalSportId,
        globalSportShortName: sport.code,
        globalSportNameSlug: sport.slug,
        gender: sport.gender,
        nonSport: sport.nonSport ?? false,
        appPriority: index,
        usesPoints: sport.usesPoints ?? true,
        hasDoubleHeader: sport.code === 'baseball' || sport.code === 'softball',
        facebookPage: sport.nonSport ? null : school.social.facebook,
        twitterName: sport.nonSport ? null : `${school.social.twitter}${sport.code.toUpperCase()}`,
        instagramName: sport.nonSport ? null : `${school.social.instagram}${sport.code}`,
        pinterestName: null,
        youtubeName: sport.nonSport ? null : school.social.youtube,
        ticketsLink: sport.nonSport ? null : '/tickets',
        displayOpponentHistory: !sport.nonSport && (sport.usesPoints ?? true),
        defaultLocation: school.city,
      })),
    )
    .returning({ id: sports.id, code: sports.shortName });
  return rows.map((row) => ({ ...catalogSport(row.code), id: row.id }));
}
