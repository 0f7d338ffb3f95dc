import { seedHiddenDocuments, seedHiddenSplash } from '../hidden/hidden-documents';
import { seedHiddenStories } from '../hidden/hidden-stories';
import { seedNextSeasonRoster } from '../hidden/next-season-roster';
import type { SeedContext } from '../seed-context';

/**
 * Seeds one school's hidden (staff preview) and protected content: next season's roster of its
 * men's basketball team (or first sport), unpublished stories in two sports and one for the whole
 * department, a hidden splash that starts next week, a hidden sport file and the protected parents'
 * packet. Runs after every school's public content, so no public row's id depends on it.
 */
export async function seedHidden(context: SeedContext): Promise<void> {
  const realSports = context.sports.filter((sport) => !sport.nonSport);
  const rosterSport = realSports.find((sport) => sport.code === 'mbball') ?? realSports[0]!;
  const otherSport = realSports.find((sport) => sport.code === 'wsoc') ?? realSports.find((sport) => sport !== rosterSport)!;
  const roster = await seedNextSeasonRoster(context, rosterSport);
  await seedHiddenStories(context, { sport: rosterSport, ...roster }, otherSport);
  await seedHiddenDocuments(context, rosterSport);
  await seedHiddenSplash(context, rosterSport, roster.seasonTitle);
}
