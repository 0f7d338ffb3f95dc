import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../store/database';
import { preparedQuery } from '../store/prepared-query';
import { sports } from '../store/tables/foundation';
import { games, opponents, seasons } from '../store/tables/schedule';
import { gameBoxScores } from '../store/tables/stats';
import type { PlayerLine, SideBox, StoredScoreboard } from './box-score-document';
import { isStatFamily } from './stat-sheets';

/** A stored box score with the game, season, sport and opposing school (`rival`) it belongs to. */
export interface StoredBoxScore extends StoredScoreboard {
  gameId: number;
  team: SideBox;
  opponent: SideBox;
  scoringPlays: (typeof gameBoxScores.$inferSelect)['scoringPlays'];
  attendance: number | null;
  game: {
    date: Date;
    localDate: string;
    locationIndicator: string;
    location: string | null;
    facility: string | null;
    conference: boolean;
    resultStatus: string | null;
    postscore: string | null;
  };
  season: { id: number; title: string; year: number };
  sport: { id: number; title: string; shortName: string; globalSportNameSlug: string };
  rival: { id: number | null; title: string; logo: string | null };
}

const columns = {
  box: gameBoxScores,
  game: {
    date: games.date,
    localDate: games.localDate,
    locationIndicator: games.locationIndicator,
    location: games.location,
    facility: games.facility,
    conference: games.conference,
    resultStatus: games.resultStatus,
    postscore: games.postscore,
    eventTitle: games.eventTitle,
  },
  season: { id: seasons.id, title: seasons.title, year: seasons.year },
  sport: { id: sports.id, title: sports.title, shortName: sports.shortName, globalSportNameSlug: sports.globalSportNameSlug },
  opponent: { id: opponents.id, title: opponents.title, logo: opponents.logo },
};

type Row = {
  box: typeof gameBoxScores.$inferSelect;
  game: StoredBoxScore['game'] & { eventTitle: string | null };
  season: StoredBoxScore['season'];
  sport: StoredBoxScore['sport'];
  opponent: { id: number | null; title: string | null; logo: string | null } | null;
};

function stored(row: Row): StoredBoxScore {
  const { box } = row;
  const family = isStatFamily(box.family) ? box.family : 'basketball';
  const { eventTitle, ...game } = row.game;
  return {
    gameId: box.gameId,
    family,
    periodLabel: box.periodLabel,
    periods: box.periods,
    teamPeriodScores: box.teamPeriodScores,
    opponentPeriodScores: box.opponentPeriodScores,
    teamScore: box.teamScore,
    opponentScore: box.opponentScore,
    team: { lines: box.teamLines, extras: box.teamExtras },
    opponent: { lines: box.opponentLines, extras: box.opponentExtras },
    scoringPlays: box.scoringPlays,
    attendance: box.attendance,
    game,
    season: row.season,
    sport: row.sport,
    rival: { id: row.opponent?.id ?? null, title: row.opponent?.title ?? eventTitle ?? 'Opponent', logo: row.opponent?.logo ?? null },
  };
}

function select(db: Db) {
  return db
    .select(columns)
    .from(gameBoxScores)
    .innerJoin(games, eq(games.id, gameBoxScores.gameId))
    .innerJoin(seasons, eq(seasons.id, gameBoxScores.seasonId))
    .innerJoin(sports, eq(sports.id, gameBoxScores.sportId))
    .leftJoin(opponents, eq(opponents.id, games.opponentId));
}

const boxScoreOfGame = preparedQuery((db) =>
  select(db)
    .where(and(eq(gameBoxScores.tenantId, sql.placeholder('tenantId')), eq(gameBoxScores.gameId, sql.placeholder('gameId'))))
    .prepare('box_score_of_game'),
);

/** The box score of one of the school's games; undefined for another school's game, or one without a box score. */
export async function findBoxScore(db: Db, tenantId: number, gameId: number): Promise<StoredBoxScore | undefined> {
  const [row] = await boxScoreOfGame(db).execute({ tenantId, gameId });
  return row ? stored(row as Row) : undefined;
}

/** Every box score of a sport's season, oldest game first. */
export async function seasonBoxScores(db: Db, tenantId: number, sportId: number, seasonId: number): Promise<StoredBoxScore[]> {
  const rows = await select(db)
    .where(and(eq(gameBoxScores.tenantId, tenantId), eq(gameBoxScores.sportId, sportId), eq(gameBoxScores.seasonId, seasonId)))
    .orderBy(asc(games.date), asc(games.id));
  return rows.map((row) => stored(row as Row));
}

/** A player's game in a box score: the box score, and their line in it. */
export interface PlayerGame {
  box: StoredBoxScore;
  line: PlayerLine;
}

/** Every game of a sport (all seasons, oldest first) in which the person has a line. */
export async function playerGames(db: Db, tenantId: number, sportId: number, playerId: number): Promise<PlayerGame[]> {
  // The person's lines are found inside the stored documents; only their games are read whole.
  const rows = await select(db)
    .where(
      and(
        eq(gameBoxScores.tenantId, tenantId),
        eq(gameBoxScores.sportId, sportId),
        sql`EXISTS (SELECT 1 FROM json_array_elements(${gameBoxScores.teamLines}) AS line WHERE (line ->> 'playerId') = ${String(playerId)})`,
      ),
    )
    .orderBy(asc(games.date), asc(games.id));
  return rows.flatMap((row) => {
    const box = stored(row as Row);
    const line = box.team.lines.find((entry) => entry.playerId === playerId);
    return line ? [{ box, line }] : [];
  });
}

export interface SeasonRef {
  id: number;
  title: string;
  year: number;
  isCurrent: boolean;
}

/** A sport's seasons, newest first. */
export async function sportSeasons(db: Db, tenantId: number, sportId: number): Promise<SeasonRef[]> {
  return db
    .select({ id: seasons.id, title: seasons.title, year: seasons.year, isCurrent: seasons.isCurrent })
    .from(seasons)
    .where(and(eq(seasons.tenantId, tenantId), eq(seasons.sportId, sportId)))
    .orderBy(sql`${seasons.year} DESC`);
}
