import type { LocationFilter } from '../games/game-rules';
import type { ResultsPrintType } from './schedule-page-data';
import { LOCATION_QUERY_PARAM, locationQueryValue } from './schedule-rules';

export type ScheduleView = 'list' | 'text' | 'print';

/** spec 2.1 schedule, schedule_text and schedule_print: the path of a season's schedule view, with its filter. */
export function schedulePath(sportSlug: string, seasonTitle: string | null, view: ScheduleView = 'list', location: LocationFilter = 'All'): string {
  const segments = ['sports', sportSlug, 'schedule'];
  if (view !== 'list') segments.push(view);
  if (seasonTitle) segments.push(encodeURIComponent(seasonTitle));
  const value = locationQueryValue(location);
  return `/${segments.join('/')}${value ? `?${LOCATION_QUERY_PARAM}=${value}` : ''}`;
}

export const RESULTS_PRINT_TYPES: readonly ResultsPrintType[] = ['all', 'home', 'away', 'neutral', 'conference'];

/** The {type} of the results print route, or undefined when it is not one. */
export function resultsPrintTypeFrom(value: string | null | undefined): ResultsPrintType | undefined {
  const wanted = (value ?? '').trim().toLowerCase();
  return RESULTS_PRINT_TYPES.find((type) => type === wanted);
}

/** spec 2.1 game_results_print: /sports/{sportSlug}/results/print/{season}/{type}. */
export function resultsPrintPath(sportSlug: string, seasonTitle: string, type: ResultsPrintType = 'all'): string {
  return `/sports/${sportSlug}/results/print/${encodeURIComponent(seasonTitle)}/${type}`;
}

/** Whether a game with a result belongs in a printed list of this kind. */
export function matchesResultsPrintType(game: { location_indicator: string; conference: unknown; type: string }, type: ResultsPrintType): boolean {
  switch (type) {
    case 'home':
      return game.location_indicator === 'H';
    case 'away':
      return game.location_indicator === 'A';
    case 'neutral':
      return game.location_indicator === 'N';
    case 'conference':
      return game.conference !== null || game.type === 'C';
    default:
      return true;
  }
}

/** spec 2.1 cumestats and stats-pdf. */
export function cumulativeStatsPath(sportSlug: string, season: string | null, pdf = false): string {
  const base = `/sports/${sportSlug}/stats`;
  if (!season) return base;
  return `${base}/${encodeURIComponent(season)}${pdf ? '/pdf' : ''}`;
}

/** The document title of a page: its own title, then the site's name ('Football Schedule - Ridgemont State Athletics'). */
export function documentTitle(title: string, siteName: string | null | undefined): string {
  const own = title.trim();
  const site = (siteName ?? '').trim();
  if (own === '') return site;
  return site === '' || site === own ? own : `${own} - ${site}`;
}
