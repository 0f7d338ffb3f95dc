import { z } from 'zod';
import { statColumnWire } from './box-score';

/** Stat values by column key, as strings (v2-reference 11 gives every stat as a string). */
const statValues = z.record(z.string(), z.string());

/** One game of a player's season: which game, and the player's line in it. */
export const statsGameRowWire = z.object({
  gameId: z.number().int(),
  date: z.string(),
  opponent: z.string(),
  locationIndicator: z.string(),
  /** The school's result with the score: 'W 5-3'. */
  result: z.string(),
  values: statValues,
});

/** A player's best single game in one stat this season. */
export const statsSeasonHighWire = z.object({
  group: z.string(),
  stat: z.string(),
  label: z.string(),
  title: z.string(),
  value: z.string(),
  gameId: z.number().int(),
  date: z.string(),
  opponent: z.string(),
});

/** A stat group of the player's season: columns, game-by-game lines and the season line. */
export const statsBioGroupWire = z.object({
  name: z.string(),
  title: z.string(),
  columns: z.array(statColumnWire),
  games: z.array(statsGameRowWire),
  totals: statValues,
});

/**
 * GET /Stats/bio?rosterPlayerId=&sport=&year= (v2-reference 11; no field required). The reference names the
 * baseball-style groups (hitting, pitching, fielding: game-by-game lines and the season total); `groups` and
 * `highs` carry every sport's groups the same way.
 */
export const statsBioWire = z.object({
  currentStats: z
    .object({
      pitchingStats: z.array(statsGameRowWire).nullish(),
      pitchingStatsTotal: statValues.nullish(),
      hittingStats: z.array(statsGameRowWire).nullish(),
      hittingStatsTotal: statValues.nullish(),
      fieldingStats: z.array(statsGameRowWire).nullish(),
      fieldingStatsTotal: statValues.nullish(),
      groups: z.array(statsBioGroupWire).nullish(),
    })
    .nullish(),
  seasonHighStats: z
    .object({
      pitchingStats: z.array(statsSeasonHighWire).nullish(),
      hittingStats: z.array(statsSeasonHighWire).nullish(),
      highs: z.array(statsSeasonHighWire).nullish(),
    })
    .nullish(),
});
export type StatsBioWire = z.infer<typeof statsBioWire>;

/** v2-reference 11: a baseball/softball season of a career (the rosterPlayerId sample). */
export const diamondCareerSeasonWire = z.object({
  source: z.string(),
  name: z.string(),
  uniform: z.string(),
  gp: z.string(),
  gs: z.string(),
  classYear: z.string(),
  seasonTitle: z.string(),
  position: z.string(),
  code: z.string(),
  spot: z.string(),
  bats: z.string(),
  throws: z.string(),
  scheduledInnings: z.number(),
  seasonStats: z.object({
    hittingStats: statValues.nullish(),
    pitchingStats: statValues.nullish(),
    fieldingStats: statValues.nullish(),
  }),
});

/**
 * v2-reference 11: a season of a career in the other sports (the playerId sample is soccer's goal, shot,
 * goalie and penalty groups); other sports carry their own groups in `seasonStats`, named '<group>Stats'.
 */
export const careerSeasonWire = z.object({
  source: z.string(),
  name: z.string(),
  checkname: z.string(),
  jersey: z.string(),
  gamesPlayed: z.string(),
  gamesStarted: z.string(),
  position: z.string(),
  min: z.string().nullish(),
  isGoalie: z.boolean().nullish(),
  seasonTitle: z.string(),
  seasonStats: z.record(z.string(), statValues.nullable()),
});

/** GET /Stats/{sportSlug}/player/career: an object keyed by season year (YYYY). */
export const playerCareerWire = z.record(z.string().regex(/^\d{4}$/), z.union([diamondCareerSeasonWire, careerSeasonWire]));
export type PlayerCareerWire = z.infer<typeof playerCareerWire>;
