import { z } from 'zod';
import { contentFields } from './content';
import { pageEnvelope } from './paging';
import { peopleSportWire } from './people';
import { scheduleGameWire } from './schedule';
import { tagRefWire } from './tags';

/** The sport carried by a story (v2-reference 8, `sport`): its `str` members are always strings. */
export const storySportWire = z.object({
  id: z.number().int(),
  title: z.string().nullable(),
  abbreviation: z.string(),
  shortTitle: z.string(),
  shortname: z.string(),
  facebook: z.string(),
  twitter: z.string(),
  gender: z.string(),
  pinterest: z.string(),
  instagram: z.string(),
  youtube: z.string().nullable(),
  youtubePlaylistId: z.string(),
  globalSportShortname: z.string(),
  tickets: z.string(),
  globalSportId: z.number().nullable(),
  nonSport: z.boolean(),
  showAtVs: z.boolean(),
  globalSportNameSlug: z.string(),
  // `str?` in lists, `str` on the story page: always a string.
  gameSynonym: z.string(),
});
export type StorySportWire = z.infer<typeof storySportWire>;

export const storyImageWire = z.object({
  caption: z.string(),
  creditText: z.string().nullable(),
  focalPoint: z.unknown(),
  url: z.string(),
  absoluteUrl: z.string(),
  altText: z.string(),
  title: z.string().nullable(),
  creditName: z.unknown(),
});

/** spec 3: a story's video is an archive id or a YouTube id. */
export const storyVideoWire = z.object({
  youtube: z.string().nullable(),
  archive: z.number().nullable(),
  metadata: z.object({ title: z.string().nullable(), thumbnail: z.string().nullable() }),
});

export const storyLinkWire = z.object({
  linkId: z.number().int(),
  linkUrl: z.string(),
  linkText: z.string(),
  created: z.string(),
  galleryId: z.number().nullable(),
});

/** spec 3: the writer (name, bio, title, social handles, contact). Shape not given by the reference. */
export const storyWriterWire = z.object({
  id: z.number().int(),
  name: z.string(),
  title: z.string().nullish(),
  bio: z.string().nullish(),
  email: z.string().nullish(),
  phone: z.string().nullish(),
  socialMedia: z.object({ twitter: z.string().nullish(), instagram: z.string().nullish() }),
});

/** A player a story features (v2-reference 8, story by date `players[]`). */
export const storyPlayerWire = z.object({
  rosterPlayerId: z.number().int(),
  rosterId: z.number().int(),
  playerId: z.number().int(),
  rpPositionShort: z.string(),
  rpJerseyNumber: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  headshot: z.string(),
  /** SH1 with an integer id and always a title. */
  sport: peopleSportWire.extend({ id: z.number().int(), title: z.string() }),
});
export type StoryPlayerWire = z.infer<typeof storyPlayerWire>;

/** A game object inside a story: the `GET /ScheduleGames/{gameId}` shape (v2-reference 8 `games[]`, `Stories/games`). */
export const storyGameWire = scheduleGameWire;
export type StoryGameWire = z.infer<typeof storyGameWire>;

/** GET /Stories item and GET /Stories/{storyDate}/{storyName} (v2-reference 8). */
export const storyWire = z.object({
  ...contentFields,
  id: z.number().int(),
  title: z.string().nullable(),
  titleInRotator: z.boolean(),
  subHeadline: z.string(),
  teaser: z.string(),
  byline: z.string(),
  appExclusive: z.boolean(),
  date: z.string(),
  formattedDate: z.string(),
  sportDisplay: z.string(),
  /** null for a story of no sport (the platform's stories always have one). */
  sport: storySportWire.nullable(),
  globalSportMapName: z.string(),
  imageSource: z.string(),
  imageFocalPoint: z.unknown(),
  imageAltText: z.string(),
  imageCaption: z.string(),
  imageCreditText: z.string().nullable(),
  insideContentImage: z.unknown(),
  primaryImage: storyImageWire.nullable(),
  /** Only null was seen on the platform (type unknown); ours is the primary image's shape. */
  alternateImage: storyImageWire.nullable(),
  video: storyVideoWire.nullable(),
  url: z.string(),
  /** '' unless the story sends readers elsewhere. */
  redirectAbsoluteUrl: z.string(),
  links: z.array(storyLinkWire),
  homepageFeedTemplate: z.string(),
  contentTemplate: z.string(),
  type: z.string().nullable(),
  gamePostStoryId: z.unknown(),
  games: z.array(storyGameWire),
  players: z.array(storyPlayerWire).nullable(),
  /** 0 when no gallery goes with the story. */
  galleryId: z.number(),
  galleryImages: z.array(z.unknown()),
  /** Only null was seen on the platform (type unknown); ours is spec 3's writer. */
  writer: storyWriterWire.nullable(),
  isBlockBased: z.boolean(),
  /** The story body, HTML (detail only; null in lists). */
  content: z.string().nullable(),
  blocks: z.unknown(),
  storyMetaKeywords: z.string().nullable(),
  storyMetaDescription: z.string().nullable(),
  storyMetaOgDescription: z.string().nullable(),
  sportShortname: z.string(),
  isMediaOnStoryPage: z.boolean(),
  applyStandardFormatting: z.boolean(),
  // Read by the reference's suite though not in its schema (v2-reference 8 note).
  storyId: z.number().int(),
  storyPostdate: z.string(),
  storyFilename: z.string(),
  tags: z.array(tagRefWire),
});
export type StoryWire = z.infer<typeof storyWire>;
export const storiesPageWire = pageEnvelope(storyWire);

/** GET /Stories/related item. */
export const relatedStoryWire = z.object({
  storyId: z.number().int(),
  storyTitle: z.string(),
  storyPostdate: z.string(),
  storyCreated: z.string(),
  storyFilename: z.string(),
  imagePath: z.string().nullish(),
  imageFilename: z.string().nullish(),
  imageAltText: z.string().nullish(),
  storyImage: z.string().nullish(),
  storySlug: z.string(),
  /** The site page of the story (ours). */
  url: z.string(),
});
export type RelatedStoryWire = z.infer<typeof relatedStoryWire>;
export const relatedStoriesPageWire = pageEnvelope(relatedStoryWire);

/** GET /Stories/games: story id (as a string) → its games. */
export const storyGamesWire = z.record(z.string(), z.array(storyGameWire));

/** GET /Stories/settings. */
export const storySettingsWire = z.object({
  defaultTemplate: z.string(),
  customCss: z.string(),
  endlessScrollIsEnabled: z.boolean(),
  featuredTemplatesCustomization: z.object({
    logoImage: z.string().nullish(),
    headerBackgroundColor: z.string(),
    hidePreviousPage: z.boolean(),
    featuredTemplate1: z.object({ hideRelatedStories: z.boolean(), hidePostDate: z.boolean() }),
  }),
});
export type StorySettingsWire = z.infer<typeof storySettingsWire>;
