import { z } from 'zod';
import { isoInstant, studioPageWire, studioPagingQuery, studioPersonWire } from './studio-common';

/** The studio's stories (/api/studio/stories): a story's life is draft → scheduled/published → unpublished. */
export const storyStatusWire = z.enum(['draft', 'scheduled', 'published', 'unpublished']);
export type StoryStatusWire = z.infer<typeof storyStatusWire>;

const id = (message: string) => z.number({ error: message }).int(message).positive(message).max(999_999_999, message);

/** A related link's address: one of the site's own pages (/tickets) or a web address. */
const linkUrl = z
  .string({ error: 'Each link needs an address.' })
  .trim()
  .max(500, "Keep each link's address to 500 characters or fewer.")
  .regex(/^(\/(?!\/)|https?:\/\/)\S*$/, 'Give each link an address on the site (/tickets) or on the web (https://...).');

/** The story's video: a YouTube video, a video of the school's archive, or both, and its title. */
export const storyVideoInput = z
  .object({
    youtubeId: z.string({ error: 'The YouTube video id must be text.' }).regex(/^[A-Za-z0-9_-]{11}$/, 'Give the YouTube video id: the 11 characters after v= in its address.').nullable().optional(),
    archiveId: id('Give the archive video as its number.').nullable().optional(),
    title: z.string({ error: 'The video title must be text.' }).trim().max(250, 'Keep the video title to 250 characters or fewer.').optional(),
  })
  .refine((video) => video.youtubeId != null || video.archiveId != null, { path: ['youtubeId'], message: 'Give the YouTube video id or the archive video.' });
export type StoryVideoInput = z.infer<typeof storyVideoInput>;

/**
 * POST and PUT body: the whole story (PUT replaces every field). The fields after `gameId` are what the site shows
 * beside the story (teaser, writer, type, square image, video, gallery, links, rotator, meta): each is optional, and
 * a PUT that leaves one out keeps its stored value, so a form that does not show it never wipes it.
 */
export const storyInput = z
  .object({
    title: z.string({ error: 'Enter a headline.' }).trim().min(1, 'Enter a headline.').max(200, 'Keep the headline to 200 characters or fewer.'),
    body: z.string({ error: 'Write the story.' }).max(200_000, 'The story is too long: keep it under 200,000 characters.').refine((html) => html.replace(/<[^>]*>/g, '').trim().length > 0, 'Write the story.'),
    sportId: id('Choose a sport from the list.').nullable().optional(),
    subtitle: z.string({ error: 'The subtitle must be text.' }).trim().max(300, 'Keep the subtitle to 300 characters or fewer.').optional(),
    tags: z
      .array(z.string({ error: 'Each tag must be text.' }).trim().min(1, 'A tag cannot be empty.').max(60, 'Keep each tag to 60 characters or fewer.'), { error: 'Tags must be a list.' })
      .max(20, 'Use 20 tags or fewer.')
      .optional(),
    writer: z.string({ error: 'The writer must be text.' }).trim().max(120, "Keep the writer's name to 120 characters or fewer.").optional(),
    imageId: id('Choose a photo from the library.').nullable().optional(),
    imageAlt: z.string({ error: 'The photo description must be text.' }).trim().max(300, 'Keep the photo description to 300 characters or fewer.').optional(),
    gameId: id('Choose a game from the schedule.').nullable().optional(),
    /** The lines lists show; empty or never given: the subtitle, else the story's first words. */
    teaser: z.string({ error: 'The teaser must be text.' }).trim().max(500, 'Keep the teaser to 500 characters or fewer.').optional(),
    writerId: id('Choose a writer from the list.').nullable().optional(),
    storyType: z
      .string({ error: 'The story type must be text.' })
      .regex(/^[a-z][a-z-]{0,39}$/, 'Give the story type as one lower-case word, like news, recap or feature.')
      .optional(),
    imageCaption: z.string({ error: 'The photo caption must be text.' }).trim().max(300, 'Keep the photo caption to 300 characters or fewer.').optional(),
    imageCredit: z.string({ error: 'The photo credit must be text.' }).trim().max(120, 'Keep the photo credit to 120 characters or fewer.').nullable().optional(),
    alternateImageId: id('Choose the square photo from the library.').nullable().optional(),
    video: storyVideoInput.nullable().optional(),
    galleryId: id('Choose a gallery from the list.').nullable().optional(),
    links: z
      .array(
        z.object({ text: z.string({ error: 'Each link needs its words.' }).trim().min(1, 'Each link needs its words.').max(120, "Keep each link's words to 120 characters or fewer."), url: linkUrl }),
        { error: 'Links must be a list.' },
      )
      .max(10, 'Use 10 links or fewer.')
      .optional(),
    inRotator: z.boolean({ error: 'Say whether the story shows in the home page rotator (true or false).' }).optional(),
    metaKeywords: z.string({ error: 'The keywords must be text.' }).trim().max(500, 'Keep the keywords to 500 characters or fewer.').nullable().optional(),
    metaDescription: z.string({ error: 'The search description must be text.' }).trim().max(300, 'Keep the search description to 300 characters or fewer.').nullable().optional(),
  })
  // Checked with the other fields' messages too (`when`), not only once they all pass.
  .refine((value) => value.imageId == null || Boolean(typeof value.imageAlt === 'string' && value.imageAlt.trim()), {
    path: ['imageAlt'],
    message: 'Describe the photo for people who cannot see it.',
    when: (payload) => typeof payload.value === 'object' && payload.value !== null,
  });
export type StoryInput = z.infer<typeof storyInput>;

/** POST /stories/{id}/publish: now (no `at`, or `at` not after now) or scheduled at `at`; optionally taken down at `unpublishAt`. */
export const storyPublishInput = z
  .object({
    at: isoInstant('Enter the date and time to publish, like 2026-04-15T18:30:00Z.').optional(),
    unpublishAt: isoInstant('Enter the date and time to take it down, like 2026-04-30T18:30:00Z.').nullable().optional(),
  })
  .superRefine((value, context) => {
    if (value.at && value.unpublishAt && Date.parse(value.unpublishAt) <= Date.parse(value.at)) {
      context.addIssue({ code: 'custom', path: ['unpublishAt'], message: 'Take it down after it is published.' });
    }
  });
export type StoryPublishInput = z.infer<typeof storyPublishInput>;

/** The columns the studio's story table sorts by: the last change, the headline, the status, the publishing time. */
export const storySortWire = z.enum(['changed', 'title', 'status', 'publishAt']);
export type StorySortWire = z.infer<typeof storySortWire>;

const idParam = z.string().regex(/^\d{1,9}$/, 'must be a number').transform(Number);

export const storyListQuery = z.object({
  status: storyStatusWire.optional(),
  q: z.string().max(200, 'must be 200 characters or fewer').optional(),
  /** One sport's stories (its id). */
  sportId: idParam.optional(),
  /** The stories a staff account changed last (its id). */
  changedBy: idParam.optional(),
  /** 'true': the stories the signed-in account changed last (the dashboard's "Your drafts"); takes the place of changedBy. */
  mine: z.enum(['true', 'false']).transform((value) => value === 'true').optional(),
  sort: storySortWire.optional(),
  dir: z.enum(['asc', 'desc']).optional(),
  /** 'true': only stories fans can read now (published, not hidden, posted by now), e.g. for a newsletter. */
  onSite: z.enum(['true', 'false']).transform((value) => value === 'true').optional(),
  ...studioPagingQuery,
});

/** The answer of every story write (create 201, update, publish, unpublish, restore). */
export const storyWriteWire = z.object({ id: z.number().int(), version: z.number().int(), status: storyStatusWire, url: z.string() });
export type StoryWriteWire = z.infer<typeof storyWriteWire>;

export const storySummaryWire = z.object({
  id: z.number().int(),
  version: z.number().int(),
  status: storyStatusWire,
  title: z.string(),
  sportId: z.number().int().nullable(),
  publishAt: z.string().nullable(),
  updatedAt: z.string().nullable(),
  updatedBy: studioPersonWire.nullable(),
  /** The public address /news/yyyy/m/d/slug (where it is, or will be, published). */
  url: z.string(),
});
export type StorySummaryWire = z.infer<typeof storySummaryWire>;

/** A page of the studio's stories, and everyone who changed one last (the table's "Changed by" filter). */
export const storiesPageWire = studioPageWire(storySummaryWire).extend({ changers: z.array(studioPersonWire.extend({ id: z.number().int() })) });
export type StudioStoriesPageWire = z.infer<typeof storiesPageWire>;

export const storyDetailWire = storySummaryWire.extend({
  subtitle: z.string(),
  body: z.string(),
  tags: z.array(z.string()),
  writer: z.string(),
  imageId: z.number().int().nullable(),
  imageAlt: z.string(),
  imageUrl: z.string().nullable(),
  gameId: z.number().int().nullable(),
  unpublishAt: z.string().nullable(),
  teaser: z.string(),
  writerId: z.number().int().nullable(),
  storyType: z.string(),
  imageCaption: z.string(),
  imageCredit: z.string().nullable(),
  /** The square photo's media item (found by its address) and address. */
  alternateImageId: z.number().int().nullable(),
  alternateImageUrl: z.string().nullable(),
  video: z.object({ youtubeId: z.string().nullable(), archiveId: z.number().int().nullable(), title: z.string() }).nullable(),
  galleryId: z.number().int().nullable(),
  links: z.array(z.object({ text: z.string(), url: z.string() })),
  inRotator: z.boolean(),
  metaKeywords: z.string().nullable(),
  metaDescription: z.string().nullable(),
  /** The staff preview /hidden/news/... of a story the public cannot see yet (draft, scheduled, unpublished); null when published. */
  previewUrl: z.string().nullable(),
});
export type StoryDetailWire = z.infer<typeof storyDetailWire>;

export const storyHistoryWire = z.object({
  items: z.array(z.object({ version: z.number().int(), at: z.string(), by: studioPersonWire, action: z.string() })),
});
export type StoryHistoryWire = z.infer<typeof storyHistoryWire>;
