import { resultText, atVs, opponentName, placeText } from './schedule-rules';
import { gameTimeText, shortGameDate } from './game-dates';
import type { ScheduleGame } from './schedule-game';

/** The columns of the plain-text schedule, in order. */
export const SCHEDULE_TEXT_HEADINGS = ['Date', 'Time', 'At', 'Opponent', 'Location', 'Result'] as const;

/** One game as the text schedule's columns. */
export function scheduleTextCells(game: ScheduleGame): string[] {
  return [
    shortGameDate(game.date),
    gameTimeText(game),
    atVs(game.location_indicator),
    opponentName(game.opponent),
    placeText(game),
    game.result ? resultText(game.result) : '',
  ];
}

/**
 * The plain-text schedule: a heading row, a rule, then one line per game with the columns padded
 * to their widest cell, so it reads in a monospace font and copies cleanly into an email.
 */
export function scheduleTextLines(games: readonly ScheduleGame[]): string[] {
  const rows = [SCHEDULE_TEXT_HEADINGS.map(String), ...games.map(scheduleTextCells)];
  const widths = SCHEDULE_TEXT_HEADINGS.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  const line = (row: string[]) => row.map((cell, column) => cell.padEnd(widths[column]!)).join('  ').trimEnd();
  const [heading, ...body] = rows;
  return [line(heading!), widths.map((width) => '-'.repeat(width)).join('  '), ...body.map(line)];
}
