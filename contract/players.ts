import { z } from 'zod';
import { pageEnvelope } from './paging';
import { peopleImageWire, peopleSportWire } from './people';
import { rosterDisplayFieldWire, rosterPlayerWire } from './rosters';

export const rosterPlayersPageWire = pageEnvelope(rosterPlayerWire);

/** One season of the player in this sport, oldest first (v2-reference 9, historicalFields[]). */
export const playerHistoricalFieldWire = z.object({
  rosterPlayerId: z.number(),
  image: peopleImageWire.nullish(),
  season: z.string(),
  year: z.number(),
  weight: z.number().nullish(),
  /** Change from the season before: -1 down, 0 same (or first season), 1 up. */
  weightTrend: z.number(),
  heightFeet: z.number().nullish(),
  heightInches: z.number().nullish(),
  height: z.string(),
  heightTrend: z.number(),
  position: z.string(),
  jerseyNumber: z.string(),
  academicYear: z.string(),
  isCaptain: z.boolean(),
});

/** GET /Players/roster/bio/{rosterPlayerId} (v2-reference 9). */
export const playerBioWire = rosterPlayerWire.extend({
  rosterDisplayTitle: z.string(),
  seasonSlug: z.string(),
  images: z.array(z.unknown()),
  bioFields: z.object({
    rp_academic_year: z.string(),
    rp_position_short: z.string().nullish(),
    rp_custom1: z.string().nullish(),
    height: z.string(),
    rp_weight: z.string().nullish(),
    player_previous_school: z.string().nullish(),
    player_hometown: z.string(),
  }),
  historicalFields: z.array(playerHistoricalFieldWire),
  displayFields: z.array(rosterDisplayFieldWire),
  rankedBioFields: z.array(z.object({ label: z.string(), value: z.string(), bioField: z.string(), rank: z.number() })),
  settings: z.object({ showXmlStatsOnRpPage: z.boolean(), showHistoricalInfoOnRpPage: z.boolean() }),
  statsSeasons: z.array(z.object({ season: z.string(), year: z.number(), rosterPlayerId: z.number() })),
});
export type PlayerBioWire = z.infer<typeof playerBioWire>;

/** GET /Players/history items: one per player and sport, for the historical roster (v2-reference 9). */
export const playerHistoryItemWire = z.object({
  playerId: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  /** The player's season titles in this sport, oldest first, joined with ', '. */
  seasons: z.string(),
  /** The player's latest season in this sport. */
  rosterPlayerId: z.number(),
  sportName: z.string(),
  sportSlug: z.string(),
  image: peopleImageWire.nullish(),
  sportId: z.number(),
});
export type PlayerHistoryItemWire = z.infer<typeof playerHistoryItemWire>;
export const playerHistoryPageWire = pageEnvelope(playerHistoryItemWire);

/** GET /Players/{playerId}/media items (v2-reference 9): the player's season headshots. */
export const playerMediaItemWire = z.object({
  id: z.string(),
  type: z.string(),
  title: z.string(),
  postDate: z.string(),
  image: peopleImageWire,
  url: z.string(),
});
export const playerMediaListWire = z.array(playerMediaItemWire);

/** GET /Players/random items (v2-reference 9): `id` is the rosterPlayerId of a current roster. */
export const randomPlayerWire = z.object({
  positionShort: z.string().nullish(),
  positionLong: z.string().nullish(),
  heightFeet: z.number().nullish(),
  heightInches: z.number().nullish(),
  weight: z.number().nullish(),
  academicYearKey: z.number().nullish(),
  academicYear: z.string().nullish(),
  jerseyNumber: z.string().nullish(),
  lastUpdated: z.string(),
  image: peopleImageWire.nullish(),
  sport: peopleSportWire,
  id: z.number(),
  lastName: z.string(),
  firstName: z.string(),
  hometown: z.string(),
  /** Ours: the same id under its own name, and the person. */
  rosterPlayerId: z.number().optional(),
  playerId: z.number().optional(),
});
export const randomPlayersPageWire = pageEnvelope(randomPlayerWire);

/** GET /Players/search items (v2.1 shape, served under v2): `id` is the latest rosterPlayerId. */
export const playerSearchItemWire = z.object({
  id: z.number(),
  text: z.string(),
  imagePath: z.string(),
  /** Ours: where the bio lives. */
  sportSlug: z.string().optional(),
  playerId: z.number().optional(),
});
export const playerSearchListWire = z.array(playerSearchItemWire);

/** GET /Players/settings: v2 shape not given; ours is the v2.1 object plus the bio page switches. */
export const playerSettingsWire = z.object({
  wePlayedIntegrationEnabled: z.boolean(),
  showXmlStatsOnRpPage: z.boolean(),
  showHistoricalInfoOnRpPage: z.boolean(),
});
