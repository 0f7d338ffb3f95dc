import { z } from 'zod';

/** spec 3 Live stats of one team. */
export const liveStatsTeamWire = z.object({
  score: z.number().nullable(),
  name: z.string().nullable(),
  period_scores: z.array(z.number().nullable()),
  timeouts: z.array(z.number().nullable()),
});

/**
 * GET /api/v2/LiveStats item: a game of the school with a live document from its stat crew, and the spec's
 * Live stats of that document (spec 3: has_started, is_complete, clock seconds, period, home, away, school
 * and opponent). The reference gives no shape; `eventId` is the document's latest event id, so a client can
 * open the game's stream (/live/games/{gameId}/events) from there.
 */
export const liveStatsItemWire = z.object({
  gameId: z.number().int(),
  eventId: z.number().int(),
  updatedAt: z.string(),
  sportId: z.number().int(),
  sportTitle: z.string(),
  date: z.string(),
  /** The stat crew's own live stats page, when its document names one. */
  liveStatsUrl: z.string().nullable(),
  has_started: z.boolean(),
  is_complete: z.boolean(),
  clock_seconds: z.number().nullable(),
  period: z.object({ number: z.number().nullable(), regulation: z.number(), name: z.string() }),
  home: liveStatsTeamWire,
  away: liveStatsTeamWire,
  school: liveStatsTeamWire,
  opponent: liveStatsTeamWire,
});
export type LiveStatsItemWire = z.infer<typeof liveStatsItemWire>;

/** GET /api/v2/LiveStats: every game with a live document, games under way first, then by start time. */
export const liveStatsWire = z.array(liveStatsItemWire);
