import type { FastifyInstance } from 'fastify';
import { requestOrigin } from '../http/request-origin';
import { z } from 'zod';
import { GameState } from '../../core/games/game-state';
import { intParam } from '../http/query';
import { listGames } from '../schedule/game-list';
import { localDay, opponentTitle, scheduleUrl, type GameView } from '../schedule/game-view';
import { csvField, icsCalendar, type IcsEvent } from '../../core/calendar/ics';
import { nextDay } from '../schedule/schedule-params';
import type { Tenant } from '../tenants/tenant-directory';
import type { ApiDeps } from './api-deps';
import { apiGet } from './api-route';

const HOUR = 3_600_000;
const FORMATS = ['ics', 'ical', 'icalendar', 'csv'] as const;

const subscribeQuery = z.object({
  type: z
    .string()
    .transform((text) => text.trim().toLowerCase())
    .refine((text) => (FORMATS as readonly string[]).includes(text), `must be one of ${FORMATS.join(', ')}`),
  sportId: intParam.optional(),
});

/** 'Football vs. Lakeview College', 'Football at Lakeview College', or a meet's own name. */
export function eventSummary(view: GameView): string {
  const { record } = view;
  if (record.game.eventTitle) return `${record.sport.title}: ${record.game.eventTitle}`;
  return `${record.sport.title} ${view.location_indicator === 'A' ? 'at' : 'vs.'} ${opponentTitle(record)}`;
}

function description(view: GameView): string {
  const parts: string[] = [];
  if (view.result) parts.push(`Result: ${[view.result.status, [view.result.team_score, view.result.opponent_score].filter(Boolean).join('-')].filter(Boolean).join(' ')}`);
  if (view.record.game.noplayText) parts.push(view.record.game.noplayText);
  if (view.media?.tv) parts.push(`TV: ${view.media.tv}`);
  if (view.media?.radio) parts.push(`Radio: ${view.media.radio}`);
  if (view.tournament) parts.push(view.tournament);
  return parts.join('\n');
}

function place(view: GameView): string | null {
  return [view.record.game.facility, view.location].filter(Boolean).join(', ') || null;
}

function toIcsEvent(view: GameView, origin: string, tenantKey: string): IcsEvent {
  const { game } = view.record;
  const start = game.date;
  const end = game.endDate ?? new Date(start.getTime() + 2 * HOUR);
  const state = game.gameState;
  return {
    uid: `game-${game.id}@${tenantKey}.athletics`,
    summary: state === GameState.Postponed ? `POSTPONED: ${eventSummary(view)}` : eventSummary(view),
    start,
    end,
    allDay: game.allDay || game.tbd ? { startDay: localDay(game.localDate), endDay: nextDay(localDay(game.localEndDate ?? game.localDate)) } : undefined,
    location: place(view),
    url: `${origin}${scheduleUrl(view.record)}`,
    description: description(view),
    status: state === GameState.Canceled ? 'CANCELLED' : state === GameState.Postponed ? 'TENTATIVE' : 'CONFIRMED',
  };
}

/** Outlook and Google Calendar's CSV import columns. */
function toCsv(views: readonly GameView[]): string {
  const header = ['Subject', 'Start Date', 'Start Time', 'End Date', 'End Time', 'All Day Event', 'Location', 'Description'];
  const usDate = (stamp: string) => `${stamp.slice(5, 7)}/${stamp.slice(8, 10)}/${stamp.slice(0, 4)}`;
  const clock = (stamp: string) => {
    const hour = Number(stamp.slice(11, 13));
    return `${String(((hour + 11) % 12) + 1).padStart(2, '0')}:${stamp.slice(14, 16)} ${hour >= 12 ? 'PM' : 'AM'}`;
  };
  const rows = views.map((view) => {
    const { game } = view.record;
    const end = game.localEndDate ?? game.localDate;
    const allDay = game.allDay || game.tbd;
    return [eventSummary(view), usDate(game.localDate), allDay ? '' : clock(game.localDate), usDate(end), allDay ? '' : clock(end), allDay ? 'True' : 'False', place(view) ?? '', description(view)];
  });
  return `${[header, ...rows].map((row) => row.map(csvField).join(',')).join('\r\n')}\r\n`;
}

/** A season calendar as served: the file name (no extension) and the body. */
export interface SeasonCalendar {
  fileName: string;
  body: string;
}

/**
 * The current season's games of a school (or of one sport) as a calendar: iCalendar (RFC 5545) or
 * CSV. The API's Calendar/subscribe and the public, host-named /calendar.ics both serve this.
 */
export async function seasonCalendar(deps: ApiDeps, tenant: Tenant, options: { sportId?: number; origin: string; format: 'ics' | 'csv' }): Promise<SeasonCalendar> {
  const views = await listGames(deps, tenant.id, { sportId: options.sportId, currentSeasonsOnly: true });
  const name = `${tenant.settings.siteName}${options.sportId !== undefined && views[0] ? ` ${views[0].record.sport.title}` : ''}`;
  const fileName = name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
  if (options.format === 'csv') return { fileName, body: toCsv(views) };
  return { fileName, body: icsCalendar(`${name} Schedule`, views.map((view) => toIcsEvent(view, options.origin, tenant.key)), new Date(deps.now())) };
}

export async function registerCalendarSubscribeRoutes(app: FastifyInstance, deps: ApiDeps): Promise<void> {
  apiGet(
    app,
    {
      path: '/Calendar/subscribe',
      summary: "A calendar feed of the current season's games (one sport with sportId): type ics (text/calendar, RFC 5545) or csv",
      tag: 'Calendar',
      query: subscribeQuery,
      response: z.string(),
      statuses: { 400: "'type' missing or not ics/csv" },
    },
    async ({ tenant, query, request, reply }) => {
      const format = query.type === 'csv' ? 'csv' : 'ics';
      const calendar = await seasonCalendar(deps, tenant, { sportId: query.sportId, origin: requestOrigin(request), format });
      if (format === 'csv') reply.type('text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${calendar.fileName}.csv"`);
      else reply.type('text/calendar; charset=utf-8').header('content-disposition', `inline; filename="${calendar.fileName}.ics"`);
      return calendar.body;
    },
  );
}
