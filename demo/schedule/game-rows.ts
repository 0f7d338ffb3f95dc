import type { games } from '../../server/store/tables/schedule';
import type { GameMediaColumns } from './media-links';
import type { PlannedGame } from './planned-game';
import { displayTime, localStamp, localToInstant } from '../../server/schedule/school-clock';

export interface GameRowKeys {
  tenantId: number;
  sportId: number;
  seasonId: number;
  opponentId: number | null;
  tournamentId: number | null;
  /** The school's time zone: planned times are its wall clock. */
  zone: string;
  durationMinutes: number;
  media: GameMediaColumns;
}

/** The `games` row of a planned game. */
export function toGameRow(game: PlannedGame, keys: GameRowKeys): typeof games.$inferInsert {
  const { zone } = keys;
  // Every game gets an end: a single game lasts the sport's usual time; a meet ends on its last day.
  const endTotal = (game.endDay ?? game.day) * 1440 + Math.min(game.minutes + keys.durationMinutes, game.endDay !== null ? 23 * 60 : Infinity);
  const endDay = Math.floor(endTotal / 1440);
  const endMinutes = endTotal % 1440;
  return {
    tenantId: keys.tenantId,
    sportId: keys.sportId,
    seasonId: keys.seasonId,
    opponentId: keys.opponentId,
    eventTitle: game.eventTitle,
    date: new Date(localToInstant(game.day, game.minutes, zone)),
    localDate: localStamp(game.day, game.minutes),
    endDate: new Date(localToInstant(endDay, endMinutes, zone)),
    localEndDate: localStamp(endDay, endMinutes),
    time: game.tbd ? 'TBA' : game.allDay ? 'All Day' : displayTime(game.minutes),
    tbd: game.tbd,
    allDay: game.allDay,
    doubleheader: game.doubleheader,
    locationIndicator: game.locationIndicator,
    location: game.location,
    facility: game.facility,
    neutralHometeam: game.neutralHometeam,
    status: game.status,
    type: game.type,
    conference: game.conference,
    tournament: game.tournament,
    tournamentId: keys.tournamentId,
    isSpotlight: game.isSpotlight,
    teamPrefix: game.teamPrefix,
    opponentPrefix: game.opponentPrefix,
    resultStatus: game.result?.status ?? null,
    teamScore: game.result?.teamScore ?? null,
    opponentScore: game.result?.opponentScore ?? null,
    prescore: game.result?.prescore ?? null,
    postscore: game.result?.postscore ?? null,
    lineScores: game.result?.lineScores ?? null,
    gameState: game.gameState,
    noplayText: game.noplayText,
    ...keys.media,
  };
}
