/**
 * Issue 26: a season's schedule pasted from a spreadsheet, one game a line: date, opponent, location, time.
 * Cells are split by tabs (a spreadsheet's copy), or by commas when a line has no tab. Pure: the server
 * passes the school's opponents and writes nothing unless every row is right.
 */

export type PastedLocation = 'home' | 'away' | 'neutral';

export interface PastedOpponent {
  id: number;
  name: string;
  shortName: string;
}

export interface PastedGame {
  /** The line number in the paste (1-based, counting the header and blank lines), as "Row N" names it. */
  row: number;
  /** YYYY-MM-DD. */
  date: string;
  /** HH:MM on a 24-hour clock; null is TBA. */
  time: string | null;
  opponent: string;
  opponentId: number;
  location: PastedLocation;
}

export interface PastedRowError {
  row: number;
  /** 'Row 3: ...' */
  message: string;
}

export type PastedSchedule = { kind: 'rows'; rows: PastedGame[] } | { kind: 'errors'; errors: PastedRowError[] } | { kind: 'too-many'; max: number; count: number };

const pad = (value: number) => String(value).padStart(2, '0');

/** A calendar day that exists, as YYYY-MM-DD; null when it is not one. */
function calendarDay(year: number, month: number, day: number): string | null {
  if (year < 1900 || year > 2100 || month < 1 || month > 12 || day < 1) return null;
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return day <= days ? `${year}-${pad(month)}-${pad(day)}` : null;
}

/** '2026-09-05' or '9/5/2026'. */
export function parsePastedDate(text: string): string | null {
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text);
  if (iso) return calendarDay(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
  if (us) return calendarDay(Number(us[3]), Number(us[1]), Number(us[2]));
  return null;
}

/** '7:00 PM', '7 pm', '19:00' → 'HH:MM'; '' and TBA/TBD → null (TBA); undefined when it is not a time. */
export function parsePastedTime(text: string): string | null | undefined {
  const value = text.trim();
  if (value === '' || /^tb[ad]$/i.test(value)) return null;
  const twelve = /^(\d{1,2})(?::([0-5]\d))?\s*([ap])\.?\s*m\.?$/i.exec(value);
  if (twelve) {
    const hour = Number(twelve[1]);
    if (hour < 1 || hour > 12) return undefined;
    const pm = twelve[3]!.toLowerCase() === 'p';
    return `${pad((hour % 12) + (pm ? 12 : 0))}:${twelve[2] ?? '00'}`;
  }
  const day = /^([01]?\d|2[0-3]):([0-5]\d)$/.exec(value);
  return day ? `${pad(Number(day[1]))}:${day[2]}` : undefined;
}

const LOCATIONS: Record<string, PastedLocation> = { home: 'home', h: 'home', vs: 'home', 'vs.': 'home', away: 'away', a: 'away', at: 'away', '@': 'away', neutral: 'neutral', n: 'neutral' };

export function parsePastedLocation(text: string): PastedLocation | null {
  return LOCATIONS[text.trim().toLowerCase()] ?? null;
}

function cellsOf(line: string): string[] {
  return (line.includes('\t') ? line.split('\t') : line.split(',')).map((cell) => cell.trim());
}

const isHeader = (cells: string[]) => /^date$/i.test(cells[0] ?? '');

type Match = { kind: 'one'; opponent: PastedOpponent } | { kind: 'none' } | { kind: 'ambiguous'; names: string[] };

/** Matched case-insensitively by the opponent's full name, else its short name (spaces squeezed); two matches is ambiguous. */
function opponentMatcher(opponents: readonly PastedOpponent[]): (name: string) => Match {
  const key = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();
  const index = (name: (opponent: PastedOpponent) => string) => {
    const map = new Map<string, PastedOpponent[]>();
    for (const opponent of opponents) map.set(key(name(opponent)), [...(map.get(key(name(opponent))) ?? []), opponent]);
    return map;
  };
  const byName = index((opponent) => opponent.name);
  const byShortName = index((opponent) => opponent.shortName);
  return (name) => {
    const found = byName.get(key(name)) ?? byShortName.get(key(name)) ?? [];
    if (found.length === 0) return { kind: 'none' };
    return found.length === 1 ? { kind: 'one', opponent: found[0]! } : { kind: 'ambiguous', names: found.map((opponent) => opponent.name) };
  };
}

/**
 * Reads the paste. Every row is checked; any error answers every row in error (and no rows), so the
 * caller writes all or nothing. An opponent the school has not played is an error ("add it first"):
 * a typo would otherwise quietly become a new team.
 */
export function parsePastedSchedule(table: string, opponents: readonly PastedOpponent[], maxRows: number): PastedSchedule {
  const find = opponentMatcher(opponents);
  const lines = table.split(/\r\n|\r|\n/);
  const rows: PastedGame[] = [];
  const errors: PastedRowError[] = [];
  let count = 0;
  lines.forEach((line, index) => {
    const row = index + 1;
    if (line.trim() === '') return;
    const cells = cellsOf(line);
    if (count === 0 && rows.length === 0 && errors.length === 0 && isHeader(cells)) return;
    count += 1;
    const problems: string[] = [];
    const [dateCell = '', opponentCell = '', locationCell = '', timeCell = ''] = cells;
    const date = parsePastedDate(dateCell);
    if (!date) problems.push(dateCell === '' ? 'the date is missing (YYYY-MM-DD or M/D/YYYY)' : `'${dateCell}' is not a date (YYYY-MM-DD or M/D/YYYY)`);
    const match = opponentCell === '' ? null : find(opponentCell);
    const opponent = match?.kind === 'one' ? match.opponent : null;
    if (opponentCell === '') problems.push('the opponent is missing');
    else if (match?.kind === 'none') problems.push(`no opponent named '${opponentCell}': add it first`);
    else if (match?.kind === 'ambiguous') problems.push(`'${opponentCell}' could be ${match.names.join(' or ')}: use the full name`);
    const location = parsePastedLocation(locationCell);
    if (!location) problems.push(locationCell === '' ? 'say home, away or neutral' : `'${locationCell}' is not home, away or neutral`);
    const time = parsePastedTime(timeCell);
    if (time === undefined) problems.push(`'${timeCell}' is not a time (like 7:00 PM or 19:00; empty for TBA)`);
    if (cells.length > 4 && cells.slice(4).some((cell) => cell !== '')) problems.push('there are more than four cells (date, opponent, location, time)');
    if (problems.length > 0) errors.push({ row, message: `Row ${row}: ${problems.join('; ')}.` });
    else rows.push({ row, date: date!, time: time ?? null, opponent: opponent!.name, opponentId: opponent!.id, location: location! });
  });
  if (count > maxRows) return { kind: 'too-many', max: maxRows, count };
  return errors.length > 0 ? { kind: 'errors', errors } : { kind: 'rows', rows };
}
