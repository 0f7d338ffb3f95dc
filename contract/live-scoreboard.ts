import * as z from 'zod/mini';

/**
 * The live scoreboard (GET /api/v2/live/scoreboard and its stream, GET /live/scoreboard/events), in
 * zod's tree-shakable form: the scoreboard is on most pages from their first load, and this form
 * keeps the first load at zod's core (DESIGN 7: bench:bundle). Same rules as the rest of the contract;
 * contract/live-events.ts re-exports it beside the game stream.
 */

export { LIVE_EVENT } from './live-event-names';

const side = z.enum(['H', 'A', 'N']);

/** spec 3: one side of a live event item (core/games/live-event-item.ts LiveEventTeam). */
export const liveEventTeamWire = z.object({
  icon: z.nullable(z.string()),
  name: z.string(),
  abbreviation: z.nullable(z.string()),
  Score: z.nullable(z.number()),
  color: z.nullable(z.string()),
});

/** spec 3: Live event item, field names exactly as the spec lists them (core/games/live-event-item.ts). */
export const liveEventItemWire = z.object({
  id: z.int(),
  date: z.string(),
  formatedDate: z.string(),
  dateTime: z.string(),
  dateTimeUtc: z.string(),
  endDateTime: z.nullable(z.string()),
  endDateTimeUtc: z.nullable(z.string()),
  gameType: z.string(),
  /** spec 4 game state number (3 Live; 4, 7, 8 complete). */
  gameState: z.nullable(z.int()),
  gameStateDisplay: z.nullable(z.string()),
  /** The clock as shown ('7:42'), or the start time before the game ('7:00 PM'). */
  gameTime: z.nullable(z.string()),
  gameLocationIndicator: side,
  /** The period as shown: '2nd Half', 'Top 5th', 'Set 3', 'OT', 'Final'. */
  gameStatus: z.string(),
  period: z.nullable(z.number()),
  periodsRegulation: z.nullable(z.number()),
  location: z.object({
    location: z.nullable(z.string()),
    facilityTitle: z.nullable(z.string()),
    HAN: side,
    neutralHomeTeam: z.boolean(),
  }),
  sport: z.object({ id: z.int(), title: z.string(), shortname: z.string(), global_sport_shortname: z.nullable(z.string()) }),
  teams: z.object({ home: liveEventTeamWire, away: liveEventTeamWire }),
  schoolIsHome: z.boolean(),
  opponentIsHome: z.boolean(),
  opponentInfo: z.object({
    id: z.int(),
    image: z.nullable(z.object({ alt: z.string(), fullpath: z.string() })),
    title: z.string(),
    prefix: z.nullable(z.string()),
    website: z.nullable(z.string()),
  }),
});
export type LiveEventItemWire = z.infer<typeof liveEventItemWire>;

/** GET /live/scoreboard and the stream's `event: scoreboard`: the school's games under way, soonest first. */
export const liveScoreboardWire = z.object({ items: z.array(liveEventItemWire) });
export type LiveScoreboardWire = z.infer<typeof liveScoreboardWire>;

/** The scoreboard stream's `event: item`: one game's item, changed. */
export const liveScoreboardItemEventWire = z.object({ item: liveEventItemWire });
