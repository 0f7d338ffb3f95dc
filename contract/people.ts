import { z } from 'zod';

/** v2-reference 1.10 SH1: the sport carried by roster players, coaches and bios. */
export const peopleSportWire = z.object({
  abbrev: z.string().nullish(),
  shortDisplay: z.string().nullish(),
  shortName: z.string(),
  globalSportId: z.number().nullish(),
  globalSportNameSlug: z.string(),
  globalSportGender: z.string().nullish(),
  id: z.number(),
  title: z.string().nullish(),
});
export type PeopleSportWire = z.infer<typeof peopleSportWire>;

/** v2-reference 1.10 SH2: an image with its absolute address. */
export const peopleImageWire = z.object({
  mediaCaption: z.unknown().optional(),
  url: z.string(),
  absoluteUrl: z.string(),
  altText: z.string(),
  title: z.string().nullish(),
  creditName: z.unknown().optional(),
});
export type PeopleImageWire = z.infer<typeof peopleImageWire>;

/** v2-reference 1.10 SH6: one social account, platform name PascalCase ('Twitter'). */
export const socialMediaRWire = z.object({
  platformName: z.string(),
  userName: z.string().nullish(),
  url: z.string().nullish(),
  icon: z.string().nullish(),
  oldIcon: z.string().nullish(),
});
export type SocialMediaRWire = z.infer<typeof socialMediaRWire>;

/** A handle with its link; the value of the PascalCase social maps (v2-reference 1.8). */
export const socialHandleWire = z.object({ userName: z.string(), url: z.string() });

/** v2-reference 1.8: PascalCase social keys of player `socialMedia` and staff `socialMediaList`. */
export const pascalSocialMapWire = z.object({
  Twitter: socialHandleWire.nullish(),
  Instagram: socialHandleWire.nullish(),
  Facebook: socialHandleWire.nullish(),
  YouTube: socialHandleWire.nullish(),
  Snapchat: socialHandleWire.nullish(),
  TikTok: socialHandleWire.nullish(),
  Cameo: socialHandleWire.nullish(),
  Twitch: socialHandleWire.nullish(),
  LinkedIn: socialHandleWire.nullish(),
  Shop: socialHandleWire.nullish(),
});
export type PascalSocialMapWire = z.infer<typeof pascalSocialMapWire>;

/** v2-reference 12 and 18: lower-case social keys of staff and award `socialMedia`, '' when the account is not set. */
export const lowerSocialMapWire = z.object({
  apple: z.string(),
  cameo: z.string(),
  facebook: z.string(),
  google: z.string(),
  linkedin: z.string(),
  instagram: z.string(),
  snapchat: z.string(),
  tiktok: z.string(),
  twitch: z.string(),
  twitter: z.string(),
  vimeo: z.string(),
  youtube: z.string(),
});

/** A staff member's custom columns (v2-reference 9 coaches[], 12 Staff). */
export const staffCustomFields = {
  /** custom1 alma mater, custom2 years at the school ('8th season'), custom3 first year at the school. */
  custom1: z.string(),
  custom2: z.string(),
  custom3: z.string(),
  custom4: z.string(),
};

/** v2-reference 1.10 SH5: the staff columns a page shows (snake_case keys). */
export const staffDisplayFieldsWire = z.object({
  staff_title: z.string(),
  staff_email: z.string().nullish(),
  staff_phone: z.string().nullish(),
  staff_custom_1: z.string().nullish(),
  staff_twitter: z.string().nullish(),
});
