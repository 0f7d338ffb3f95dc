import { z } from 'zod';
import { sportRefWire } from './sports';

/**
 * GET /api/v2/Stats/boxscore/{gameId}: a finished game's box score. Not in the reference; shaped in its
 * style (camelCase, numeric ids, ISO dates) after the live stats feed's per-team Stats: player groups
 * (football Passing/Rushing/..., baseball Batting/Pitching/Fielding, hockey Skaters/Goalies) with a key of
 * columns and string values per player, team totals, and the line score by period.
 */

/** A column of a stat table: key in `values`, short label ('PTS') and full title ('Points'). */
export const statColumnWire = z.object({ key: z.string(), label: z.string(), title: z.string() });
export type StatColumnWire = z.infer<typeof statColumnWire>;

export const statsSeasonWire = z.object({
  id: z.number().int(),
  title: z.string(),
  /** The season's first year (YYYY). */
  year: z.number().int(),
});

export const boxScorePlayerWire = z.object({
  /** The school's roster entry (v2-reference 9: rosterPlayerId) and person; null for an opponent's player. */
  rosterPlayerId: z.number().int().nullish(),
  playerId: z.number().int().nullish(),
  name: z.string(),
  jersey: z.string().nullish(),
  /** The position played in the game ('SS', 'PH', 'QB', '157'). */
  position: z.string().nullish(),
  starter: z.boolean(),
  values: z.record(z.string(), z.string()),
});

export const boxScoreGroupWire = z.object({
  /** Stable group key ('batting') and the feed's group name ('Batting'). */
  name: z.string(),
  title: z.string(),
  columns: z.array(statColumnWire),
  players: z.array(boxScorePlayerWire),
  /** The team's line of this group, by column key. */
  totals: z.record(z.string(), z.string()),
});
export type BoxScoreGroupWire = z.infer<typeof boxScoreGroupWire>;

/** A team summary figure (points, FG%, left on base, total offense). */
export const teamTotalWire = z.object({ key: z.string(), label: z.string(), title: z.string(), value: z.string() });

export const boxScoreTeamWire = z.object({
  /** The opponent's id (v2-reference opponent.id); null for the school. */
  id: z.number().int().nullish(),
  isSchool: z.boolean(),
  name: z.string(),
  logo: z.string().nullish(),
  score: z.number().int(),
  /** W, L or T from this team's side. */
  resultStatus: z.string(),
  /** One per period of `periods`, as line scores print them ('X' for an unneeded bottom half). */
  periodScores: z.array(z.string()),
  totals: z.array(teamTotalWire),
  playerGroups: z.array(boxScoreGroupWire),
});
export type BoxScoreTeamWire = z.infer<typeof boxScoreTeamWire>;

export const scoringPlayWire = z.object({
  period: z.string(),
  clock: z.string().nullish(),
  isSchool: z.boolean(),
  teamName: z.string(),
  description: z.string(),
  homeScore: z.number().int(),
  visitingScore: z.number().int(),
});

export const boxScoreWire = z.object({
  gameId: z.number().int(),
  sport: sportRefWire,
  season: statsSeasonWire,
  /** Local start (YYYY-MM-DDTHH:mm:ss) and the same instant in UTC (ISO). */
  date: z.string(),
  dateUtc: z.string().nullish(),
  locationIndicator: z.string(),
  location: z.string().nullish(),
  facility: z.string().nullish(),
  isConference: z.boolean(),
  attendance: z.number().int().nullish(),
  /** The school's result: W, L or T, and the final score from the school's side. */
  resultStatus: z.string(),
  teamScore: z.number().int(),
  opponentScore: z.number().int(),
  postscore: z.string().nullish(),
  thisTeamIsHomeTeam: z.boolean(),
  /** 'Half', 'Qtr', 'Inning', 'Set', 'Period'. */
  periodLabel: z.string(),
  periods: z.array(z.string()),
  homeTeam: boxScoreTeamWire,
  visitingTeam: boxScoreTeamWire,
  scoringSummary: z.array(scoringPlayWire),
});
export type BoxScoreWire = z.infer<typeof boxScoreWire>;
