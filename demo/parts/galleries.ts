import { and, desc, eq, isNotNull, lt } from 'drizzle-orm';
import { slugify } from '../../server/api/editorial-format';
import { stories } from '../../server/store/tables/editorial';
import { galleryPhotos, imageGalleries } from '../../server/store/tables/galleries';
import { galleryPhotoSvg, photographOf } from '../galleries/gallery-art';
import { photoSeeds, surfaceOf } from '../galleries/gallery-photos';
import { integerBetween } from '../random';
import type { SeedContext } from '../seed-context';
import type { SeededSport } from '../seed-sports';

const DAY = 86_400_000;
const HOUR = 3_600_000;
/** Galleries that go with a story (one per sport, the newest stories first), and galleries of their own. */
const STORY_GALLERIES = 6;
const OWN_GALLERIES = 2;

interface GalleryPlan {
  sport: SeededSport;
  title: string;
  description: string;
  date: Date;
  storyId: number | null;
  /** Stored as JPEG photographs, as a camera's pictures are uploaded; the others stay drawings (SVG). */
  photographs: boolean;
}

/**
 * Seeds one school's photo galleries and links stories to them (spec 3 Story: gallery id). The
 * editorial part marks the recap and feature stories that may have a gallery with a placeholder
 * id; the newest of them, one per sport, get a real gallery here and the other marks are cleared,
 * so every gallery id a story carries names a gallery of its school.
 */
export async function seedGalleries(seed: SeedContext): Promise<void> {
  const { db, tenantId, school, random, today } = seed;
  const sports = seed.sports.filter((sport) => !sport.nonSport);
  const sportById = new Map(sports.map((sport) => [sport.id, sport]));
  const candidates = await db
    .select({ id: stories.id, title: stories.title, teaser: stories.teaser, sportId: stories.sportId, postDate: stories.postDate })
    .from(stories)
    .where(and(eq(stories.tenantId, tenantId), eq(stories.hidden, false), isNotNull(stories.galleryId), isNotNull(stories.sportId), lt(stories.postDate, new Date(today))))
    .orderBy(desc(stories.postDate), desc(stories.id));

  const plans: GalleryPlan[] = [];
  const used = new Set<number>();
  for (const story of candidates) {
    const sport = story.sportId === null ? undefined : sportById.get(story.sportId);
    if (!sport || used.has(sport.id) || plans.length >= STORY_GALLERIES) continue;
    used.add(sport.id);
    plans.push({ sport, title: `Photos: ${story.title}`, description: `Photos from the story: ${story.teaser}`, date: story.postDate, storyId: story.id, photographs: false });
  }
  const others = sports.filter((sport) => !used.has(sport.id));
  for (let i = 0; i < OWN_GALLERIES && others.length > 0; i += 1) {
    const [sport] = others.splice(Math.floor(random() * others.length), 1);
    const date = new Date(today - integerBetween(random, 3, 60) * DAY + integerBetween(random, 14, 20) * HOUR);
    const title = i === 0 ? `${sport!.title} Media Day` : `${sport!.title}: Behind the Scenes at Practice`;
    plans.push({ sport: sport!, title, description: `The ${school.mascotPlural} of ${sport!.title.toLowerCase()} in pictures.`, date, storyId: null, photographs: i === 0 });
  }
  plans.sort((a, b) => a.date.getTime() - b.date.getTime());

  await db.update(stories).set({ galleryId: null }).where(and(eq(stories.tenantId, tenantId), isNotNull(stories.galleryId)));
  for (const plan of plans) {
    const slug = slugify(plan.title).slice(0, 80).replace(/-+$/, '');
    const [gallery] = await db
      .insert(imageGalleries)
      .values({ tenantId, sportId: plan.sport.id, title: plan.title, slug, description: plan.description, galleryDate: plan.date })
      .returning({ id: imageGalleries.id });
    const photos = photoSeeds(random, school, plan.sport.title);
    const folder = `galleries/${plan.date.getUTCFullYear()}/${gallery!.id}-${slug}`;
    const files = await Promise.all(
      photos.map(async (photo, index) => {
        const svg = galleryPhotoSvg({ ...photo, primary: school.colors.primary, secondary: school.colors.secondary, surface: surfaceOf(plan.sport.code), variant: index, label: photo.altText });
        const name = `${folder}/photo-${index + 1}`;
        return plan.photographs ? { path: `${name}.jpg`, body: await photographOf(svg), contentType: 'image/jpeg', alt: photo.altText } : { path: `${name}.svg`, body: svg, alt: photo.altText };
      }),
    );
    await seed.storeMedia(files);
    await db.insert(galleryPhotos).values(photos.map((photo, index) => ({ tenantId, galleryId: gallery!.id, rank: index, path: files[index]!.path, ...photo })));
    if (plan.storyId !== null) await db.update(stories).set({ galleryId: gallery!.id }).where(eq(stories.id, plan.storyId));
  }
}
