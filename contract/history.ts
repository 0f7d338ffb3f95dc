import { z } from 'zod';

export const yearByYearGameWire = z.object({
  gameId: z.number(),
  sportTitle: z.string(),
  gameDate: z.string(),
  resultStatus: z.string(),
  gameOpponent: z.string(),
  gameLocationIndicator: z.string(),
  gameLocation: z.string(),
  gameConference: z.boolean(),
  gameType: z.string(),
  opponentId: z.number().nullish(),
  opponentName: z.string().nullish(),
  resultTeamScore: z.string().nullish(),
  resultOpponentScore: z.string().nullish(),
  boxscoreLink: z.string().nullish(),
});

/**
 * GET /History/YearByYear (v2-reference 10): one key per season title ('2026-27' or '2026') that has
 * results; each holds the season's finished games and its records ('W-L' strings).
 */
export const yearByYearWire = z.record(
  z.string(),
  z.object({
    games: z.array(yearByYearGameWire),
    records: z.object({
      overall: z.string().nullish(),
      conference: z.string().nullish(),
      home: z.string().nullish(),
      away: z.string().nullish(),
      neutral: z.string().nullish(),
    }),
  }),
);
export type YearByYearWire = z.infer<typeof yearByYearWire>;
