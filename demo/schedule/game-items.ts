import { GameState } from '../../core/games/game-state';
import type { GameBatchItem } from '../../server/studio/games/game-commands';
import { isoDay } from '../../server/schedule/school-clock';
import type { GameMediaColumns } from './media-links';
import type { PlannedGame } from './planned-game';
import type { PlayedGame } from './scores';

export interface GameItemKeys {
  sportId: number;
  seasonId: number;
  opponentId: number | null;
  tournamentId: number | null;
  durationMinutes: number;
  media: GameMediaColumns;
}

const LOCATIONS = { H: 'home', A: 'away', N: 'neutral' } as const;
const KINDS = { C: 'regular', N: 'regular', E: 'exhibition', S: 'scrimmage', T: 'tournament' } as const;
const STATUSES = { A: 'scheduled', O: 'scheduled', P: 'postponed', C: 'canceled' } as const;

const clock = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
const rankOf = (prefix: string | null) => (prefix === null ? null : Number(prefix.slice(1)));

/** The result command's body of a played game: W/L/T with its scores, or a meet's placing ('3rd' of 12 → 3 of 12). */
function resultBody(result: PlayedGame) {
  const placing = result.status === '';
  return {
    decision: placing ? 'placing' : result.status,
    teamScore: placing ? String(parseInt(result.teamScore, 10)) : result.teamScore,
    opponentScore: result.opponentScore,
    postscore: result.postscore,
    prescore: result.prescore,
    lineScores: result.lineScores,
  };
}

/** The state the command leaves a new game in: complete with a result, else its status's. */
function commandState(game: PlannedGame): number {
  if (game.result) return GameState.GameComplete;
  return game.status === 'P' ? GameState.Postponed : game.status === 'C' ? GameState.Canceled : GameState.Scheduled;
}

/** A planned game as the studio's game command takes it (the body, its result), with the state a feed has left it in. */
export function toGameItem(game: PlannedGame, keys: GameItemKeys): GameBatchItem {
  // Every game gets an end: a single game lasts the sport's usual time; a meet ends on its last day.
  const endTotal = (game.endDay ?? game.day) * 1440 + Math.min(game.minutes + keys.durationMinutes, game.endDay !== null ? 23 * 60 : Infinity);
  const { media } = keys;
  const body = {
    sportId: keys.sportId,
    seasonId: keys.seasonId,
    date: isoDay(game.day),
    time: clock(game.minutes),
    tba: game.tbd,
    allDay: game.allDay,
    endDate: isoDay(Math.floor(endTotal / 1440)),
    endTime: clock(endTotal % 1440),
    opponentId: keys.opponentId,
    eventTitle: game.eventTitle,
    location: LOCATIONS[game.locationIndicator],
    city: game.location,
    facility: game.facility,
    conference: game.conference,
    kind: KINDS[game.type],
    status: STATUSES[game.status],
    closed: game.status === 'O',
    doubleheader: game.doubleheader,
    neutralHomeTeam: game.neutralHometeam,
    tournamentId: keys.tournamentId,
    spotlight: game.isSpotlight,
    teamRank: rankOf(game.teamPrefix),
    opponentRank: rankOf(game.opponentPrefix),
    tv: media.tv,
    radio: media.radio,
    streamUrl: media.videoUrl,
    streamProvider: media.streamProvider,
    audioUrl: media.audioUrl,
    statsUrl: media.statsUrl,
    ticketsUrl: media.ticketsUrl,
    notes: media.gameNote,
    promotion: media.promotionName,
    promotionUrl: media.promotionLink,
    label: media.custom1,
    files: media.gameFiles,
    links: media.gameLinks,
    gameCenter: media.gameCenterEnabled,
  };
  const state = game.gameState === commandState(game) ? {} : { gameState: game.gameState };
  return { game: body, ...(game.result ? { result: resultBody(game.result) } : {}), ...state };
}
