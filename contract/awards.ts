import { z } from 'zod';
import { pageEnvelope } from './paging';
import { lowerSocialMapWire } from './people';
import { sportWire } from './sports';

export const awardImageWire = z.object({
  mediaCaption: z.unknown(),
  url: z.string(),
  absoluteUrl: z.string(),
  altText: z.string(),
  title: z.string().nullable(),
  creditName: z.unknown(),
});

/** v2-reference 18 `socialMediaR[]`: the icon names are strings here. */
export const socialMediaLinkWire = z.object({
  platformName: z.string(),
  userName: z.string().nullable(),
  url: z.string().nullable(),
  icon: z.string(),
  oldIcon: z.string(),
});

/**
 * The award's sport (v2-reference 18: the LiveStream sport with the social, tickets and global
 * members typed `str`/`num`): those are strings here, '' where the sport has no such account.
 */
export const awardSportWire = sportWire.extend({
  abbrev: z.string(),
  facebookPage: z.string(),
  twitterName: z.string(),
  instagramName: z.string(),
  pinterestName: z.string(),
  youtubeName: z.string(),
  globalSportShortName: z.string(),
  ticketsLink: z.string(),
  globalSportId: z.number(),
  globalSportGender: z.string(),
});

/**
 * GET /api/v2/Awards item and GET /Awards/{awardId} (v2-reference 18). Note `homeTown` (1.8).
 * `url` is the honoree's roster bio when known, else the award page. `aowExpires` is a string, as the
 * reference types it: the instant the award lapses, or '' while it does not lapse.
 */
export const awardWire = z.object({
  id: z.number().int(),
  aowTypeId: z.number().int(),
  aowTypeTitle: z.string(),
  playerId: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  gender: z.string().nullable(),
  homeTown: z.string(),
  highSchool: z.string(),
  major: z.string().nullable(),
  previousTeam: z.string().nullable(),
  sportTitle: z.string().nullable(),
  externalLink: z.string().nullable(),
  sport: awardSportWire,
  positionLong: z.string(),
  positionShort: z.string(),
  shortHighlights: z.string(),
  /** HTML paragraphs. */
  highlights: z.string(),
  rpAcademicYear: z.number(),
  academicYear: z.string(),
  academicYearFull: z.string(),
  jerseyNumber: z.string().nullable(),
  useBioPhoto: z.boolean(),
  image: awardImageWire,
  backgroundImage: z.unknown(),
  url: z.string(),
  date: z.string(),
  /** The honoree's handles, keyed by lower-case network; '' where there is none. */
  socialMedia: lowerSocialMapWire,
  socialMediaR: z.array(socialMediaLinkWire).nullable(),
  aowExpires: z.string(),
  /** Ours: the honoree's roster entry, for the bio link. */
  rosterPlayerId: z.number().int().nullable(),
});
export type AwardWire = z.infer<typeof awardWire>;
export const awardsPageWire = pageEnvelope(awardWire);

export const awardTypeWire = z.object({ id: z.number().int(), title: z.string(), display: z.string() });
export const awardTypesWire = z.array(awardTypeWire);
