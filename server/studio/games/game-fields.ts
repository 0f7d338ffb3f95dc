import { GameState } from '../../../core/games/game-state';
import { ordinal } from '../../../core/live/live-clock';
import { isDecision } from '../../../core/schedule/season-record';
import type { GameBody, GameResultBody, StudioGameWire } from '../../../contract/studio/schedule';
import type { games } from '../../store/tables/schedule';
import type { StaffRef } from '../staff/staff-names';
import { displayTime, localStamp, wallClockInstant } from './game-clock';

export type GameRow = typeof games.$inferSelect;
type GameValues = Partial<typeof games.$inferInsert>;
type Location = StudioGameWire['location'];
type Kind = StudioGameWire['kind'];
type Status = StudioGameWire['status'];

// spec 3: H home, A away, N neutral.
const LOCATION_COLUMN: Record<Location, string> = { home: 'H', away: 'A', neutral: 'N' };
const LOCATION_OF: Record<string, Location> = { H: 'home', A: 'away', N: 'neutral' };
// The games.type letters: C conference / N non-conference (regular season), E exhibition, S scrimmage, T tournament.
const KIND_OF: Record<string, Kind> = { C: 'regular', N: 'regular', E: 'exhibition', S: 'scrimmage', T: 'tournament' };
const KIND_COLUMN: Record<Exclude<Kind, 'regular'>, string> = { exhibition: 'E', scrimmage: 'S', tournament: 'T' };
// games.status: A as scheduled, P postponed, C canceled, S suspended (O, a closed scrimmage, reads as scheduled).
const STATUS_COLUMN: Record<Status, string> = { scheduled: 'A', postponed: 'P', canceled: 'C', suspended: 'S' };
const STATUS_OF: Record<string, Status> = { A: 'scheduled', O: 'scheduled', P: 'postponed', C: 'canceled', S: 'suspended' };
// spec 4's labels, shown by the schedule (noplayText) and the game state (Postponed, Canceled; a suspended game is Delayed).
const NOPLAY_TEXT: Record<Status, string | null> = { scheduled: null, postponed: 'Postponed', canceled: 'Canceled', suspended: 'Suspended' };
const STATUS_STATE: Record<Exclude<Status, 'scheduled'>, GameState> = { postponed: GameState.Postponed, canceled: GameState.Canceled, suspended: GameState.Delayed };

/** Without a time the game is TBA; it is kept at noon of its day so it sorts within the day. */
const TBA_CLOCK = '12:00';

export function statusOf(row: Pick<GameRow, 'status'>): Status {
  return STATUS_OF[row.status] ?? 'scheduled';
}

/**
 * The game state a status leaves: postponed, canceled and suspended have their own; going ahead again is
 * GameComplete with a result, Scheduled after a postponement, cancellation or suspension, and otherwise the
 * state as it was (a feed's PreGame stays).
 */
export function stateFor(status: Status, row: Pick<GameRow, 'gameState' | 'resultStatus' | 'status'> | null): number {
  if (status !== 'scheduled') return STATUS_STATE[status];
  if (!row) return GameState.Scheduled;
  if (isDecision(row.resultStatus)) return GameState.GameComplete;
  return statusOf(row) !== 'scheduled' ? GameState.Scheduled : row.gameState;
}

/** '#12' for a ranking; null clears it; undefined (left out) keeps the stored prefix. */
const prefixOf = (rank: number | null | undefined) => (rank === undefined ? undefined : rank === null ? null : `#${rank}`);
const rankOf = (prefix: string | null) => {
  const match = prefix ? /^#(\d{1,2})$/.exec(prefix) : null;
  return match ? Number(match[1]) : null;
};

/**
 * The columns a game body sets (PUT replaces them all but the details it leaves out, which keep their stored
 * values); the school's wall clock gives `date` and `local_date`. `tournament` is the title of the tournament the
 * body names (undefined when it names none).
 */
export function gameValues(body: GameBody, zone: string, seasonId: number, row: GameRow | null, tournament?: string | null): GameValues {
  const clock = body.time ?? TBA_CLOCK;
  const localDate = localStamp(body.date, clock);
  // Left out, TBA and All Day hold while the form leaves the time empty (it shows none for them); a time announces it.
  const tbd = body.tba ?? body.time === null;
  const allDay = body.allDay ?? (body.time === null && (row?.allDay ?? false));
  const closed = body.closed ?? row?.status === 'O';
  return {
    sportId: body.sportId,
    seasonId,
    opponentId: body.opponentId ?? null,
    eventTitle: body.eventTitle,
    date: wallClockInstant(body.date, clock, zone),
    localDate,
    ...endValues(body, zone, localDate, row),
    time: tbd ? 'TBA' : allDay ? 'All Day' : displayTime(clock),
    tbd,
    allDay,
    doubleheader: body.doubleheader,
    locationIndicator: LOCATION_COLUMN[body.location],
    location: body.city,
    facility: body.facility,
    neutralHometeam: body.neutralHomeTeam,
    conference: body.conference,
    type: body.kind === 'regular' ? (body.conference ? 'C' : 'N') : KIND_COLUMN[body.kind],
    status: body.status === 'scheduled' && closed ? 'O' : STATUS_COLUMN[body.status],
    noplayText: NOPLAY_TEXT[body.status],
    gameState: stateFor(body.status, row),
    ...(body.tournamentId === undefined ? {} : { tournamentId: body.tournamentId, tournament: body.tournamentId === null ? null : (tournament ?? null) }),
    isSpotlight: body.spotlight,
    teamPrefix: prefixOf(body.teamRank),
    opponentPrefix: prefixOf(body.opponentRank),
    tv: body.tv,
    radio: body.radio,
    videoUrl: body.streamUrl,
    streamProvider: body.streamProvider,
    audioUrl: body.audioUrl,
    statsUrl: body.statsUrl,
    ticketsUrl: body.ticketsUrl,
    gameNote: body.notes,
    promotionName: body.promotion,
    promotionLink: body.promotionUrl,
    custom1: body.label,
    gameFiles: body.files,
    gameLinks: body.links,
    gameCenterEnabled: body.gameCenter,
  };
}

/** The end a body gives; left out, the stored end stays while the start does (else it was the old start's: none). */
function endValues(body: GameBody, zone: string, localDate: string, row: GameRow | null): GameValues {
  if (body.endDate != null && body.endTime != null) return { endDate: wallClockInstant(body.endDate, body.endTime, zone), localEndDate: localStamp(body.endDate, body.endTime) };
  if (body.endDate === undefined && row !== null && row.localDate === localDate) return {};
  // The calendar falls back to two hours.
  return { endDate: null, localEndDate: null };
}

/** The score columns of a result: W/L/T with the scores, or a meet's placing ('3rd' of '12', no decision). */
export function scoreValues(result: NonNullable<GameResultBody>): GameValues {
  const placing = result.decision === 'placing';
  return {
    resultStatus: placing ? '' : result.decision,
    teamScore: placing ? ordinal(Number(result.teamScore)) : result.teamScore,
    opponentScore: placing ? String(Number(result.opponentScore)) : result.opponentScore,
    postscore: result.postscore,
    prescore: result.prescore,
    lineScores: result.lineScores,
  };
}

/** A stored result as the studio edits it: W/L/T with the scores, or a meet's placing as digits ('3rd' → '3'); none without either. */
export function resultOf(row: Pick<GameRow, 'resultStatus' | 'teamScore' | 'opponentScore' | 'postscore'>): StudioGameWire['result'] {
  if (isDecision(row.resultStatus)) return { decision: row.resultStatus, teamScore: row.teamScore ?? '0', opponentScore: row.opponentScore ?? '0', postscore: row.postscore };
  const place = Number.parseInt(row.teamScore ?? '', 10);
  return Number.isInteger(place) ? { decision: 'placing', teamScore: String(place), opponentScore: String(Number.parseInt(row.opponentScore ?? '', 10) || place), postscore: row.postscore } : null;
}

/** The columns a posted result sets (the studio's final: result_final), or clears. */
export function resultValues(result: GameResultBody, row: GameRow): GameValues {
  if (result === null) {
    const status = statusOf(row);
    return { resultStatus: null, teamScore: null, opponentScore: null, postscore: null, prescore: null, lineScores: null, resultFinal: false, gameState: status === 'scheduled' ? GameState.Scheduled : STATUS_STATE[status] };
  }
  const scores = scoreValues(result);
  // A line score left out stays only while it still adds up to the same final.
  const sameScore = row.teamScore === scores.teamScore && row.opponentScore === scores.opponentScore;
  return {
    ...scores,
    ...(result.lineScores === undefined && !sameScore ? { lineScores: null } : {}),
    // A result means the game was played: no longer postponed or suspended.
    status: 'A',
    noplayText: null,
    gameState: GameState.GameComplete,
    resultFinal: true,
  };
}

/**
 * The columns of a game added with its result (an import, the demo's past seasons): the result command's scores,
 * played and complete; not marked final, since no feed ran it and nothing was corrected.
 */
export function addedResultValues(result: NonNullable<GameResultBody>): GameValues {
  return { ...scoreValues(result), prescore: result.prescore ?? null, lineScores: result.lineScores ?? null, status: 'A', noplayText: null, gameState: GameState.GameComplete };
}

/** A feed is running the game: Live, or PreGame / Delayed with a live document. */
export function isLive(row: Pick<GameRow, 'gameState'>, hasLiveDocument: boolean): boolean {
  if (row.gameState === GameState.Live) return true;
  return hasLiveDocument && (row.gameState === GameState.PreGame || row.gameState === GameState.Delayed);
}

export interface GameContext {
  season: string;
  opponent: string | null;
  hasLiveDocument: boolean;
  updatedBy: StaffRef | null;
}

export function toGameWire(row: GameRow, context: GameContext): StudioGameWire {
  return {
    id: row.id,
    version: row.version,
    updatedAt: row.updatedAt?.toISOString() ?? null,
    updatedBy: context.updatedBy,
    sportId: row.sportId,
    seasonId: row.seasonId,
    season: context.season,
    startsAt: row.date.toISOString(),
    date: row.localDate.slice(0, 10),
    time: row.tbd || row.allDay ? null : row.localDate.slice(11, 16),
    opponentId: row.opponentId,
    opponent: row.eventTitle ?? context.opponent ?? 'TBA',
    eventTitle: row.eventTitle,
    location: LOCATION_OF[row.locationIndicator] ?? 'neutral',
    city: row.location,
    facility: row.facility,
    conference: row.conference,
    kind: KIND_OF[row.type] ?? 'regular',
    status: statusOf(row),
    tv: row.tv,
    radio: row.radio,
    streamUrl: row.videoUrl,
    ticketsUrl: row.ticketsUrl,
    notes: row.gameNote,
    result: resultOf(row),
    live: isLive(row, context.hasLiveDocument),
    resultFinal: row.resultFinal,
    ...gameDetails(row),
  };
}

/** The details beyond the studio's form, as the wire and the snapshots name them. */
function gameDetails(row: GameRow) {
  return {
    tba: row.tbd,
    allDay: row.allDay,
    endDate: row.localEndDate?.slice(0, 10) ?? null,
    endTime: row.localEndDate?.slice(11, 16) ?? null,
    doubleheader: row.doubleheader,
    neutralHomeTeam: row.neutralHometeam,
    closed: row.status === 'O',
    tournamentId: row.tournamentId,
    tournament: row.tournament,
    spotlight: row.isSpotlight,
    teamRank: rankOf(row.teamPrefix),
    opponentRank: rankOf(row.opponentPrefix),
    streamProvider: row.streamProvider,
    audioUrl: row.audioUrl,
    statsUrl: row.statsUrl,
    promotion: row.promotionName,
    promotionUrl: row.promotionLink,
    label: row.custom1,
    files: row.gameFiles,
    links: row.gameLinks,
    gameCenter: row.gameCenterEnabled,
  };
}

/** What the audit log and content_versions keep of a game. */
export function gameSnapshot(row: GameRow): Record<string, unknown> {
  return {
    id: row.id,
    version: row.version,
    sportId: row.sportId,
    seasonId: row.seasonId,
    opponentId: row.opponentId,
    eventTitle: row.eventTitle,
    date: row.date.toISOString(),
    localDate: row.localDate,
    time: row.time,
    location: row.locationIndicator,
    city: row.location,
    facility: row.facility,
    conference: row.conference,
    type: row.type,
    status: row.status,
    gameState: row.gameState,
    tv: row.tv,
    radio: row.radio,
    streamUrl: row.videoUrl,
    ticketsUrl: row.ticketsUrl,
    notes: row.gameNote,
    result: row.resultStatus === null ? null : { decision: row.resultStatus, teamScore: row.teamScore, opponentScore: row.opponentScore, postscore: row.postscore, prescore: row.prescore, lineScores: row.lineScores },
    resultFinal: row.resultFinal,
    ...gameDetails(row),
  };
}
