import type { Game, GameResult, LocationIndicator } from '../games/game';
import { GameState } from '../games/game-state';
import { LOCATION_FILTERS, type LocationFilter } from '../games/game-rules';

/** Games in date order (local start, then id), as a schedule lists them. */
export function sortByDate<T extends Pick<Game, 'date' | 'id'>>(games: readonly T[]): T[] {
  return [...games].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.id - b.id));
}

/** 'at' for an away game, 'vs.' at home or at a neutral site. */
export function atVs(indicator: LocationIndicator): 'vs.' | 'at' {
  return indicator === 'A' ? 'at' : 'vs.';
}

/** The location indicator of a wire code ('h' → 'H'); anything else counts as home, the default. */
export function toLocationIndicator(code: string | null | undefined): LocationIndicator {
  const upper = (code ?? '').trim().toUpperCase();
  return upper === 'A' || upper === 'N' ? upper : 'H';
}

const PLACING = /^\d+(st|nd|rd|th)$/i;

/** A meet's result: a placing ('3rd') in a field instead of a decision. */
export function isPlacing(result: Pick<GameResult, 'status' | 'team_score'>): boolean {
  return result.status.trim() === '' && PLACING.test(result.team_score?.trim() ?? '');
}

/**
 * A result as a schedule prints it: 'W 24-10', 'L 0-14', 'T 1-1'; a meet's placing in its field
 * ('3rd of 12'); the bare status when there is no score.
 */
export function resultText(result: Pick<GameResult, 'status' | 'team_score' | 'opponent_score'>): string {
  const status = result.status.trim();
  const team = result.team_score?.trim() ?? '';
  const opponent = result.opponent_score?.trim() ?? '';
  if (isPlacing(result)) return opponent !== '' ? `${team} of ${opponent}` : team;
  const score = team !== '' && opponent !== '' ? `${team}-${opponent}` : team;
  return [status, score].filter((part) => part !== '').join(' ');
}

/** The long word of a result status, for screen readers ('W' → 'Win'). */
export function resultWord(status: string): string {
  const words: Record<string, string> = { W: 'Win', L: 'Loss', T: 'Tie' };
  return words[status.trim().toUpperCase()] ?? status.trim();
}

// The query parameter that carries the location filter, so a filtered schedule can be shared.
export const LOCATION_QUERY_PARAM = 'location';

/** The filter a `?location=` value names: 'home', 'away', 'neutral' or their codes, any case; else All. */
export function locationFilterFromQuery(value: string | null | undefined): LocationFilter {
  const wanted = (value ?? '').trim().toLowerCase();
  const found = LOCATION_FILTERS.find((filter) => filter.label.toLowerCase() === wanted || filter.value.toLowerCase() === wanted);
  return found?.value ?? 'All';
}

/** The `?location=` value of a filter; All has none, so the plain URL stays canonical. */
export function locationQueryValue(filter: LocationFilter): string | null {
  if (filter === 'All') return null;
  return LOCATION_FILTERS.find((entry) => entry.value === filter)?.label.toLowerCase() ?? null;
}

/** The label of a filter ('H' → 'Home'). */
export function locationFilterLabel(filter: LocationFilter): string {
  return LOCATION_FILTERS.find((entry) => entry.value === filter)?.label ?? 'All';
}

export type MediaLinkKind = 'watch' | 'listen' | 'stats' | 'tickets' | 'notes';

export interface MediaLink {
  kind: MediaLinkKind;
  label: string;
  url: string;
}

/** The links a schedule row offers for a game: stream, audio, live stats, tickets, game files. */
export function mediaLinks(game: Pick<Game, 'media' | 'ticket_link'>): MediaLink[] {
  const links: MediaLink[] = [];
  const media = game.media;
  if (media?.video) links.push({ kind: 'watch', label: 'Watch', url: media.video });
  if (media?.audio) links.push({ kind: 'listen', label: 'Listen', url: media.audio });
  if (media?.stats) links.push({ kind: 'stats', label: 'Live Stats', url: media.stats });
  const tickets = media?.tickets ?? game.ticket_link;
  if (tickets) links.push({ kind: 'tickets', label: 'Tickets', url: tickets });
  for (const file of media?.game_files ?? []) if (file.url) links.push({ kind: 'notes', label: file.title, url: file.url });
  return links;
}

/** A game's TV and radio coverage as text ('TV: Summit Plains Network'). */
export function broadcastLines(game: Pick<Game, 'media'>): string[] {
  const lines: string[] = [];
  if (game.media?.tv) lines.push(`TV: ${game.media.tv}`);
  if (game.media?.radio) lines.push(`Radio: ${game.media.radio}`);
  return lines;
}

/** Where a game is played: the facility and the town, as far as known. */
export function placeText(game: { facility: string | null; location: string | null }): string {
  return [game.facility, game.location].filter((part): part is string => !!part && part.trim() !== '').join(', ');
}

/** The opponent as a schedule names it, with a ranking prefix ('#8 Northern Plains University'). */
export function opponentName(opponent: Pick<Game['opponent'], 'title' | 'prefix'>): string {
  const prefix = opponent.prefix?.trim() ?? '';
  return prefix === '' ? opponent.title : `${prefix} ${opponent.title}`;
}

// spec 4: these states say more than 'Upcoming' about a game without a result.
const TELLING_STATES: ReadonlyMap<number, string> = new Map([
  [GameState.Delayed, 'Delayed'],
  [GameState.Live, 'Live'],
  [GameState.Postponed, 'Postponed'],
  [GameState.Canceled, 'Canceled'],
]);

/** spec 4: a game without a result is upcoming; a delayed, live, postponed or canceled one says so. */
export function upcomingLabel(game: Pick<Game, 'game_state' | 'game_state_display'>): string {
  const state = game.game_state === null ? undefined : TELLING_STATES.get(game.game_state);
  if (!state) return 'Upcoming';
  return game.game_state_display?.trim() || state;
}
