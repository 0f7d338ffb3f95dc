import { z } from 'zod';

/** v2-reference 1.10 SH4: the short sport object of schedule games and calendar events. */
export const sportSummaryWire = z.object({
  id: z.number(),
  title: z.string(),
  abbreviation: z.string(),
  shortname: z.string(),
  shortDisplay: z.string(),
  globalSportShortname: z.string(),
});
export type SportSummaryWire = z.infer<typeof sportSummaryWire>;

/** The sport object of a schedule record (v2-reference 10, `Schedule/{scheduleId}/Record`). */
export const recordSportWire = z.object({
  id: z.number(),
  title: z.string(),
  abbreviation: z.string(),
  shortname: z.string(),
  shortTitle: z.string(),
  globalSportId: z.number().nullable(),
  sportNonSport: z.boolean(),
  showAtVs: z.boolean(),
  // `str` on Schedule/{id}/Record, nullable on Season/standings: a string satisfies both.
  globalSportShortname: z.string(),
  gender: z.string(),
  // `any` on Schedule/{id}/Record, `str` on Season/{id}/record: a string either way.
  youtube: z.string(),
  facebook: z.string(),
  twitter: z.string(),
  instagram: z.string(),
  globalSportNameSlug: z.string(),
  url: z.string().nullable(),
  ranking: z.string(),
  gameSynonym: z.string(),
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

/** A titled link: a calendar event's media links and `gamelinks` (v2-reference 10). */
export const titledLinkWire = z.object({ title: z.string(), url: z.string() });
/** A schedule game's link: titled, with its label and CSS class. */
const linkWire = titledLinkWire.extend({ label: z.string(), cssClass: z.string().nullable() });

/** An opponent's logo (v2-reference 8 `opponent.image`); every member a string, '' without a logo. */
export const opponentImageWire = z.object({
  fullpath: z.string(),
  filename: z.string(),
  path: z.string(),
  title: z.string(),
  alt: z.string(),
});

/** The opponent of a schedule game or calendar event. */
export const scheduleOpponentWire = z.object({
  id: z.number(),
  title: z.string(),
  prefix: z.string(),
  website: z.string(),
  websiteLabel: z.string(),
  location: z.string(),
  conference: z.boolean(),
  mascot: z.string(),
  image: opponentImageWire,
});

/** A game file (v2-reference 8 `media.gamefiles[]`): which game it belongs to and its link. */
export const scheduleGameFileWire = z.object({
  scheduleId: z.number(),
  gameId: z.number(),
  gamefileRank: z.number(),
  gamefileLink: z.string(),
  gamefileTitle: z.string(),
  gamefileClass: z.string(),
});

/**
 * A game's media links and files (v2-reference 10 `media`), the same members on schedule games and calendar
 * events; `link` is the link object, the schedule's (with label and CSS class) or the calendar's titled one.
 */
export function gameMediaLinkFields<Link extends z.ZodType>(link: Link) {
  return {
    video: link.nullable(),
    audio: link.nullable(),
    stats: link.nullable(),
    tickets: link.nullable(),
    preview: link.nullable(),
    gamefiles: z.array(scheduleGameFileWire),
    customDisplayFields: z.array(z.unknown()),
  };
}

export const scheduleMediaWire = z.object({
  tv: z.string(),
  tvImage: z.string().nullable(),
  tvImageLink: z.string(),
  radio: z.string(),
  ...gameMediaLinkFields(linkWire),
  gameNote: z.string().nullable(),
});

/** A game's result in the schedule shape: scores are strings ('24', '3rd'); `status` 'W', 'L', 'T' or '' for a placing. */
export const scheduleResultWire = z.object({
  status: z.string(),
  teamScore: z.string(),
  opponentScore: z.string(),
  prescoreInfo: z.string(),
  postscoreInfo: z.string(),
  boxscore: z.string().nullable(),
  recap: linkWire.nullable(),
});

export const scheduleTournamentWire = z.object({ id: z.number(), title: z.string(), website: z.string(), color: z.string() });

/**
 * GET /ScheduleGames/{gameId} (v2-reference 10; the game shape of `Stories/games` and of
 * `Calendar/from/{start}/to/{end}` events). `date` is the school's local time, `dateUtc` the instant.
 */
export const scheduleGameWire = z.object({
  id: z.number(),
  date: z.string(),
  enddate: z.string().nullable(),
  dateUtc: z.string(),
  endDateUtc: z.string().nullable(),
  time: z.string(),
  conference: z.boolean(),
  conferenceTitle: z.string().nullable(),
  conferenceAbbrev: z.string().nullable(),
  conferenceLogo: z.string().nullable(),
  location: z.string(),
  locationIndicator: z.string(),
  neutralHometeam: z.boolean().nullable(),
  atVs: z.string(),
  status: z.string(),
  noplayText: z.string(),
  type: z.string(),
  gameTeamPrefix: z.string().nullable(),
  gamePromotionText: z.string().nullable(),
  gamePromotionLink: z.string(),
  promotionImageCaption: z.string().nullable(),
  promotionImageLink: z.string().nullable(),
  promotionImagePath: z.string().nullable(),
  isADoubleheader: z.boolean(),
  displayVsatIndicator: z.boolean(),
  gameProgram: z.string(),
  gameProgramLink: z.string().nullable(),
  opponent: scheduleOpponentWire,
  media: scheduleMediaWire,
  result: scheduleResultWire.nullable(),
  facility: z.string().nullable(),
  tournament: scheduleTournamentWire.nullable(),
  galleries: z.array(z.unknown()),
  previewStoryId: z.number().nullable(),
  postStoryId: z.number().nullable(),
  hasWePlayedMoments: z.boolean(),
  ticketLink: z.string().nullable(),
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
