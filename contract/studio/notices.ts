import { z } from 'zod';
import { isoInstant, studioPageWire, studioPagingQuery, studioVersionFields } from './studio-common';

/**
 * The studio's site notices: alerts, the splash page and promotion campaigns (/api/studio/alerts,
 * /splash, /promotions). Each shows on the public site while now is inside its window (spec 4).
 */

export const LINK_MESSAGE = 'Use a web address starting with https:// or a path on this site starting with /.';
export const WINDOW_MESSAGE = 'The end must be after the start.';
export const IMAGE_ALT_MESSAGE = 'Describe the photo for people who cannot see it.';

/** http(s) addresses, or a path on this site ('/tickets'); never `javascript:`, `data:` nor another site without a scheme. */
export function isSafeLink(value: string): boolean {
  // Control characters, spaces and backslashes hide a scheme from a naive check; quotes and angle brackets break out of an attribute.
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is looked for
  if (/[\u0000-\u0020\u007f\\<>"`]/.test(value)) return false;
  if (value.startsWith('/')) return !value.startsWith('//');
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

const text = (required: string, max: number) =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required })
    .max(max, { error: `Keep it under ${max} characters.` });
const optionalText = (max: number) => z.string().trim().max(max, { error: `Keep it under ${max} characters.` }).nullish();
const html = z.string({ error: 'Enter the text as HTML.' }).max(50_000, { error: 'Keep the text under 50,000 characters.' }).nullish();
const link = z.string({ error: LINK_MESSAGE }).trim().max(2_000, { error: 'Keep the address under 2,000 characters.' }).refine((value) => value === '' || isSafeLink(value), { error: LINK_MESSAGE }).nullish();
const instant = (message: string) => isoInstant(message);
const mediaId = z.number({ error: 'Choose a photo from the media library.' }).int({ error: 'Choose a photo from the media library.' }).positive().nullish();
const sportId = z.number({ error: 'Choose a sport, or none for the home page.' }).int().positive().nullish();

/** End after start, when both are set. */
function windowRule(body: { startDate?: string | null; endDate?: string | null }): boolean {
  return !body.startDate || !body.endDate || Date.parse(body.endDate) > Date.parse(body.startDate);
}
const windowIssue = { error: WINDOW_MESSAGE, path: ['endDate'] };
const altRule = (body: { imageId?: number | null; imageAlt?: string | null }) => !body.imageId || (body.imageAlt ?? '').trim() !== '';
const altIssue = { error: IMAGE_ALT_MESSAGE, path: ['imageAlt'] };

const common = {
  id: z.number().int(),
  ...studioVersionFields,
  /** Where the public site stands with it by the server's clock: before, inside or after its window, or switched off. */
  state: z.enum(['scheduled', 'showing', 'ended', 'off']),
};

// Alerts: the banner across every page (spec 4: enabled, showOnWeb, not past endDate; newest first).
export const alertBody = z
  .object({
    title: text('Enter the alert.', 200),
    message: html,
    link,
    enabled: z.boolean().default(true),
    showOnWeb: z.boolean().default(true),
    startDate: instant('Enter when the alert starts, like 2026-11-20T17:00:00Z.').nullish(),
    endDate: instant('Enter when the alert ends, like 2026-11-20T21:00:00Z.').nullish(),
  })
  .refine(windowRule, windowIssue);
export type AlertBody = z.infer<typeof alertBody>;

export const studioAlertWire = z.object({
  ...common,
  title: z.string(),
  message: z.string().nullable(),
  link: z.string().nullable(),
  enabled: z.boolean(),
  showOnWeb: z.boolean(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
});
export type StudioAlertWire = z.infer<typeof studioAlertWire>;

// Splash: the page shown before the home page (or a sport's), while now is inside its window.
export const splashBody = z
  .object({
    title: text('Enter a title.', 200),
    html,
    link,
    imageId: mediaId,
    imageAlt: optionalText(500),
    youtubeId: z.string().trim().regex(/^[\w-]{11}$/, { error: 'Enter the 11-character id of a YouTube video.' }).nullish(),
    backgroundColor: z.string().trim().regex(/^#[0-9a-f]{6}$/i, { error: 'Enter a colour like #12345a.' }).nullish(),
    foregroundColor: z.string().trim().regex(/^#[0-9a-f]{6}$/i, { error: 'Enter a colour like #ffffff.' }).nullish(),
    sportId,
    hidden: z.boolean().default(false),
    startDate: instant('Enter when the splash starts, like 2026-11-20T17:00:00Z.'),
    endDate: instant('Enter when the splash ends, like 2026-11-21T17:00:00Z.').nullish(),
  })
  .refine(windowRule, windowIssue)
  .refine(altRule, altIssue);
export type SplashBody = z.infer<typeof splashBody>;

export const studioSplashWire = z.object({
  ...common,
  title: z.string(),
  html: z.string().nullable(),
  link: z.string().nullable(),
  imageId: z.number().int().nullable(),
  imageAlt: z.string().nullable(),
  imageUrl: z.string().nullable(),
  youtubeId: z.string().nullable(),
  backgroundColor: z.string().nullable(),
  foregroundColor: z.string().nullable(),
  sportId: z.number().int().nullable(),
  hidden: z.boolean(),
  startDate: z.string(),
  endDate: z.string().nullable(),
});
export type StudioSplashWire = z.infer<typeof studioSplashWire>;

// Promotions: a campaign of a named location (home-top, footer-icons, a sport's sidebar...).
export const promotionBody = z
  .object({
    locationId: z.number({ error: 'Choose where the promotion shows.' }).int({ error: 'Choose where the promotion shows.' }).positive({ error: 'Choose where the promotion shows.' }),
    title: text('Enter a title.', 200),
    link,
    hoverText: optionalText(200),
    openInNewWindow: z.boolean().default(false),
    html,
    imageId: mediaId,
    imageAlt: optionalText(500),
    rank: z.number({ error: 'Enter a whole number.' }).int({ error: 'Enter a whole number.' }).min(0).max(10_000).default(0),
    startDate: instant('Enter when the promotion starts, like 2026-11-20T17:00:00Z.').nullish(),
    endDate: instant('Enter when the promotion ends, like 2026-11-21T17:00:00Z.').nullish(),
  })
  .refine(windowRule, windowIssue)
  .refine(altRule, altIssue);
export type PromotionBody = z.infer<typeof promotionBody>;

export const promotionLocationWire = z.object({ id: z.number().int(), name: z.string(), sportId: z.number().int().nullable(), type: z.string() });

export const studioPromotionWire = z.object({
  ...common,
  location: promotionLocationWire,
  title: z.string(),
  link: z.string().nullable(),
  hoverText: z.string().nullable(),
  openInNewWindow: z.boolean(),
  html: z.string().nullable(),
  imageId: z.number().int().nullable(),
  imageAlt: z.string().nullable(),
  imageUrl: z.string().nullable(),
  rank: z.number().int(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
});
export type StudioPromotionWire = z.infer<typeof studioPromotionWire>;

export const noticeListQuery = z.object({ ...studioPagingQuery });

export const alertPageWire = studioPageWire(studioAlertWire);
export const splashPageWire = studioPageWire(studioSplashWire);
/** The promotions list also names every location a campaign can be put in. */
export const promotionPageWire = studioPageWire(studioPromotionWire).extend({ locations: z.array(promotionLocationWire) });
