import { z } from 'zod';

const socialKeys = ['apple', 'cameo', 'facebook', 'google', 'linkedin', 'instagram', 'snapchat', 'tiktok', 'twitch', 'twitter', 'vimeo', 'youtube'] as const;
export const hofSocialWire = z.object(Object.fromEntries(socialKeys.map((key) => [key, z.string().nullish()])) as Record<(typeof socialKeys)[number], z.ZodOptional<z.ZodNullable<z.ZodString>>>);

export const honourImageWire = z.object({ url: z.string(), alt: z.string().nullish() });

/**
 * A hall of fame member (v2-reference 20 `members[]`) and GET /HallOfFame/{inducteeId} (ours: the bio page).
 * `sports` are sport titles as inducted. Fields after `social` are ours; `url` is /honors/{slug}/{inducteeSlug}/{inducteeId}.
 */
export const hofMemberWire = z.object({
  inductionYear: z.number().int(),
  /** HTML paragraphs. */
  bio: z.string(),
  id: z.number().int(),
  classYear: z.number().int().nullish(),
  firstName: z.string(),
  lastName: z.string(),
  sports: z.array(z.string()),
  image: honourImageWire.nullish(),
  social: hofSocialWire,
  slug: z.string().nullish(),
  url: z.string().nullish(),
  /** 'Athlete', 'Coach', 'Administrator' or 'Team'. */
  role: z.string().nullish(),
  yearsActive: z.string().nullish(),
  hometown: z.string().nullish(),
  teaser: z.string().nullish(),
  sportIds: z.array(z.number().int()).nullish(),
});
export type HofMemberWire = z.infer<typeof hofMemberWire>;

/**
 * GET /api/v2/HallOfFame: every member, and the same members bucketed under a key per group.
 * The reference's default buckets by a last-name letter; `grouping` (a /HallOfFame/grouping slug) picks another.
 */
export const hallOfFameWire = z.object({
  members: z.array(hofMemberWire),
  groups: z.record(z.string(), z.array(hofMemberWire).nullish()),
  /** The grouping slug the groups were made by (ours). */
  grouping: z.string().nullish(),
});
export type HallOfFameWire = z.infer<typeof hallOfFameWire>;

/** GET /api/v2/HallOfFame/grouping and /AllAmerican/groupings item: a way to group the list. */
export const groupingWire = z.object({ slug: z.string(), value: z.number().int(), name: z.string(), statTitle: z.string() });
export type GroupingWire = z.infer<typeof groupingWire>;
export const groupingsWire = z.array(groupingWire);

export const hallOfFameSettingsWire = z.object({
  clientId: z.number().int().nullish(),
  hallOfFameTitle: z.string(),
  hallOfFameBlurb: z.string().nullish(),
  hallOfFameTemplate: z.string().nullish(),
  hallOfFameBioTemplate: z.string(),
  hallOfFameHideClass: z.boolean(),
  hallOfFameHideInduction: z.boolean(),
  /** A grouping slug. */
  hallOfFameDefaultFilter: z.string(),
  /** The `{slug}` of /honors/{slug}/... (ours). */
  hallOfFameSlug: z.string().nullish(),
});
export type HallOfFameSettingsWire = z.infer<typeof hallOfFameSettingsWire>;
