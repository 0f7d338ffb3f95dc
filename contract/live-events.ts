import { z } from 'zod';
import {
  liveGameDocumentWire,
  liveGameInfoFieldsWire,
  liveLeaderWire,
  livePlayerGroupWire,
  livePlayWire,
  liveSituationWire,
  liveTeamStatsWire,
  liveTeamWire,
} from './live-game';

/**
 * What fans receive from the live routes (GET /api/v2/live/...). The game stream
 * (GET /live/games/{gameId}/events, text/event-stream) sends `event: state` first (the full state, also the
 * body of GET /live/games/{gameId}), then `event: delta` for each change; each event's `id:` is the game's
 * event id, so a reconnect with Last-Event-ID (or ?lastEventId=) resumes with the next one. Apply a delta
 * with core/live/live-delta.ts applyLiveDelta. The scoreboard stream (GET /live/scoreboard/events) sends
 * `event: scoreboard` (every game under way) first, then `event: item` whenever one of them changes,
 * including the change that ends it (its gameState then says complete; the next full list drops it).
 */
export { LIVE_EVENT, liveEventItemWire, liveEventTeamWire, liveScoreboardItemEventWire, liveScoreboardWire } from './live-scoreboard';
export type { LiveEventItemWire, LiveScoreboardWire } from './live-scoreboard';

/** The full state of a live game: its normalised document (core/live/live-game.ts LiveGame). */
export const liveGameStateWire = z.object({
  gameId: z.number().int(),
  /** The id of the latest event folded into `game` (the SSE `id:`). */
  eventId: z.number().int(),
  /** When the server stored this version (ISO). */
  updatedAt: z.string(),
  game: liveGameDocumentWire,
});
export type LiveGameStateWire = z.infer<typeof liveGameStateWire>;

const mapPatch = <T extends z.ZodType>(value: T) =>
  z.object({ set: z.record(z.string(), value).optional(), remove: z.array(z.string()).optional() });

/** A changed stat group: its new fields, and the rows of Values that are new or differ (by index). */
const livePlayerGroupDeltaWire = z.object({
  Title: z.string().nullable().optional(),
  Key: z.record(z.string(), z.string()).optional(),
  Descriptors: z.record(z.string(), z.string()).optional(),
  Values: z.object({ length: z.number().int().nonnegative(), rows: z.record(z.string(), z.record(z.string(), z.string())) }).optional(),
});

const stringMap = z.record(z.string(), z.string());

const liveTeamStatsDeltaWire = liveTeamStatsWire
  .omit({ PlayerGroups: true, Totals: true })
  .partial()
  .extend({
    PlayerGroups: mapPatch(livePlayerGroupWire).extend({ patch: z.record(z.string(), livePlayerGroupDeltaWire).optional() }).optional(),
    /** The parts of the totals that changed; null: no totals any more. */
    Totals: z.object({ Key: stringMap.optional(), FullKey: stringMap.optional(), Values: stringMap.optional() }).nullable().optional(),
  });

/** core/live/live-delta.ts LiveDelta: absent sections did not change. */
export const liveDeltaWire = z.object({
  game: liveGameInfoFieldsWire.omit({ HomeTeam: true, VisitingTeam: true, LastPlays: true, Situation: true }).partial().optional(),
  homeTeam: liveTeamWire.partial().optional(),
  visitingTeam: liveTeamWire.partial().optional(),
  situation: liveSituationWire.nullable().optional(),
  lastPlays: z.object({ drop: z.number().int().nonnegative(), append: z.array(livePlayWire) }).optional(),
  plays: z.object({ keep: z.number().int().nonnegative(), append: z.array(livePlayWire) }).optional(),
  stats: z
    .object({ HomeTeam: liveTeamStatsDeltaWire.nullable().optional(), VisitingTeam: liveTeamStatsDeltaWire.nullable().optional() })
    .nullable()
    .optional(),
  leaders: mapPatch(z.array(liveLeaderWire)).nullable().optional(),
  seasonStats: liveGameDocumentWire.shape.SeasonStats.optional(),
});
export type LiveDeltaWire = z.infer<typeof liveDeltaWire>;

/** `event: delta`: what changed since event `eventId - 1`. */
export const liveDeltaEventWire = z.object({
  gameId: z.number().int(),
  eventId: z.number().int(),
  updatedAt: z.string(),
  delta: liveDeltaWire,
});
export type LiveDeltaEventWire = z.infer<typeof liveDeltaEventWire>;
