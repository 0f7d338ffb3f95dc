import { isCalendarDay, isoDay, type CalendarDay } from '../editorial/content-dates';
import type { StorySport } from './story';

/** A story's slug (its filename): lower-case letters, digits and hyphens, as the API stores them. */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const MAX_SLUG = 200;

export function isStorySlug(slug: string): boolean {
  return slug.length <= MAX_SLUG && SLUG.test(slug);
}

/** The calendar day of the route's year, month and day (month and day with or without a leading zero). */
export function routeDay(year: string | undefined, month: string | undefined, day: string | undefined): CalendarDay | undefined {
  if (!/^\d{4}$/.test(year ?? '') || !/^\d{1,2}$/.test(month ?? '') || !/^\d{1,2}$/.test(day ?? '')) return undefined;
  const value = { year: Number(year), month: Number(month), day: Number(day) };
  return isCalendarDay(value) ? value : undefined;
}

/** What the story route names: the day (`YYYY-MM-DD`) and slug to ask the API for, or undefined. */
export function storyKeyFrom(params: Record<string, string | undefined>): { day: string; slug: string } | undefined {
  const day = routeDay(params.year, params.month, params.day);
  const slug = (params.story_slug ?? '').toLowerCase();
  return day && isStorySlug(slug) ? { day: isoDay(day), slug } : undefined;
}

// spec 2.1 story: /news/{year}/{month}/{day}/{story_slug}, month and day without leading zeros.
export function storyPath(day: CalendarDay, slug: string): string {
  return `/news/${day.year}/${day.month}/${day.day}/${slug}`;
}

/** spec 2.1: the archive of the story's sport, or the whole archive for a department story. */
export function backToNewsPath(sport: Pick<StorySport, 'slug'> | null): string {
  return sport ? `/sports/${sport.slug}/archives` : '/archives';
}

/** Extensions of the old site's file pages (spec 2.2: url-cleanup of sport files). */
const LEGACY_EXTENSION = /\.(aspx|asp|html?|php)$/i;

/**
 * What a legacy sport file (/sports/{year}/{month}/{day}/{filename}) may name: the story of that
 * day with that slug, else a document at the dated path or at the bare name. Undefined when the
 * route's date or filename cannot name anything.
 */
export function sportfileCandidates(params: Record<string, string | undefined>): { story: { day: string; slug: string }; documentPaths: string[] } | undefined {
  const day = routeDay(params.year, params.month, params.day);
  const name = (params.filename ?? '').replace(LEGACY_EXTENSION, '').toLowerCase();
  if (!day || !isStorySlug(name)) return undefined;
  return {
    story: { day: isoDay(day), slug: name },
    documentPaths: [`${day.year}/${day.month}/${day.day}/${name}`, name],
  };
}
