import type { ScheduleRecordWire } from '../../contract/schedule';
import type { SeasonRow, SportRow } from './game-query';
import { gameSynonymOf } from './game-synonym';
import type { GameView } from './game-view';
import { conferencePoints, formatPercentage, formatRecord, formatStreak, seasonRecord, type RecordGame } from '../../core/schedule/season-record';

/** Sports whose conference tables count points (3 a win, 1 a tie). */
const POINTS_SPORTS = new Set(['msoc', 'wsoc', 'mhockey', 'fhockey']);

export function recordSport(sport: SportRow): ScheduleRecordWire['sport'] {
  return {
    id: sport.id,
    title: sport.title,
    abbreviation: sport.abbrev ?? '',
    shortname: sport.shortName,
    shortTitle: sport.shortDisplay ?? sport.shortName,
    globalSportId: sport.globalSportId,
    sportNonSport: sport.nonSport,
    showAtVs: true,
    globalSportShortname: sport.globalSportShortName ?? '',
    gender: sport.gender ?? '',
    youtube: sport.youtubeName ?? '',
    facebook: sport.facebookPage ?? '',
    twitter: sport.twitterName ?? '',
    instagram: sport.instagramName ?? '',
    globalSportNameSlug: sport.globalSportNameSlug,
    url: null,
    // No poll ranks the demo teams: the platform's empty ranking.
    ranking: '',
    gameSynonym: gameSynonymOf(sport.globalSportShortName),
  };
}

export function toRecordGame(view: GameView): RecordGame {
  return { resultStatus: view.result?.status ?? null, type: view.type, conference: view.record.game.conference, locationIndicator: view.location_indicator };
}

/** A season's records (v2-reference 10 record shape) from its games, oldest first. */
export function toRecordWire(season: SeasonRow, sport: SportRow, views: readonly GameView[]): ScheduleRecordWire {
  const record = seasonRecord(views.map(toRecordGame));
  const unformatted = `${record.overall.wins}-${record.overall.losses}-${record.overall.ties}`;
  return {
    scheduleId: season.id,
    sport: recordSport(sport),
    seasonId: season.id,
    scheduleDisplayTitle: `${season.title} ${sport.title} Schedule`,
    overallRecord: formatRecord(record.overall),
    overallPercentage: formatPercentage(record.overall),
    overallRecordUnformatted: unformatted,
    conferenceRecord: formatRecord(record.conference),
    conferencePercentage: formatPercentage(record.conference),
    conferencePoints: conferencePoints(record.conference, POINTS_SPORTS.has(sport.globalSportShortName ?? '')),
    streak: formatStreak(record.streak),
    homeRecord: formatRecord(record.home),
    awayRecord: formatRecord(record.away),
    neutralRecord: formatRecord(record.neutral),
  };
}
