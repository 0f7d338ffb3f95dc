import { z } from 'zod';
import { scheduleGameFileWire } from './schedule';
import { pageEnvelope } from './paging';
import { peopleSportWire } from './people';

/** A W-L-T count (v2-reference 21); `currentStreak` counts only the streak's result. */
export const winLossTieWire = z.object({ wins: z.number(), losses: z.number(), ties: z.number() });

const marginWire = z.object({ gameId: z.number(), gameDate: z.string(), margin: z.number(), teamScore: z.string(), opponentScore: z.string() });

/** GET /OpponentHistory/list/{sportId} item: the school's all-time series with one opponent in a sport. */
export const opponentSeriesWire = z.object({
  opponent: z.object({ id: z.number(), name: z.string() }),
  results: z.array(
    z.object({
      gameId: z.number(),
      gameDate: z.string(),
      resultStatus: z.string(),
      gameLocationIndicator: z.string(),
      gameConference: z.boolean(),
      teamScore: z.string().nullish(),
      opponentScore: z.string().nullish(),
    }),
  ),
  teamTotalPoints: z.number(),
  opponentTotalPoints: z.number(),
  allTimeAdjustmentsRecords: winLossTieWire,
  allTotalRecords: winLossTieWire,
  lastTenGameRecords: winLossTieWire,
  currentStreak: winLossTieWire,
  largestMarginOfVictory: marginWire.nullish(),
  smallestMarginOfVictory: marginWire.nullish(),
  opponentName: z.string(),
  opponentId: z.number(),
  /** Ours: the year of the first meeting, from the series' history. */
  firstMeetingYear: z.number().nullish(),
});
export const opponentSeriesPageWire = pageEnvelope(opponentSeriesWire);
export type OpponentSeriesWire = z.infer<typeof opponentSeriesWire>;

/**
 * The opponent's logo on each result (v2-reference 21 `results[].image`): the platform's full media
 * record, its `any` members nullable but always there. Null when the opponent has no logo.
 */
export const opponentResultImageWire = z.object({
  id: z.number(),
  fileName: z.string(),
  path: z.string(),
  defaultCaption: z.string().nullable(),
  origWidth: z.number().nullable(),
  origHeight: z.number().nullable(),
  categoryId: z.number().nullable(),
  isTemp: z.boolean().nullable(),
  created: z.string(),
  oldId: z.number().nullable(),
  creditId: z.number().nullable(),
  lastUpdated: z.string(),
  galimageId: z.number().nullable(),
  tags: z.string().nullable(),
  oldPath: z.string().nullable(),
  isSvg: z.boolean(),
  mediaCaption: z.string().nullable(),
  url: z.string(),
  absoluteUrl: z.string(),
  altText: z.string(),
  title: z.string(),
  creditName: z.string().nullable(),
});

/** GET /OpponentHistory/opponent/{sportId}/{opponentId} (v2-reference 21). */
export const opponentHistoryWire = z.object({
  opponent: z.object({ id: z.number(), title: z.string(), image: z.string().nullish(), prefix: z.string().nullish(), name: z.string() }),
  results: z.array(
    z.object({
      gameId: z.number(),
      gameDate: z.string(),
      resultStatus: z.string(),
      gamePregameStoryId: z.number().nullish(),
      gamePostGameStoryId: z.number().nullish(),
      gameLocationIndicator: z.string(),
      gameLocation: z.string().nullish(),
      gameConference: z.boolean(),
      opponentName: z.string(),
      seasonTitle: z.string(),
      teamScore: z.string().nullish(),
      opponentScore: z.string().nullish(),
      resultBoxScoreFile: z.string().nullish(),
      resultPostscoreInfo: z.string().nullish(),
      scoringLine: z.unknown().optional(),
      image: opponentResultImageWire.nullable(),
      opponentLogoPath: z.string().nullish(),
      result: z.object({
        status: z.string(),
        teamScore: z.string().nullish(),
        opponentScore: z.string().nullish(),
        prescoreInfo: z.string().nullish(),
        postscoreInfo: z.string().nullish(),
        boxscore: z.string().nullish(),
        recap: z.object({ title: z.string(), url: z.string() }).nullish(),
      }),
      media: z.object({
        tv: z.string().nullish(),
        tvImage: z.string().nullish(),
        tvImageLink: z.string().nullish(),
        radio: z.string().nullish(),
        video: z.string().nullish(),
        audio: z.string().nullish(),
        stats: z.string().nullish(),
        tickets: z.string().nullish(),
        preview: z.string().nullish(),
        gamefiles: z.array(scheduleGameFileWire),
        customDisplayFields: z.array(z.unknown()),
        gameNote: z.string().nullish(),
      }),
    }),
  ),
  largestMarginOfVictory: marginWire.nullish(),
  smallestMarginOfVictory: marginWire.nullish(),
  // The people's sport, led by pointsSynonym and always titled.
  sport: z.object({ pointsSynonym: z.string(), ...peopleSportWire.shape, title: z.string() }),
  allTotalRecords: winLossTieWire,
  allTimeAdjustmentsRecords: winLossTieWire,
  homeRecords: winLossTieWire,
  awayRecords: winLossTieWire,
  conferenceRecords: winLossTieWire,
  lastTenGameRecords: winLossTieWire,
  teamTotalPoints: z.number(),
  opponentTotalPoints: z.number(),
  currentStreak: winLossTieWire,
  /** Ours: the year of the first meeting. */
  firstMeetingYear: z.number().nullish(),
});
export type OpponentHistoryWire = z.infer<typeof opponentHistoryWire>;

/** GET /OpponentHistory/filters/opponents item (v2-reference 21). */
export const opponentFilterWire = z.object({ value: z.number(), name: z.string(), statTitle: z.string() });
export const opponentFiltersWire = z.array(opponentFilterWire);
