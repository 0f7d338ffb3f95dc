import type { CalendarEventWire } from '../../../contract/calendar';
import type { EventsResultWire } from '../../../contract/events-results';
import type { ScheduleGameResultsWire } from '../../../contract/schedule';
import type { GameLinkRecord, LineScoreRecord } from '../../store/tables/schedule';
import type { MediaNames } from './media-import';
import type { OriginClient } from './origin-client';
import { seasonWindow, type OriginGame } from './schedule-read';
import type { OriginSeason } from './sports-import';

/** What a game's schedule shape does not carry: its custom fields, links, line score and event image. */
export interface GameDetails {
  custom1: string | null;
  custom2: string | null;
  custom3: string | null;
  gameLinks: GameLinkRecord[];
  lineScores: LineScoreRecord | null;
  eventImage: string | null;
}

const PAGE = 100;

/** Every item of an EventsResults list, a page of 100 at a time (the first page says how many there are). */
async function allPages(origin: OriginClient, path: string): Promise<EventsResultWire[]> {
  const page = (index: number) => origin.json<{ items: EventsResultWire[]; pages: number }>(`${path}${path.includes('?') ? '&' : '?'}$pageSize=${PAGE}&$pageIndex=${index}`);
  const first = await page(0);
  const rest = await Promise.all(Array.from({ length: Math.max(0, (first?.pages ?? 1) - 1) }, (_, i) => page(i + 1)));
  return [first, ...rest].flatMap((answer) => answer?.items ?? []);
}

/** The line score as we keep it, from the home/away one EventsResults prints. */
function lineScoreOf(item: EventsResultWire): LineScoreRecord | null {
  const line = item.result?.lineScores;
  if (!line) return null;
  const home = line.this_team_is_home_team;
  return { label: line.period_label ?? '', periods: line.periods, team: home ? line.period_home_score : line.period_away_score, opponent: home ? line.period_away_score : line.period_home_score };
}

/**
 * The details of every game, read from lists: /EventsResults/results and /upcoming (custom fields, line score,
 * event image) and /Calendar/events/date-range per season window (the game links). A game neither EventsResults
 * list holds (past, without a result, yet not complete) takes its custom fields from /ScheduleGames/{id}/results.
 */
export async function readGameDetails(origin: OriginClient, names: MediaNames, seasonList: readonly OriginSeason[], gameList: readonly OriginGame[]): Promise<Map<number, GameDetails>> {
  const windows = new Map(seasonList.map((season) => seasonWindow(season)).map((window) => [`${window.from}/${window.to}`, window]));
  const [results, upcoming, days] = await Promise.all([
    allPages(origin, '/EventsResults/results'),
    allPages(origin, '/EventsResults/upcoming?StartDate=1900-01-01&EndDate=2999-12-31'),
    Promise.all([...windows.values()].map((window) => origin.json<{ events: CalendarEventWire[] }[]>(`/Calendar/events/date-range?startDate=${window.from}&endDate=${window.to}`))),
  ]);
  const links = new Map<number, GameLinkRecord[]>();
  for (const event of days.flatMap((answer) => answer ?? []).flatMap((day) => day.events)) links.set(event.id, event.gamelinks ?? []);
  const details = new Map<number, GameDetails>();
  for (const item of names.rewrite([...results, ...upcoming])) {
    details.set(item.id, {
      custom1: item.media.custom1 ?? null,
      custom2: item.media.custom2 ?? null,
      custom3: item.media.custom3 ?? null,
      gameLinks: links.get(item.id) ?? [],
      lineScores: lineScoreOf(item),
      eventImage: item.eventImage.image ?? null,
    });
  }
  const missing = gameList.filter((game) => !details.has(game.wire.id));
  const pages = await Promise.all(missing.map(async (game) => ({ id: game.wire.id, page: await origin.json<ScheduleGameResultsWire>(`/ScheduleGames/${game.wire.id}/results`) })));
  for (const { id, page } of pages) {
    details.set(id, { custom1: page?.gameCustom1 ?? null, custom2: page?.gameCustom2 ?? null, custom3: page?.gameCustom3 ?? null, gameLinks: links.get(id) ?? [], lineScores: null, eventImage: null });
  }
  return details;
}
