import { z } from 'zod';
import { sportSummaryWire } from './schedule';

const winLossTieWire = z.object({ wins: z.number(), losses: z.number(), ties: z.number() });

export const standingRowWire = z.object({
  rank: z.number(),
  teamName: z.string(),
  opponentId: z.number().nullish(),
  isSchool: z.boolean(),
  logo: z.string().nullish(),
  conferenceRecord: winLossTieWire,
  conferencePercentage: z.string(),
  overallRecord: winLossTieWire,
  overallPercentage: z.string(),
});

/**
 * Ours (v2-reference 10: shape not given). GET /ConferenceStandings/global: the conference table of
 * each sport's current season, the school's row flagged.
 */
export const conferenceStandingsWire = z.array(
  z.object({
    sport: sportSummaryWire,
    seasonId: z.number(),
    seasonTitle: z.string(),
    conference: z.object({ id: z.number().nullish(), title: z.string(), abbreviation: z.string().nullish(), logo: z.string().nullish() }),
    standings: z.array(standingRowWire),
  }),
);
export type ConferenceStandingsWire = z.infer<typeof conferenceStandingsWire>;
