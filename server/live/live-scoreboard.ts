import { and, asc, eq, inArray } from 'drizzle-orm';
import { GameState, isGameState } from '../../core/games/game-state';
import { gameStateLabel } from '../../core/games/game-state-label';
import { liveEventSides, schoolIsHome, type LiveEventItem, type LiveEventTeam } from '../../core/games/live-event-item';
import { gameClockDisplay } from '../../core/live/game-clock';
import { effectiveRules, livePeriodLabel } from '../../core/live/live-clock';
import type { LiveGame, LiveGameSnapshot } from '../../core/live/live-game';
import { liveGameState } from '../../core/live/live-stats';
import { findGames, type GameRecord } from '../schedule/game-query';
import { localIso, opponentTitle, utcIso } from '../schedule/game-view';
import type { Db } from '../store/database';
import { liveGameDocuments } from '../store/tables/live';
import { games } from '../store/tables/schedule';
import type { Tenant } from '../tenants/tenant-directory';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** '2026-11-21T19:00:00' → 'November 21, 2026'. */
function longLocalDate(localIsoDate: string): string {
  const [year, month, day] = localIsoDate.slice(0, 10).split('-').map(Number);
  return `${MONTHS[(month ?? 1) - 1]} ${day}, ${year}`;
}

/** 'Ridgemont State' → 'RS'. */
function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter((word) => /^[A-Z]/.test(word))
    .map((word) => word[0])
    .join('');
}

function schoolShortName(tenant: Tenant): string {
  return tenant.settings.siteName.replace(/ Athletics$/, '');
}

/** spec 3 Live event item of a scheduled game and its live document (if a stat crew has sent one). */
export function toLiveEventItem(record: GameRecord, tenant: Tenant, live: LiveGame | null): LiveEventItem {
  const { game, opponent, sport } = record;
  const indicator = (['H', 'A', 'N'].includes(game.locationIndicator) ? game.locationIndicator : 'H') as LiveEventItem['gameLocationIndicator'];
  const home = schoolIsHome(indicator);
  const schoolScore = live ? (home ? live.Game.HomeTeam.Score : live.Game.VisitingTeam.Score) : game.teamScore === null ? null : Number(game.teamScore);
  const opponentScore = live ? (home ? live.Game.VisitingTeam.Score : live.Game.HomeTeam.Score) : game.opponentScore === null ? null : Number(game.opponentScore);
  const schoolName = schoolShortName(tenant);
  const school: LiveEventTeam = { icon: tenant.settings.config.logo, name: schoolName, abbreviation: initials(schoolName) || null, Score: schoolScore, color: tenant.settings.theme.primaryColor };
  const rival: LiveEventTeam = {
    icon: opponent?.logo ?? null,
    name: opponent?.shortTitle ?? opponentTitle(record),
    abbreviation: opponent ? initials(opponent.shortTitle) || null : null,
    Score: opponentScore,
    color: opponent?.primaryColor ?? null,
  };
  const teams = home ? { home: school, away: rival } : { home: rival, away: school };
  const sides = liveEventSides(teams, indicator);
  const fromLive = live ? liveGameState(live) : null;
  const state = fromLive ?? (isGameState(game.gameState) ? game.gameState : null);
  const date = localIso(game.localDate)!;
  const period = live && live.Game.HasStarted ? livePeriodLabel(live) : '';
  return {
    id: game.id,
    date,
    formatedDate: longLocalDate(date),
    dateTime: date,
    dateTimeUtc: utcIso(game.date)!,
    endDateTime: localIso(game.localEndDate),
    endDateTimeUtc: utcIso(game.endDate),
    gameType: game.type,
    gameState: state,
    gameStateDisplay: gameStateLabel(state),
    gameTime: (live ? gameClockDisplay(live) : null) ?? game.time,
    gameLocationIndicator: indicator,
    gameStatus: period || (gameStateLabel(state) ?? ''),
    period: live?.Game.Period ?? null,
    periodsRegulation: live ? effectiveRules(live).PeriodsRegulation : null,
    location: { location: game.location, facilityTitle: game.facility, HAN: indicator, neutralHomeTeam: game.neutralHometeam },
    sport: { id: sport.id, title: sport.title, shortname: sport.shortName, global_sport_shortname: sport.globalSportShortName },
    teams,
    schoolIsHome: sides.schoolIsHome,
    opponentIsHome: sides.opponentIsHome,
    opponentInfo: {
      id: opponent?.id ?? 0,
      image: opponent?.logo ? { alt: `${opponent.title} logo`, fullpath: opponent.logo } : null,
      title: opponentTitle(record),
      prefix: game.opponentPrefix,
      website: opponent?.website ?? null,
    },
  };
}

async function liveDocuments(db: Db, tenantId: number, gameIds: number[]): Promise<Map<number, LiveGame>> {
  if (gameIds.length === 0) return new Map();
  const rows = await db
    .select({ gameId: liveGameDocuments.gameId, document: liveGameDocuments.document })
    .from(liveGameDocuments)
    .where(and(eq(liveGameDocuments.tenantId, tenantId), inArray(liveGameDocuments.gameId, gameIds)));
  return new Map(rows.map((row) => [row.gameId, row.document as LiveGame]));
}

/** The school's games under way (spec 4: started means Live), soonest first, as live event items. */
export async function listLiveScoreboard(db: Db, tenant: Tenant): Promise<LiveEventItem[]> {
  const rows = await db
    .select({ id: games.id })
    .from(games)
    .where(and(eq(games.tenantId, tenant.id), eq(games.gameState, GameState.Live)))
    .orderBy(asc(games.date), asc(games.id));
  const ids = rows.map((row) => row.id);
  if (ids.length === 0) return [];
  const [records, documents] = await Promise.all([findGames(db, tenant.id, { gameIds: ids }), liveDocuments(db, tenant.id, ids)]);
  return records.map((record) => toLiveEventItem(record, tenant, documents.get(record.game.id) ?? null));
}

/** One game's item, with `snapshot` when the caller already has the live document. */
export async function liveScoreboardItem(db: Db, tenant: Tenant, gameId: number, snapshot?: LiveGameSnapshot): Promise<LiveEventItem | null> {
  const [records, documents] = await Promise.all([
    findGames(db, tenant.id, { gameId }),
    snapshot ? Promise.resolve(new Map([[gameId, snapshot.game]])) : liveDocuments(db, tenant.id, [gameId]),
  ]);
  const record = records[0];
  return record ? toLiveEventItem(record, tenant, documents.get(gameId) ?? null) : null;
}
