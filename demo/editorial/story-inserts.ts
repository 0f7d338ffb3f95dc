import { slugify } from '../../server/api/editorial-format';
import { stories, storyGames, storyPlayers, storyTags } from '../../server/store/tables/editorial';
import { integerBetween } from '../random';
import type { SeedContext } from '../seed-context';
import { alternateImageSvg, primaryImageSvg } from './story-art';
import { HOUR, renderBody, type StoryDraft } from './story-draft';
import { writerIndexFor, type WriterSeed } from './writers';

const BATCH = 200;
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

/** Stores the drafts with their images, writers, tags, games and players. Drafts come oldest first. */
export async function insertStories(seed: SeedContext, drafts: StoryDraft[], refs: StoryRefs): Promise<void> {
  const { db, tenantId, school, random } = seed;
  const names = filenames(drafts);
  const published = drafts.map((draft, index) => ({ draft, index })).filter(({ draft }) => draft.postDate < seed.today);
  const rotator = new Set(published.filter(({ draft }) => draft.type === 'recap' || draft.type === 'feature').slice(-ROTATOR).map(({ index }) => index));

  const media: Array<{ path: string; body: string; alt: string }> = [];
  const values = drafts.map((draft, index) => {
    const year = new Date(draft.postDate).getUTCFullYear();
    const art = { sportCode: draft.sport?.code ?? null, label: draft.sport?.title ?? `${school.shortName} Athletics`, headline: draft.title, colors: school.colors, variant: index };
    const imagePath = `stories/${year}/${names[index]}.svg`;
    media.push({ path: imagePath, body: primaryImageSvg(art), alt: `Graphic for the story: ${draft.title}` });
    const hasAlternate = index % 3 === 0;
    if (hasAlternate) media.push({ path: `stories/${year}/${names[index]}-square.svg`, body: alternateImageSvg(art), alt: `Graphic for the story: ${draft.title}` });
    const writer = refs.writers[writerIndexFor(refs.writers, draft.sport?.code ?? null)]!;
    const roll = random();
    const youtube = (draft.type === 'recap' || draft.type === 'feature') && roll < 0.2 ? Array.from({ length: 11 }, () => YOUTUBE_ALPHABET[Math.floor(random() * 64)]).join('') : null;
    const archive = draft.type === 'recap' && roll >= 0.2 && roll < 0.26 ? integerBetween(random, 1000, 9999) : null;
    return {
      tenantId,
      sportId: draft.sport?.id ?? null,
      writerId: writer.id,
      title: draft.title,
      subheadline: draft.subheadline,
      teaser: draft.teaser,
      byline: `${writer.name}, ${writer.title}`,
      bodyHtml: renderBody(draft.body),
      storyType: draft.type,
      filename: names[index]!,
      postDate: new Date(draft.postDate),
      createdAt: new Date(draft.postDate - integerBetween(random, 1, 30) * HOUR),
      imagePath,
      imageAltText: `Graphic for the story: ${draft.title}`,
      imageCaption: draft.caption ?? '',
      imageCredit: `${school.shortName} Athletics`,
      alternateImagePath: hasAlternate ? `stories/${year}/${names[index]}-square.svg` : null,
      videoYoutube: youtube,
      videoArchive: archive,
      videoTitle: youtube || archive ? `Highlights: ${draft.title}` : null,
      galleryId: (draft.type === 'recap' || draft.type === 'feature') && random() < 0.35 ? 5000 + tenantId * 1000 + index : null,
      links: draft.links,
      titleInRotator: rotator.has(index),
      metaKeywords: draft.tags.join(', '),
      metaDescription: draft.teaser,
    };
  });

  await seed.storeMedia(media);
  const ids: number[] = [];
  for (let i = 0; i < values.length; i += BATCH) {
    const rows = await db.insert(stories).values(values.slice(i, i + BATCH)).returning({ id: stories.id });
    ids.push(...rows.map((row) => row.id));
  }

  const tagLinks = drafts.flatMap((draft, index) =>
    [...new Set(draft.tags)].flatMap((name) => {
      const tagId = refs.tagIds.get(name);
      return tagId === undefined ? [] : [{ tenantId, storyId: ids[index]!, tagId }];
    }),
  );
  const gameLinks = drafts.flatMap((draft, index) => draft.games.map((game) => ({ tenantId, storyId: ids[index]!, gameId: game.gameId, kind: game.kind })));
  const playerLinks = drafts.flatMap((draft, index) => [...new Set(draft.rosterPlayerIds)].map((rosterPlayerId) => ({ tenantId, storyId: ids[index]!, rosterPlayerId })));
  if (tagLinks.length > 0) await db.insert(storyTags).values(tagLinks);
  if (gameLinks.length > 0) await db.insert(storyGames).values(gameLinks);
  if (playerLinks.length > 0) await db.insert(storyPlayers).values(playerLinks);
}
