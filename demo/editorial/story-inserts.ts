import { and, eq, inArray } from 'drizzle-orm';
import { slugify } from '../../server/api/editorial-format';
import { media as mediaFiles } from '../../server/store/tables/foundation';
import { createStories, type StoryHistoryItem } from '../../server/studio/stories/story-commands';
import { DEMO_ACTOR } from '../demo-writes';
import { integerBetween } from '../random';
import type { SeedContext } from '../seed-context';
import { alternateImageSvg, primaryImageSvg } from './story-art';
import { HOUR, renderBody, type StoryDraft } from './story-draft';
import { writerIndexFor, type WriterSeed } from './writers';

/** How many of the newest published stories go in the home page rotator. */
const ROTATOR = 5;
const YOUTUBE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

interface StoryRefs {
  writers: Array<WriterSeed & { id: number }>;
  tagIds: Map<string, number>;
}

/** Unique, readable file names: the headline's slug, with -2, -3 ... on a repeat. */
function filenames(drafts: StoryDraft[]): string[] {
  const used = new Map<string, number>();
  return drafts.map((draft) => {
    const base = slugify(draft.title).slice(0, 80).replace(/-+$/, '') || 'story';
    const seen = used.get(base) ?? 0;
    used.set(base, seen + 1);
    return seen === 0 ? base : `${base}-${seen + 1}`;
  });
}

/** The media ids of the files just stored at `paths`, by path. */
async function mediaIdsOf(seed: SeedContext, paths: string[]): Promise<Map<string, number>> {
  const rows = await seed.db.select({ id: mediaFiles.id, path: mediaFiles.path }).from(mediaFiles).where(and(eq(mediaFiles.tenantId, seed.tenantId), inArray(mediaFiles.path, paths)));
  return new Map(rows.map((row) => [row.path, row.id]));
}

/**
 * Stores the drafts with their images, writers, tags, games and players, through the studio's story command in its
 * batch form (createStories): each published at its date, as the department's history has it. Drafts come oldest first.
 */
export async function insertStories(seed: SeedContext, drafts: StoryDraft[], refs: StoryRefs): Promise<void> {
  const { tenantId, school, random } = seed;
  const names = filenames(drafts);
  const published = drafts.map((draft, index) => ({ draft, index })).filter(({ draft }) => draft.postDate < seed.today);
  const rotator = new Set(published.filter(({ draft }) => draft.type === 'recap' || draft.type === 'feature').slice(-ROTATOR).map(({ index }) => index));

  const media: Array<{ path: string; body: string; alt: string }> = [];
  // The random draws stay in the order the stories' rows drew them: roll, video, created, gallery.
  const planned = drafts.map((draft, index) => {
    const year = new Date(draft.postDate).getUTCFullYear();
    const art = { sportCode: draft.sport?.code ?? null, label: draft.sport?.title ?? `${school.shortName} Athletics`, headline: draft.title, colors: school.colors, variant: index };
    const imagePath = `stories/${year}/${names[index]}.svg`;
    media.push({ path: imagePath, body: primaryImageSvg(art), alt: `Graphic for the story: ${draft.title}` });
    const alternatePath = index % 3 === 0 ? `stories/${year}/${names[index]}-square.svg` : null;
    if (alternatePath) media.push({ path: alternatePath, body: alternateImageSvg(art), alt: `Graphic for the story: ${draft.title}` });
    const writer = refs.writers[writerIndexFor(refs.writers, draft.sport?.code ?? null)]!;
    const roll = random();
    const youtube = (draft.type === 'recap' || draft.type === 'feature') && roll < 0.2 ? Array.from({ length: 11 }, () => YOUTUBE_ALPHABET[Math.floor(random() * 64)]).join('') : null;
    const archive = draft.type === 'recap' && roll >= 0.2 && roll < 0.26 ? integerBetween(random, 1000, 9999) : null;
    const createdAt = new Date(draft.postDate - integerBetween(random, 1, 30) * HOUR);
    const galleryId = (draft.type === 'recap' || draft.type === 'feature') && random() < 0.35 ? 5000 + tenantId * 1000 + index : null;
    return { draft, index, imagePath, alternatePath, writer, youtube, archive, createdAt, galleryId };
  });

  await seed.storeMedia(media);
  const mediaIds = await mediaIdsOf(seed, media.map((file) => file.path));
  const items = planned.map(({ draft, index, imagePath, alternatePath, writer, youtube, archive, createdAt, galleryId }): StoryHistoryItem => ({
    body: {
      title: draft.title,
      subtitle: draft.subheadline,
      body: renderBody(draft.body),
      sportId: draft.sport?.id ?? null,
      // The catalog's tags only, as the school's tag list has them.
      tags: draft.tags.filter((name) => refs.tagIds.has(name)),
      writer: `${writer.name}, ${writer.title}`,
      writerId: writer.id,
      storyType: draft.type,
      teaser: draft.teaser,
      imageId: mediaIds.get(imagePath)!,
      imageAlt: `Graphic for the story: ${draft.title}`,
      imageCaption: draft.caption ?? '',
      imageCredit: `${school.shortName} Athletics`,
      alternateImageId: alternatePath ? mediaIds.get(alternatePath)! : null,
      video: youtube ? { youtubeId: youtube, title: `Highlights: ${draft.title}` } : archive ? { archiveId: archive, title: `Highlights: ${draft.title}` } : null,
      galleryId,
      links: draft.links,
      inRotator: rotator.has(index),
      metaKeywords: draft.tags.join(', '),
      metaDescription: draft.teaser,
    },
    status: 'published',
    postDate: new Date(draft.postDate),
    createdAt,
    filename: names[index]!,
    games: draft.games,
    rosterPlayerIds: draft.rosterPlayerIds,
  }));
  await createStories(seed.commands, tenantId, DEMO_ACTOR, items);
}
