import { z } from 'zod';
import { pageEnvelope } from './paging';

/** The line score of an EventsResults result (v2-reference 10: snake_case inside `lineScores`). */
export const lineScoresWire = z.object({
  game_winner: z.string(),
  this_team_is_home_team: z.boolean(),
  home_full_name: z.string(),
  home_short_name: z.string(),
  away_full_name: z.string(),
  away_short_name: z.string(),
  period_label: z.string().nullish(),
  periods: z.array(z.string()),
  period_home_score: z.array(z.string()),
  period_away_score: z.array(z.string()),
});
export type LineScoresWire = z.infer<typeof lineScoresWire>;

/**
 * The sport of an EventsResults item (v2-reference 10): the members `results` types `str`/`int` are
 * always sent as such (which `upcoming`'s nullable ones allow too).
 */
export const eventSportWire = z.object({
  nonSport: z.boolean(),
  atVs: z.boolean(),
  gameSynonym: z.string(),
  globalSportShortName: z.string(),
  shortTitle: z.string().nullable(),
  scheduleId: z.number(),
  abbrev: z.string(),
  shortDisplay: z.string().nullable(),
  shortName: z.string(),
  globalSportId: z.number().nullable(),
  globalSportNameSlug: z.string().nullable(),
  globalSportGender: z.string(),
  id: z.number(),
  title: z.string(),
});

export const eventResultWire = z.object({
  status: z.string(),
  teamScore: z.string().nullish(),
  opponentScore: z.string().nullish(),
  preScore: z.string().nullish(),
  postScore: z.string().nullish(),
  boxScore: z.string().nullish(),
  gameId: z.number(),
  lineScores: lineScoresWire.nullish(),
});

/**
 * An item of GET /EventsResults/results, /upcoming and /scoreboard (v2-reference 10). `date` is the
 * school's local `YYYY-MM-DDTHH:mm:ss`, `dateUtc` the instant; `gameDate`/`gameId` as in v2.1.
 */
export const eventsResultWire = z.object({
  id: z.number(),
  gameId: z.number(),
  gamePregameStoryId: z.number().nullish(),
  gamePostgameStoryId: z.number().nullish(),
  date: z.string(),
  gameDate: z.string(),
  endDate: z.string().nullish(),
  dateUtc: z.string().nullish(),
  endDateUtc: z.string().nullish(),
  time: z.string().nullish(),
  isDoubleHeader: z.boolean(),
  showAtVs: z.boolean(),
  tbd: z.boolean(),
  allDay: z.boolean(),
  teamPrefix: z.string().nullish(),
  status: z.string(),
  locationIndicator: z.string(),
  neutralHometeam: z.boolean(),
  location: z.string().nullish(),
  isConference: z.boolean(),
  conference: z.string().nullish(),
  conferenceAbbrev: z.string().nullish(),
  conferenceLogo: z.string().nullish(),
  isSpotlight: z.boolean(),
  type: z.string(),
  tournament: z.string().nullish(),
  ticketLink: z.string().nullish(),
  sport: eventSportWire,
  schedule: z.object({ id: z.number(), title: z.string(), url: z.string().nullish() }),
  opponent: z.object({ id: z.number().nullish(), title: z.string(), image: z.string().nullish(), prefix: z.string().nullish(), name: z.string() }),
  media: z.object({
    video: z.string().nullish(),
    videoText: z.string().nullish(),
    audio: z.string().nullish(),
    audioText: z.string().nullish(),
    stats: z.string().nullish(),
    tickets: z.string().nullish(),
    gameNote: z.string().nullish(),
    gamePromotionName: z.string().nullish(),
    tv: z.string().nullish(),
    tvImage: z.string().nullish(),
    tvImageLink: z.string().nullish(),
    radio: z.string().nullish(),
    custom1: z.string().nullish(),
    custom2: z.string().nullish(),
    custom3: z.string().nullish(),
    gameFiles: z.array(z.object({ cssClass: z.string().nullish(), title: z.string(), url: z.string().nullish() })),
    program: z.string().nullish(),
    programText: z.string().nullish(),
    /** Ours (spec 7 scoreboard `streamingProvider`): who streams the game. */
    streamingProvider: z.string().nullish(),
  }),
  story: z
    .object({ id: z.number(), title: z.string(), url: z.string().nullish(), relativeImageSource: z.string().nullish(), absoluteImageSource: z.string().nullish(), date: z.string() })
    .nullish(),
  result: eventResultWire.nullish(),
  gameFacility: z.object({ id: z.number().nullish(), title: z.string().nullish(), url: z.string().nullish() }).nullish(),
  promotion: z.object({ name: z.string().nullish(), link: z.string().nullish(), image: z.string().nullish(), caption: z.string().nullish(), altText: z.string().nullish() }),
  eventImage: z.object({ image: z.string().nullish(), altText: z.string().nullish(), caption: z.string().nullish(), link: z.string().nullish() }),
  /** spec 4 game state and its label (ours, for scoreboards and the live game centre). */
  gameState: z.number().nullish(),
  gameStateDisplay: z.string().nullish(),
});
export type EventsResultWire = z.infer<typeof eventsResultWire>;

export const eventsResultsPageWire = pageEnvelope(eventsResultWire);

/** GET /EventsResults/upcoming: the page envelope with nullable counts (v2-reference 10). */
export const eventsUpcomingPageWire = z.object({
  items: z.array(eventsResultWire),
  total: z.number().nullish(),
  page: z.number().nullish(),
  pages: z.number().nullish(),
});

/** Ours: GET /EventsResults/scoreboard?groupedByDates=true pages over local days, each with its games. */
export const scoreboardDayWire = z.object({ date: z.string(), items: z.array(eventsResultWire) });
export const scoreboardDaysPageWire = pageEnvelope(scoreboardDayWire);
