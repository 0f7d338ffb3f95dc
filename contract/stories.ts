import { z } from 'zod';
import { pageEnvelope } from './paging';

/** The sport carried by a story (v2-reference 8, `sport`). */
export const storySportWire = z.object({
  id: z.number().int(),
  title: z.string().nullish(),
  abbreviation: z.string().nullish(),
  shortTitle: z.string().nullish(),
  shortname: z.string().nullish(),
  facebook: z.string().nullish(),
  twitter: z.string().nullish(),
  gender: z.string().nullish(),
  pinterest: z.string().nullish(),
  instagram: z.string().nullish(),
  youtube: z.string().nullish(),
  youtubePlaylistId: z.string().nullish(),
  globalSportShortname: z.string().nullish(),
  tickets: z.string().nullish(),
  globalSportId: z.number().nullish(),
  nonSport: z.boolean(),
  showAtVs: z.boolean(),
  globalSportNameSlug: z.string(),
  gameSynonym: z.string().nullish(),
});
export type StorySportWire = z.infer<typeof storySportWire>;

export const storyImageWire = z.object({
  caption: z.string().nullish(),
  creditText: z.string().nullish(),
  focalPoint: z.unknown().optional(),
  url: z.string(),
  absoluteUrl: z.string(),
  altText: z.string(),
  title: z.string().nullish(),
  creditName: z.unknown().optional(),
});

/** spec 3: a story's video is an archive id or a YouTube id. */
export const storyVideoWire = z.object({
  youtube: z.string().nullish(),
  archive: z.number().nullish(),
  metadata: z.object({ title: z.string().nullish(), thumbnail: z.string().nullish() }),
});

export const storyLinkWire = z.object({
  linkId: z.number().int(),
  linkUrl: z.string(),
  linkText: z.string(),
  created: z.string(),
  galleryId: z.number().nullish(),
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

export const storyTagRefWire = z.object({ tagId: z.number().int(), tagName: z.string(), tagSlug: z.string() });

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
  sport: z.object({
    abbrev: z.string().nullish(),
    shortDisplay: z.string().nullish(),
    shortName: z.string(),
    globalSportId: z.number().nullish(),
    globalSportNameSlug: z.string(),
    globalSportGender: z.string().nullish(),
    id: z.number().int(),
    title: z.string(),
  }),
});
export type StoryPlayerWire = z.infer<typeof storyPlayerWire>;

/**
 * A game object inside a story (the `GET /ScheduleGames/{gameId}` shape, v2-reference 8 `games[]`).
 * Only the fields a story page reads are required here; the rest pass through.
 */
export const storyGameWire = z.looseObject({
  id: z.number().int(),
  date: z.string(),
  dateUtc: z.string(),
  time: z.string(),
  status: z.string(),
  location: z.string().nullish(),
  locationIndicator: z.string(),
  atVs: z.string(),
  conference: z.boolean(),
  opponent: z.looseObject({ id: z.number().int(), title: z.string().nullish() }),
  result: z.looseObject({ status: z.string().nullish(), teamScore: z.string().nullish(), opponentScore: z.string().nullish() }).nullish(),
  previewStoryId: z.number().nullish(),
  postStoryId: z.number().nullish(),
  sport: z.looseObject({ id: z.number().int() }),
});
export type StoryGameWire = z.infer<typeof storyGameWire>;

/** GET /Stories item and GET /Stories/{storyDate}/{storyName} (v2-reference 8). */
export const storyWire = z.object({
  contentId: z.string(),
  contentTitle: z.string(),
  contentDate: z.string(),
  contentUrl: z.string(),
  contentImageUrl: z.string().nullish(),
  id: z.number().int(),
  title: z.string().nullish(),
  titleInRotator: z.boolean(),
  subHeadline: z.string(),
  teaser: z.string(),
  byline: z.string(),
  appExclusive: z.boolean(),
  date: z.string(),
  formattedDate: z.string(),
  sportDisplay: z.string(),
  sport: storySportWire.nullish(),
  globalSportMapName: z.string().nullish(),
  imageSource: z.string().nullish(),
  imageFocalPoint: z.unknown().optional(),
  imageAltText: z.string().nullish(),
  imageCaption: z.string().nullish(),
  imageCreditText: z.string().nullish(),
  insideContentImage: z.unknown().optional(),
  primaryImage: storyImageWire.nullish(),
  alternateImage: storyImageWire.nullish(),
  video: storyVideoWire.nullish(),
  url: z.string(),
  redirectAbsoluteUrl: z.string().nullish(),
  links: z.array(storyLinkWire),
  homepageFeedTemplate: z.string().nullish(),
  contentTemplate: z.string().nullish(),
  type: z.string().nullish(),
  gamePostStoryId: z.unknown().optional(),
  games: z.array(storyGameWire),
  players: z.array(storyPlayerWire).nullish(),
  galleryId: z.number().nullish(),
  galleryImages: z.array(z.unknown()),
  writer: storyWriterWire.nullish(),
  isBlockBased: z.boolean(),
  /** The story body, HTML (detail only; null in lists). */
  content: z.string().nullish(),
  blocks: z.unknown().optional(),
  storyMetaKeywords: z.string().nullish(),
  storyMetaDescription: z.string().nullish(),
  storyMetaOgDescription: z.string().nullish(),
  sportShortname: z.string().nullish(),
  isMediaOnStoryPage: z.boolean(),
  applyStandardFormatting: z.boolean(),
  // Read by the reference's suite though not in its schema (v2-reference 8 note).
  storyId: z.number().int(),
  storyPostdate: z.string(),
  storyFilename: z.string(),
  tags: z.array(storyTagRefWire),
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
