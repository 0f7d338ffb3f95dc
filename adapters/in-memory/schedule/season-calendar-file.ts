import { escapeText, foldLine, utcStamp } from '../../../core/calendar/ics';
import { GameState } from '../../../core/games/game-state';
import { localDayOf } from '../../../core/schedule/game-dates';
import type { GameSport, ScheduleGame } from '../../../core/schedule/schedule-game';
import { atVs, broadcastLines, opponentName, placeText, resultText } from '../../../core/schedule/schedule-rules';

const HOUR = 3_600_000;

/** 'YYYYMMDDTHHMMSS' of a local wall-clock date ('2026-11-14T13:00:00'): a floating time. */
function floatingStamp(local: string): string {
  return local.slice(0, 19).replace(/[-:]/g, '');
}

/** 'YYYYMMDD' of the local day `offset` days after the date's day. */
function dateValue(local: string, offset = 0): string {
  const day = localDayOf(local);
  if (!day) return local.slice(0, 10).replace(/-/g, '');
  return new Date(Date.UTC(day.year, day.month - 1, day.day + offset)).toISOString().slice(0, 10).replace(/-/g, '');
}

const instantOf = (text: string | null): number | undefined => {
  const value = text ? Date.parse(text) : Number.NaN;
  return Number.isNaN(value) ? undefined : value;
};

function timeLines(game: ScheduleGame): string[] {
  if (game.all_day || game.tbd) return [`DTSTART;VALUE=DATE:${dateValue(game.date)}`, `DTEND;VALUE=DATE:${dateValue(game.end_date ?? game.date, 1)}`];
  const start = instantOf(game.date_utc);
  if (start === undefined) return [`DTSTART:${floatingStamp(game.date)}`, ...(game.end_date ? [`DTEND:${floatingStamp(game.end_date)}`] : [])];
  return [`DTSTART:${utcStamp(new Date(start))}`, `DTEND:${utcStamp(new Date(instantOf(game.end_date_utc) ?? start + 2 * HOUR))}`];
}

function summary(game: ScheduleGame, sport: GameSport | null): string {
  const title = [sport?.title, atVs(game.location_indicator), opponentName(game.opponent)].filter(Boolean).join(' ');
  return game.game_state === GameState.Postponed ? `POSTPONED: ${title}` : title;
}

function description(game: ScheduleGame): string {
  return [game.result ? `Result: ${resultText(game.result)}` : null, ...broadcastLines(game), game.tournament].filter((part): part is string => !!part).join('\n');
}

function status(game: ScheduleGame): string {
  if (game.game_state === GameState.Canceled) return 'CANCELLED';
  return game.game_state === GameState.Postponed ? 'TENTATIVE' : 'CONFIRMED';
}

function uidDomain(tenant: string | null): string {
  const slug = (tenant ?? '').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
  return `${slug || 'demo'}.athletics`;
}

/** A season's games as an iCalendar (RFC 5545) file, lines joined with CRLF. */
export function seasonCalendarFile(input: { siteName: string | null; tenant: string | null; sport: GameSport | null; games: readonly ScheduleGame[]; now: number }): string {
  const { siteName, tenant, sport, games, now } = input;
  const name = [siteName, games.length > 0 ? sport?.title : null, 'Schedule'].filter(Boolean).join(' ');
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Athletics Site//Schedule//EN', 'CALSCALE:GREGORIAN', 'METHOD:PUBLISH', `X-WR-CALNAME:${escapeText(name)}`];
  for (const game of games) {
    lines.push('BEGIN:VEVENT', `UID:game-${game.id}@${uidDomain(tenant)}`, `DTSTAMP:${utcStamp(new Date(now))}`, ...timeLines(game), `SUMMARY:${escapeText(summary(game, sport))}`);
    const place = placeText(game);
    if (place) lines.push(`LOCATION:${escapeText(place)}`);
    const text = description(game);
    if (text) lines.push(`DESCRIPTION:${escapeText(text)}`);
    lines.push(`STATUS:${status(game)}`, 'END:VEVENT');
  }
  lines.push('END:VCALENDAR');
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
