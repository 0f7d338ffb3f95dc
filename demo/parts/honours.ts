import { seedAllAmericans } from '../honours/all-americans';
import { seedAwards } from '../honours/awards';
import { seedFacilities } from '../honours/facilities';
import { seedHallOfFame } from '../honours/hall-of-fame';
import { createHonoursSeed } from '../honours/honours-seed';
import { seedOnThisDay } from '../honours/on-this-day';
import { seedPodcasts } from '../honours/podcasts';
import { seedPublications } from '../honours/publications';
import { seedHonoursSettings } from '../honours/settings';
import { seedVideos } from '../honours/videos';
import { DEMO_SCHOOLS } from '../schools';
import type { SeedContext } from '../seed-context';

/**
 * Seeds the honours content of one school: facilities, podcasts, videos and live streams, awards,
 * All-Americans, hall of fame, on-this-day notes, settings, and publications for the first school only
 * (so the other shows the reference's "no publications" 404).
 */
export async function seedHonours(context: SeedContext): Promise<void> {
  const seed = await createHonoursSeed(context);
  const isFirstSchool = context.school.key === DEMO_SCHOOLS[0]?.key;
  await seedHonoursSettings(seed);
  const openings = await seedFacilities(seed);
  await seedPodcasts(seed);
  await seedVideos(seed);
  await seedAwards(seed);
  await seedAllAmericans(seed);
  await seedHallOfFame(seed);
  await seedOnThisDay(seed, isFirstSchool, openings);
  if (isFirstSchool) await seedPublications(seed);
  await seed.flushMedia();
}
