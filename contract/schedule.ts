import { z } from 'zod';

/** v2-reference 1.10 SH4: the short sport object of schedule games and calendar events. */
export const sportSummaryWire = z.object({
  id: z.number(),
  title: z.string().nullish(),
  abbreviation: z.string().nullish(),
  shortname: z.string(),
  shortDisplay: z.string().nullish(),
  globalSportShortname: z.string().nullish(),
});
export type SportSummaryWire = z.infer<typeof sportSummaryWire>;

/** The sport object of a schedule record (v2-reference 10, `Schedule/{scheduleId}/Record`). */
export const recordSportWire = z.object({
  id: z.number(),
  title: z.string(),
  abbreviation: z.string().nullish(),
  shortname: z.string(),
  shortTitle: z.string().nullish(),
  globalSportId: z.number().nullish(),
  sportNonSport: z.boolean(),
  showAtVs: z.boolean(),
  globalSportShortname: z.string().nullish(),
  gender: z.string().nullish(),
  youtube: z.string().nullish(),
  facebook: z.string().nullish(),
  twitter: z.string().nullish(),
  instagram: z.string().nullish(),
  globalSportNameSlug: z.string(),
  url: z.unknown().optional(),
  ranking: z.string().nullish(),
  gameSynonym: z.string().nullish(),
});

/**
 * GET /Schedule/{scheduleId}/Record, GET /Season/{seasonId}/record and the items of
 * GET /Season/standings (v2-reference 10). Records read 'W-L' or 'W-L-T'; percentages '.667'.
 */
export const scheduleRecordWire = z.object({
  scheduleId: z.number(),
  sport: recordSportWire,
  seasonId: z.number(),
  scheduleDisplayTitle: z.string(),
  overallRecord: z.string(),
  overallPercentage: z.string(),
  overallRecordUnformatted: z.string(),
  conferenceRecord: z.string(),
  conferencePercentage: z.string(),
  conferencePoints: z.string(),
  streak: z.string(),
  homeRecord: z.string(),
  awayRecord: z.string(),
  neutralRecord: z.string(),
});
export type ScheduleRecordWire = z.infer<typeof scheduleRecordWire>;

/** GET /Schedule/settings (v2-reference 10). */
export const scheduleSettingsWire = z.object({
  opponentHistoryPageEnabled: z.boolean(),
  scheduleScoreDisplay: z.string(),
  isSeasonDepositEnabled: z.boolean(),
  scheduleDefaultView: z.string(),
  schedulePageShowAtVs: z.boolean(),
});
export type ScheduleSettingsWire = z.infer<typeof scheduleSettingsWire>;

const linkWire = z.object({ title: z.string(), url: z.string(), label: z.string().nullish(), cssClass: z.string().nullish() });

export const opponentImageWire = z.object({
  fullpath: z.string(),
  filename: z.string(),
  path: z.string(),
  title: z.string().nullish(),
  alt: z.string().nullish(),
});

/** The opponent of a schedule game or calendar event. */
export const scheduleOpponentWire = z.object({
  id: z.number(),
  title: z.string().nullish(),
  prefix: z.string().nullish(),
  website: z.string().nullish(),
  websiteLabel: z.string().nullish(),
  location: z.string().nullish(),
  conference: z.boolean(),
  mascot: z.string().nullish(),
  image: opponentImageWire.nullish(),
});

export const scheduleGameFileWire = z.object({
  scheduleId: z.number(),
  gameId: z.number(),
  gamefileRank: z.number(),
  gamefileLink: z.string(),
  gamefileTitle: z.string(),
  gamefileClass: z.string().nullish(),
});

export const scheduleMediaWire = z.object({
  tv: z.string().nullish(),
  tvImage: z.string().nullish(),
  tvImageLink: z.string().nullish(),
  radio: z.string().nullish(),
  video: linkWire.nullish(),
  audio: linkWire.nullish(),
  stats: linkWire.nullish(),
  tickets: linkWire.nullish(),
  preview: linkWire.nullish(),
  gamefiles: z.array(scheduleGameFileWire),
  customDisplayFields: z.array(z.unknown()),
  gameNote: z.string().nullish(),
});

/** A game's result in the schedule shape: scores are strings ('24', '3rd'); `status` 'W', 'L', 'T' or '' for a placing. */
export const scheduleResultWire = z.object({
  status: z.string(),
  teamScore: z.string().nullish(),
  opponentScore: z.string().nullish(),
  prescoreInfo: z.string().nullish(),
  postscoreInfo: z.string().nullish(),
  boxscore: z.string().nullish(),
  recap: linkWire.nullish(),
});

export const scheduleTournamentWire = z.object({ id: z.number(), title: z.string().nullish(), website: z.string().nullish(), color: z.string().nullish() });

/**
 * GET /ScheduleGames/{gameId} (v2-reference 10; the game shape of `Stories/games` and of
 * `Calendar/from/{start}/to/{end}` events). `date` is the school's local time, `dateUtc` the instant.
 */
export const scheduleGameWire = z.object({
  id: z.number(),
  date: z.string(),
  enddate: z.string().nullish(),
  dateUtc: z.string(),
  endDateUtc: z.string().nullish(),
  time: z.string().nullish(),
  conference: z.boolean(),
  conferenceTitle: z.string().nullish(),
  conferenceAbbrev: z.string().nullish(),
  conferenceLogo: z.string().nullish(),
  location: z.string().nullish(),
  locationIndicator: z.string(),
  neutralHometeam: z.boolean().nullish(),
  atVs: z.string(),
  status: z.string(),
  noplayText: z.string().nullish(),
  type: z.string().nullish(),
  gameTeamPrefix: z.string().nullish(),
  gamePromotionText: z.string().nullish(),
  gamePromotionLink: z.string().nullish(),
  promotionImageCaption: z.string().nullish(),
  promotionImageLink: z.string().nullish(),
  promotionImagePath: z.string().nullish(),
  isADoubleheader: z.boolean(),
  displayVsatIndicator: z.boolean(),
  gameProgram: z.string().nullish(),
  gameProgramLink: z.string().nullish(),
  opponent: scheduleOpponentWire,
  media: scheduleMediaWire,
  result: scheduleResultWire.nullish(),
  facility: z.string().nullish(),
  tournament: scheduleTournamentWire.nullish(),
  galleries: z.array(z.unknown()),
  previewStoryId: z.number().nullish(),
  postStoryId: z.number().nullish(),
  hasWePlayedMoments: z.boolean(),
  ticketLink: z.string().nullish(),
  gameScheduleInclude: z.boolean(),
  gameCalendarExclude: z.boolean(),
  allDay: z.boolean(),
  tbd: z.boolean(),
  isSpotlight: z.boolean(),
  sport: sportSummaryWire,
  /** spec 4 game state (core/games/game-state.ts) and its label; ours, for the live game centre. */
  gameState: z.number().nullish(),
  gameStateDisplay: z.string().nullish(),
  gameCenterEnabled: z.boolean().nullish(),
});
export type ScheduleGameWire = z.infer<typeof scheduleGameWire>;

/** GET /ScheduleGames/{gameId}/results (v2-reference 10). `history` is the all-time series with this opponent. */
export const scheduleGameResultsWire = z.object({
  socialMedia: z.object({
    facebookPage: z.string().nullish(),
    twitterUserName: z.string().nullish(),
    instagramUserName: z.string().nullish(),
    youtubePlaylist: z.string().nullish(),
  }),
  boxscore: z.string().nullish(),
  story: z
    .object({
      id: z.number(),
      headline: z.string(),
      teaser: z.string().nullish(),
      date: z.string(),
      image: z.string().nullish(),
      imageAltText: z.string().nullish(),
      video: z.object({ archive: z.unknown().optional(), youtube: z.unknown().optional() }),
      url: z.string(),
    })
    .nullish(),
  gamePromotionName: z.string().nullish(),
  gameCustom1: z.string().nullish(),
  gameCustom2: z.string().nullish(),
  gameCustom3: z.string().nullish(),
  galleries: z.array(z.unknown()),
  gamefiles: z.array(z.object({ title: z.string(), url: z.string().nullish() })),
  history: z.object({
    totalWins: z.number(),
    totalLosses: z.number(),
    totalTies: z.number(),
    lastMeeting: z
      .object({
        id: z.number(),
        resultStatus: z.string(),
        resultTeamScore: z.string().nullish(),
        resultOpponentScore: z.string().nullish(),
        gameDate: z.string(),
      })
      .nullish(),
  }),
  facility: z.string().nullish(),
  media: z.object({
    tv: z.string().nullish(),
    tvImagePath: z.string().nullish(),
    tvImageFileName: z.string().nullish(),
    tvImageCreated: z.string().nullish(),
    tvImageThumbnailPrefix: z.string().nullish(),
    radio: z.string().nullish(),
  }),
  sportId: z.number(),
  opponentId: z.number(),
  resultStatus: z.string().nullish(),
});
export type ScheduleGameResultsWire = z.infer<typeof scheduleGameResultsWire>;
