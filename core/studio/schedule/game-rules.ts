import type { GameDecision, GameDraft, GameResult, GameStatus, ResultDecision, StudioGame } from './studio-game';

// The game form's checks before sending; the server's zod schema (contract/studio/schedule.ts) says the same in its 400.
export const GAME_MESSAGES = {
  date: 'Enter the date as YYYY-MM-DD, like 2026-09-05.',
  time: 'Enter the time as HH:MM on a 24-hour clock, like 18:30, or leave it empty for TBA.',
  opponent: 'Choose an opponent, or name the event.',
  score: 'Enter the score as a number.',
  decision: 'The score does not match W, L or T.',
  placing: 'Enter the place as a number from 1 to the number of teams in the field.',
} as const;

/** The spec's labels of a game's status. */
export const STATUS_LABELS: Record<GameStatus, string> = { scheduled: 'Scheduled', postponed: 'Postponed', canceled: 'Canceled', suspended: 'Suspended' };
export const DECISION_LABELS: Record<GameDecision, string> = { W: 'Win', L: 'Loss', T: 'Tie' };

/** A calendar day that exists ('2026-02-30' does not). */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1900 || year > 2100 || month < 1 || month > 12 || day < 1) return false;
  const days = [31, year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]!;
  return day <= days;
}

export const isWallTime = (value: string) => value.trim() === '' || /^([01]\d|2[0-3]):[0-5]\d$/.test(value.trim());

export function emptyGameDraft(sportId: number, seasonId: number | null): GameDraft {
  return { sportId, seasonId, date: '', time: '', opponentId: null, opponentName: '', eventTitle: '', location: 'home', city: '', facility: '', conference: false, kind: 'regular', status: 'scheduled', tv: '', radio: '', streamUrl: '', ticketsUrl: '', notes: '' };
}

export function gameDraftOf(game: StudioGame): GameDraft {
  return {
    sportId: game.sportId,
    seasonId: game.seasonId,
    date: game.date,
    time: game.time ?? '',
    opponentId: game.opponentId,
    opponentName: game.opponentId === null ? '' : game.opponent,
    eventTitle: game.eventTitle ?? '',
    location: game.location,
    city: game.city ?? '',
    facility: game.facility ?? '',
    conference: game.conference,
    kind: game.kind,
    status: game.status,
    tv: game.tv ?? '',
    radio: game.radio ?? '',
    streamUrl: game.streamUrl ?? '',
    ticketsUrl: game.ticketsUrl ?? '',
    notes: game.notes ?? '',
  };
}

/** The fields the browser can judge, one message each; empty when the game can be sent. */
export function gameDraftErrors(draft: GameDraft): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!isCalendarDate(draft.date)) errors.date = GAME_MESSAGES.date;
  if (!isWallTime(draft.time)) errors.time = GAME_MESSAGES.time;
  if (draft.opponentId === null && draft.eventTitle.trim() === '') errors.opponentId = GAME_MESSAGES.opponent;
  return errors;
}

/** The result form as typed. */
export interface ResultDraft {
  teamScore: string;
  opponentScore: string;
  /** null: derived from the scores; 'placing': a meet's place (teamScore) in a field of opponentScore teams. */
  decision: ResultDecision | null;
  postscore: string;
}

export const resultDraftOf = (result: GameResult | null): ResultDraft =>
  result ? { teamScore: result.teamScore, opponentScore: result.opponentScore, decision: result.decision, postscore: result.postscore ?? '' } : { teamScore: '', opponentScore: '', decision: null, postscore: '' };

const isScore = (value: string) => /^\d{1,4}$/.test(value.trim());

/** W, L or T from the scores (the school's first), or null while a score is not a number. */
export function decisionFromScores(teamScore: string, opponentScore: string): GameDecision | null {
  if (!isScore(teamScore) || !isScore(opponentScore)) return null;
  const [team, opponent] = [Number(teamScore), Number(opponentScore)];
  return team > opponent ? 'W' : team < opponent ? 'L' : 'T';
}

/** The result to send, or the messages of the fields in error. */
export function resultFromDraft(draft: ResultDraft): { result: GameResult } | { errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  if (!isScore(draft.teamScore)) errors.teamScore = GAME_MESSAGES.score;
  if (!isScore(draft.opponentScore)) errors.opponentScore = GAME_MESSAGES.score;
  const derived = decisionFromScores(draft.teamScore, draft.opponentScore);
  const decision = draft.decision ?? derived;
  if (decision === 'placing') {
    const [place, field] = [Number(draft.teamScore), Number(draft.opponentScore)];
    if (!errors.teamScore && !errors.opponentScore && (place < 1 || place > field)) errors.teamScore = GAME_MESSAGES.placing;
  } else if (derived !== null && decision !== derived) errors.decision = GAME_MESSAGES.decision;
  if (Object.keys(errors).length > 0 || decision === null) return { errors };
  return { result: { decision, teamScore: draft.teamScore.trim(), opponentScore: draft.opponentScore.trim(), postscore: draft.postscore.trim() || null } };
}

/** 'W 21-14 (OT)', or a meet's 'Placed 3 of 12'. */
export const resultLine = (result: GameResult) =>
  result.decision === 'placing' ? `Placed ${result.teamScore} of ${result.opponentScore}` : `${result.decision} ${result.teamScore}-${result.opponentScore}${result.postscore ? ` (${result.postscore})` : ''}`;

/** What the list says of a game: its result, or its status when it is not going ahead as planned. */
export function gameOutcomeText(game: Pick<StudioGame, 'result' | 'status' | 'live'>): string {
  if (game.live) return 'Live';
  if (game.result) return resultLine(game.result);
  return STATUS_LABELS[game.status];
}

/** 'vs. Lakeview', 'at Lakeview', 'vs. Lakeview (neutral site)'. */
export function matchupText(game: Pick<StudioGame, 'location' | 'opponent'>): string {
  return `${game.location === 'away' ? 'at' : 'vs.'} ${game.opponent}${game.location === 'neutral' ? ' (neutral site)' : ''}`;
}

/** A pasted table's rows in error ('rows.3' fields), in row order, and the other fields' messages. */
export function importRowErrors(fields: Record<string, string>): { rows: Array<{ row: number; message: string }>; other: string[] } {
  const rows: Array<{ row: number; message: string }> = [];
  const other: string[] = [];
  for (const [field, message] of Object.entries(fields)) {
    const match = /^rows\.(\d+)/.exec(field);
    if (match) rows.push({ row: Number(match[1]), message });
    else other.push(message);
  }
  return { rows: rows.sort((a, b) => a.row - b.row), other };
}

/** The id in /studio/schedule/:gameId: a game id, or 'new'; anything else is no game. */
export function gameIdParam(raw: string | undefined): number | 'new' | null {
  if (raw === 'new') return 'new';
  return raw && /^[1-9]\d{0,8}$/.test(raw) ? Number(raw) : null;
}

export const SCHEDULE_PATH = '/studio/schedule';
const query = (pairs: Array<[string, number | null | undefined]>) => {
  const parts = pairs.filter((pair): pair is [string, number] => typeof pair[1] === 'number').map(([name, value]) => `${name}=${value}`);
  return parts.length > 0 ? `?${parts.join('&')}` : '';
};
/** A game's editor; a new one carries the sport and season it is for. */
export const gamePath = (id: number | 'new', sportId?: number | null, seasonId?: number | null) =>
  `${SCHEDULE_PATH}/${id}${id === 'new' ? query([['sport', sportId], ['season', seasonId]]) : ''}`;
/** The schedule list of a sport (and season). */
export const schedulePath = (sportId: number | null, seasonId?: number | null) => `${SCHEDULE_PATH}${query([['sport', sportId], ['season', sportId ? seasonId : null]])}`;

/** A positive id from a query parameter, or null. */
export const idParam = (raw: string | null): number | null => (raw && /^[1-9]\d{0,8}$/.test(raw) ? Number(raw) : null);
