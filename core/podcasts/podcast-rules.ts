import { DEFAULT_PAGINATION } from '../constants';
import { pageIndexFrom, pageParamOf } from '../paging/paging';
import { idFromQuery, listHref } from '../honours/paging';
import type { PodcastFilters } from './podcast';

export const PODCASTS_PATH = '/podcasts';

/** The podcast list as its URL states it: `?page=`, `?sport=` and `?show=` (the API's categoryId). */
export interface PodcastListQuery extends PodcastFilters {
  pageIndex: number;
  pageSize: number;
}

export function podcastListQuery(get: (name: string) => string | null): PodcastListQuery {
  return {
    pageIndex: pageIndexFrom(get('page')),
    // spec 9: default count 10.
    pageSize: DEFAULT_PAGINATION.count,
    sportId: idFromQuery(get('sport')),
    categoryId: idFromQuery(get('show')),
  };
}

/** The list's URL for these filters and page: what the pager and the filter form link to. */
export function podcastListHref(filters: PodcastFilters, pageIndex: number): string {
  return listHref(PODCASTS_PATH, [
    ['sport', filters.sportId],
    ['show', filters.categoryId],
    ['page', pageParamOf(pageIndex)],
  ]);
}

const two = (n: number) => String(n).padStart(2, '0');

/** A running time as a clock shows it: '19:24', '1:02:03'. Empty for no or a negative length. */
export function formatDuration(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds) || seconds < 0) return '';
  const total = Math.floor(seconds);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const rest = total % 60;
  return hours > 0 ? `${hours}:${two(minutes)}:${two(rest)}` : `${minutes}:${two(rest)}`;
}

const unit = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** The same length in words for screen readers: '19 minutes 24 seconds', '1 hour 2 minutes'. */
export function spokenDuration(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds) || seconds < 0) return '';
  const total = Math.floor(seconds);
  const parts: string[] = [];
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const rest = total % 60;
  if (hours > 0) parts.push(unit(hours, 'hour'));
  if (minutes > 0) parts.push(unit(minutes, 'minute'));
  if (rest > 0 || parts.length === 0) parts.push(unit(rest, 'second'));
  return parts.join(' ');
}

/** The file size of an episode for its download link: '18.6 MB'. */
export function formatFileSize(bytes: number | null | undefined): string {
  if (bytes === null || bytes === undefined || !Number.isFinite(bytes) || bytes <= 0) return '';
  if (bytes < 1_000) return `${Math.round(bytes)} B`;
  if (bytes < 1_000_000) return `${(bytes / 1_000).toFixed(0)} KB`;
  return `${(bytes / 1_000_000).toFixed(1)} MB`;
}
