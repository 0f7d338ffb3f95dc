import { z } from 'zod';
import { pageEnvelope } from './paging';
import { sportWire } from './sports';

const socialMediaKeys = ['apple', 'cameo', 'facebook', 'google', 'linkedin', 'instagram', 'snapchat', 'tiktok', 'twitch', 'twitter', 'vimeo', 'youtube'] as const;

/** The honoree's handles, keyed by lower-case network; '' where there is none. */
export const awardSocialMediaWire = z.object(Object.fromEntries(socialMediaKeys.map((key) => [key, z.string()])) as Record<(typeof socialMediaKeys)[number], z.ZodString>);

export const awardImageWire = z.object({
  mediaCaption: z.unknown().optional(),
  url: z.string(),
  absoluteUrl: z.string(),
  altText: z.string(),
  title: z.string().nullish(),
  creditName: z.unknown().optional(),
});

export const socialMediaLinkWire = z.object({
  platformName: z.string(),
  userName: z.string().nullish(),
  url: z.string().nullish(),
  icon: z.string().nullish(),
  oldIcon: z.string().nullish(),
});

/**
 * GET /api/v2/Awards item and GET /Awards/{awardId} (v2-reference 18). Note `homeTown` (1.8).
 * `url` is the honoree's roster bio when known, else the award page. `aowExpires` is null while the award is current.
 */
export const awardWire = z.object({
  id: z.number().int(),
  aowTypeId: z.number().int(),
  aowTypeTitle: z.string(),
  playerId: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  gender: z.string().nullish(),
  homeTown: z.string(),
  highSchool: z.string(),
  major: z.string().nullish(),
  previousTeam: z.string().nullish(),
  sportTitle: z.string().nullish(),
  externalLink: z.string().nullish(),
  sport: sportWire,
  positionLong: z.string(),
  positionShort: z.string(),
  shortHighlights: z.string(),
  /** HTML paragraphs. */
  highlights: z.string(),
  rpAcademicYear: z.number(),
  academicYear: z.string(),
  academicYearFull: z.string(),
  jerseyNumber: z.string().nullish(),
  useBioPhoto: z.boolean(),
  image: awardImageWire,
  backgroundImage: z.unknown().optional(),
  url: z.string(),
  date: z.string(),
  socialMedia: awardSocialMediaWire,
  socialMediaR: z.array(socialMediaLinkWire).nullish(),
  aowExpires: z.string().nullish(),
  rosterPlayerId: z.number().int().nullish(),
});
export type AwardWire = z.infer<typeof awardWire>;
export const awardsPageWire = pageEnvelope(awardWire);

export const awardTypeWire = z.object({ id: z.number().int(), title: z.string(), display: z.string() });
export const awardTypesWire = z.array(awardTypeWire);
