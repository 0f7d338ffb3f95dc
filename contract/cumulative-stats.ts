import { z } from 'zod';
import { statColumnWire, statsSeasonWire } from './box-score';
import { sportRefWire } from './sports';

/**
 * GET /api/v2/Stats/cumulative?sportId=&season=: a sport's season to date, computed from its box scores.
 * Not in the reference; shaped in its style. `season` is the year (YYYY) or the season title (YYYY-YY);
 * without it, the current season.
 */

const playerRef = {
  rosterPlayerId: z.number().int().nullish(),
  playerId: z.number().int().nullish(),
  name: z.string(),
  jersey: z.string().nullish(),
};

export const cumulativePlayerWire = z.object({
  ...playerRef,
  position: z.string().nullish(),
  /** Games with a line in this group, and starts. */
  gamesPlayed: z.number().int(),
  gamesStarted: z.number().int(),
  /** Season totals and rates, by column key. */
  values: z.record(z.string(), z.string()),
  /** Per-game averages of the counting stats, by column key (one decimal). */
  averages: z.record(z.string(), z.string()),
});

export const cumulativeGroupWire = z.object({
  name: z.string(),
  title: z.string(),
  columns: z.array(statColumnWire),
  averageColumns: z.array(statColumnWire),
  players: z.array(cumulativePlayerWire),
  /** The school's and its opponents' season lines of this group, by column key. */
  totals: z.record(z.string(), z.string()),
  opponentTotals: z.record(z.string(), z.string()),
});

export const cumulativeTeamStatWire = z.object({ key: z.string(), label: z.string(), title: z.string(), team: z.string(), opponents: z.string() });

export const cumulativeLeaderWire = z.object({
  /** The stat's name and abbreviation (spec 9's where the spec names them): 'Points', 'PTS'. */
  category: z.string(),
  abbreviation: z.string(),
  /** A display label where the spec gives one ('Pass Yards' shows 'Passing'). */
  label: z.string().nullish(),
  group: z.string(),
  leaders: z.array(z.object({ ...playerRef, value: z.string() })),
});

export const cumulativeGameWire = z.object({
  gameId: z.number().int(),
  date: z.string(),
  opponent: z.object({ id: z.number().int().nullish(), title: z.string() }),
  locationIndicator: z.string(),
  isConference: z.boolean(),
  resultStatus: z.string(),
  teamScore: z.number().int(),
  opponentScore: z.number().int(),
});

export const cumulativeRecordWire = z.object({
  wins: z.number().int(),
  losses: z.number().int(),
  ties: z.number().int(),
  /** 'W-L' or 'W-L-T' overall, in conference, at home, away and at neutral sites. */
  overall: z.string(),
  conference: z.string(),
  home: z.string(),
  away: z.string(),
  neutral: z.string(),
});

export const cumulativeStatsWire = z.object({
  sport: sportRefWire,
  season: statsSeasonWire,
  gamesPlayed: z.number().int(),
  record: cumulativeRecordWire,
  games: z.array(cumulativeGameWire),
  teamStats: z.array(cumulativeTeamStatWire),
  playerGroups: z.array(cumulativeGroupWire),
  leaders: z.array(cumulativeLeaderWire),
});
export type CumulativeStatsWire = z.infer<typeof cumulativeStatsWire>;
