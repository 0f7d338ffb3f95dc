import { z } from 'zod';
import type { CommonSettingsWire } from '../../contract/settings';
import { mediaUrlOf } from '../studio/media/media-store';
import { DEFAULT_TIME_ZONE, isTimeZone } from '../schedule/school-time-zone';
import { IMAGES_PATH } from '../web/image-request';

/** A school's key: its tenant header, its `<key>.localhost` host and its media folder. */
export const schoolKey = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z][a-z0-9-]{1,39}$/, { error: 'The key must be 2 to 40 lower-case letters, digits or hyphens, starting with a letter (it becomes the tenant header and <key>.localhost).' });

/** The problem with `value` as a school key, or null when it is one exactly as written. */
export function schoolKeyProblem(value: string): string | null {
  const key = schoolKey.safeParse(value);
  if (key.success && key.data === value) return null;
  return key.error?.issues[0]?.message ?? 'A school key is written in lower-case letters.';
}

/** The audit kind whose item is the school itself (its tenants row). */
export const SCHOOL_KIND = 'school';

const hexColor = z
  .string()
  .trim()
  .regex(/^#[0-9a-f]{6}$/i, { error: 'Colours are #rrggbb, for example "#7a1f2b,#f2b632".' })
  .transform((value) => value.toLowerCase());

const hostName = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/, { error: 'A domain is a host name such as athletics.example.edu.' });

/** What `school:add` is told about the school; the rest (texts on the colours, the site name) follows from it. */
export const schoolIdentity = z.object({
  key: schoolKey,
  name: z.string().trim().min(2, { error: 'The name is needed (--name "Ridgemont State University").' }).max(120),
  shortName: z.string().trim().min(1).max(60).optional(),
  mascot: z.string().trim().min(1).max(60).optional(),
  mascotPlural: z.string().trim().min(1).max(60).optional(),
  colors: z.tuple([hexColor, hexColor], { error: 'Give two colours, primary and secondary: --colors "#7a1f2b,#f2b632".' }).default(['#1f3a5f', '#c8a24a']),
  domains: z.array(hostName).max(10).default([]),
  timeZone: z
    .string()
    .trim()
    .refine(isTimeZone, { error: 'The time zone is an IANA name such as America/Chicago.' })
    .default(DEFAULT_TIME_ZONE),
});
export type SchoolIdentity = z.output<typeof schoolIdentity>;

/** WCAG relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const channel = (offset: number) => {
    const value = parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/** White or near-black text on a background, whichever contrasts more (the spec's themes need readable text). */
export function textOn(background: string): string {
  const dark = '#1a1a1a';
  const onWhite = 1.05 / (luminance(background) + 0.05);
  const onDark = (luminance(background) + 0.05) / (luminance(dark) + 0.05);
  return onWhite >= onDark ? '#ffffff' : dark;
}

/** Initials for the drawn logo: the capitals of the name's words, at most three ("Ridgemont State University" → RSU). */
export function initialsOf(name: string): string {
  const words = name.split(/\s+/).filter((word) => /^[A-Z]/.test(word) && !['Of', 'The', 'And'].includes(word));
  return (words.length ? words : name.split(/\s+/)).map((word) => word[0]!.toUpperCase()).join('').slice(0, 3);
}

function escapeHtml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The site settings of a new school: its identity and colours, no sponsor or partner yet (spec: those blocks are then not shown). */
export function newSchoolSettings(school: SchoolIdentity, supportEmail: string): CommonSettingsWire {
  const [primary, secondary] = school.colors;
  const shortName = school.shortName ?? school.name;
  return {
    tenant: school.key,
    schoolName: school.name,
    siteName: `${shortName} Athletics`,
    supportEmail,
    theme: { primaryColor: primary, primaryTextColor: textOn(primary), secondaryColor: secondary, secondaryTextColor: textOn(secondary) },
    sponsorLogo: null,
    headerButtons: [],
    partnerLogo: null,
    infractionsReport: null,
    footerHtml: `<p><strong>${escapeHtml(school.name)} Athletics</strong></p>`,
    settings: {
      schoolAddress: null,
      schoolPhoneNumber: null,
      mascotSingular: school.mascot ?? null,
      mascotPlural: school.mascotPlural ?? (school.mascot ? `${school.mascot}s` : null),
      mobileAppleAppId: null,
    },
    config: {
      bucket: `/media/${school.key}`,
      imagesCdnPath: IMAGES_PATH,
      logo: mediaUrlOf(school.key, 'logo.svg'),
      defaultPersonImage: mediaUrlOf(school.key, 'person.svg'),
      nativoEnabled: false,
      enableFooterPersonalInfo: true,
      disableSSR: false,
      gtmIds: [],
      htlbid: { siteId: `${school.key}-web`, isTesting: 'no' },
    },
  };
}
