import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import { requestOrigin } from '../http/request-origin';
import type { PascalSocialMapWire, PeopleImageWire, PeopleSportWire, SocialMediaRWire } from '../../contract/people';
import { ACADEMIC_YEAR_RANK } from '../../core/roster/academic-year';
import type { Db } from '../store/database';
import { sports } from '../store/tables/foundation';
import type { Tenant } from '../tenants/tenant-directory';

/** What the people wire builders need to know about the request: the school and the site's origin. */
export interface PeopleScope {
  tenant: Tenant;
  origin: string;
}

export function peopleScope(request: FastifyRequest, tenant: Tenant): PeopleScope {
  return { tenant, origin: requestOrigin(request) };
}

/** The public address of a stored media file (server/web/media.routes.ts serves /media/{tenant}/{path}). */
export function mediaPath(scope: PeopleScope, path: string): string {
  return `/media/${scope.tenant.key}/${path}`;
}

/** v2-reference SH2 image of a person's headshot; null without one. */
export function personImage(scope: PeopleScope, path: string | null, name: string, alt?: string | null): PeopleImageWire | null {
  if (!path) return null;
  const url = mediaPath(scope, path);
  return { mediaCaption: null, url, absoluteUrl: `${scope.origin}${url}`, altText: alt?.trim() || name, title: name, creditName: null };
}

/** The school's sports in the SH1 shape, by id. */
export async function peopleSports(db: Db, tenantId: number): Promise<Map<number, PeopleSportWire & { appPriority: number; nonSport: boolean }>> {
  const rows = await db.select().from(sports).where(eq(sports.tenantId, tenantId));
  return new Map(
    rows.map((row) => [
      row.id,
      {
        abbrev: row.abbrev ?? row.shortName.toUpperCase(),
        shortDisplay: row.shortDisplay ?? row.title,
        shortName: row.shortName,
        globalSportId: row.globalSportId,
        globalSportNameSlug: row.globalSportNameSlug,
        globalSportGender: row.gender,
        id: row.id,
        title: row.title,
        appPriority: row.appPriority,
        nonSport: row.nonSport,
      },
    ]),
  );
}

/** The SH1 fields alone (the map above carries ordering extras). */
export function sportWire(sport: PeopleSportWire): PeopleSportWire {
  const { abbrev, shortDisplay, shortName, globalSportId, globalSportNameSlug, globalSportGender, id, title } = sport;
  return { abbrev, shortDisplay, shortName, globalSportId, globalSportNameSlug, globalSportGender, id, title };
}

/** The SH1 fields of a sport as stored, with no fallbacks (an abbreviation not set stays null). */
export function storedSportWire(sport: typeof sports.$inferSelect) {
  return {
    abbrev: sport.abbrev,
    shortDisplay: sport.shortDisplay,
    shortName: sport.shortName,
    globalSportId: sport.globalSportId,
    globalSportNameSlug: sport.globalSportNameSlug,
    globalSportGender: sport.gender,
    id: sport.id,
    title: sport.title,
  };
}

const SOCIAL_SITES = {
  Twitter: { icon: 'twitter', url: (handle: string) => `https://twitter.com/${handle}` },
  Instagram: { icon: 'instagram', url: (handle: string) => `https://www.instagram.com/${handle}` },
  LinkedIn: { icon: 'linkedin', url: (handle: string) => `https://www.linkedin.com/in/${handle}` },
} as const;
export type SocialHandles = Partial<Record<keyof typeof SOCIAL_SITES, string | null>>;

/** v2-reference 1.8: PascalCase social map; a missing account is null. */
export function pascalSocialMap(handles: SocialHandles): PascalSocialMapWire {
  const entry = (site: keyof typeof SOCIAL_SITES) => {
    const handle = handles[site];
    return handle ? { userName: handle, url: SOCIAL_SITES[site].url(handle) } : null;
  };
  return { Twitter: entry('Twitter'), Instagram: entry('Instagram'), Facebook: null, YouTube: null, Snapchat: null, TikTok: null, Cameo: null, Twitch: null, LinkedIn: entry('LinkedIn'), Shop: null };
}

/** v2-reference SH6 list of the accounts that are set. */
export function socialMediaR(handles: SocialHandles): SocialMediaRWire[] {
  return (Object.keys(SOCIAL_SITES) as Array<keyof typeof SOCIAL_SITES>).flatMap((site) => {
    const handle = handles[site];
    if (!handle) return [];
    const { icon, url } = SOCIAL_SITES[site];
    return [{ platformName: site, userName: handle, url: url(handle), icon, oldIcon: icon }];
  });
}

const ACADEMIC_YEAR_SHORT: Readonly<Record<string, string>> = {
  Redshirt: 'RS',
  Freshman: 'Fr.',
  'Redshirt Freshman': 'R-Fr.',
  Sophomore: 'So.',
  'Redshirt Sophomore': 'R-So.',
  Junior: 'Jr.',
  'Redshirt Junior': 'R-Jr.',
  Senior: 'Sr.',
  'Redshirt Senior': 'R-Sr.',
  'Graduate Student': 'Gr.',
  'Fifth Year': '5th',
  'Redshirt 5th-Year': 'R-5th',
  'Sixth Year': '6th',
};

/** spec 9: the academic year's rank, short and long forms. */
export function academicYearWire(academicYear: string): { number: number; short: string; long: string } {
  return { number: ACADEMIC_YEAR_RANK[academicYear] ?? 0, short: ACADEMIC_YEAR_SHORT[academicYear] ?? academicYear, long: academicYear };
}

/** Feet and inches of a '6-2' height. */
export function heightParts(height: string | null): { heightFeet: number | null; heightInches: number | null } {
  const match = /^(\d+)-(\d{1,2})$/.exec(height ?? '');
  return match ? { heightFeet: Number(match[1]), heightInches: Number(match[2]) } : { heightFeet: null, heightInches: null };
}

/** 'first-last' for bio addresses. */
export function personSlug(firstName: string, lastName: string): string {
  return `${firstName} ${lastName}`
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** The schedule group's season ids by sport and first year (`${sportId}:${year}`), when its table exists. */
export async function scheduleSeasonIds(db: Db, tenantId: number): Promise<Map<string, number>> {
  const present = (await db.execute(sql`SELECT to_regclass('seasons') IS NOT NULL AS present`)) as unknown as { rows: Array<{ present: boolean }> };
  if (!present.rows[0]?.present) return new Map();
  const result = (await db.execute(sql`SELECT id, sport_id, year FROM seasons WHERE tenant_id = ${tenantId}`)) as unknown as {
    rows: Array<{ id: number; sport_id: number; year: number }>;
  };
  return new Map(result.rows.map((row) => [`${row.sport_id}:${row.year}`, Number(row.id)]));
}

/** Escapes LIKE wildcards in user text. */
export function likeText(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export function ordinal(n: number): string {
  const lastTwo = n % 100;
  if (lastTwo >= 11 && lastTwo <= 13) return `${n}th`;
  return `${n}${['th', 'st', 'nd', 'rd'][n % 10] ?? 'th'}`;
}

/** A free-text query value: trimmed, bounded, no control characters (PostgreSQL text cannot hold NUL). */
export function textParam(max: number) {
  return z
    .string()
    .trim()
    .max(max, `must be at most ${max} characters`)
    // eslint-disable-next-line no-control-regex
    .refine((text) => !/[\u0000-\u001f\u007f]/.test(text), 'must be plain text');
}

/** True when a path word is plain text that can be looked up. */
export function isPlainWord(text: string, max = 80): boolean {
  // eslint-disable-next-line no-control-regex
  return text.length > 0 && text.length <= max && !/[\u0000-\u001f\u007f]/.test(text);
}
