import { DEMO_SCHOOLS } from '../schools';
import type { SeedContext } from '../seed-context';
import { seedFacebookFeed, seedInstagramPosts } from '../feeds/social-feeds';
import { seedSeries, seedWePlayedClips } from '../feeds/video-feeds';

/**
 * Seeds one school's social feeds and video features: Instagram posts, video series, WePlayed clips, and a
 * Facebook page for the first school only (so the other shows the reference's "credentials were not found" 404).
 * Runs after the schedule, videos and live parts it reads.
 */
export async function seedFeeds(context: SeedContext): Promise<void> {
  await seedInstagramPosts(context);
  if (context.school.key === DEMO_SCHOOLS[0]?.key) await seedFacebookFeed(context);
  await seedSeries(context);
  await seedWePlayedClips(context);
}
