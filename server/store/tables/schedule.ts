import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sports, tenants } from './foundation';

/** The school's athletic conference; `sports.conference_id` points here. */
export const conferences = pgTable(
  'conferences',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    abbreviation: text('abbreviation').notNull(),
    logo: text('logo'),
  },
  (t) => [index('conferences_tenant').on(t.tenantId)],
);

/** A sport's season. Its id is also the sport's scheduleId (v2-reference 1.7). */
export const seasons = pgTable(
  'seasons',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
    sportId: integer('sport_id').notNull().references(() => sports.id, { onDelete: 'cascade' }),
    /** '2026-27' for sports whose season spans the new year, '2026' otherwise. */
    title: text('title').notNull(),
    /** The year the season starts in. */
    year: integer('year').notNull(),
    isCurrent: boolean('is_current').notNull().default(false),
    /** The first game's local day. */
    startDate: timestamp('start_date', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('seasons_tenant_sport').on(t.tenantId, t.sportId, t.year), uniqueIndex('seasons_sport_title').on(t.sportId, t.title)],
);

/** A team a school plays (or a meet's host). */
export const opponents = pgTable(
  'opponents',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    shortTitle: text('short_title').notNull(),
    slug: text('slug').notNull(),
    mascot: text('mascot').notNull(),
    /** The public URL of the opponent's logo. */
    logo: text('logo'),
    website: text('website'),
    /** 'Lakeview, Neb.' */
    location: text('location').notNull(),
    primaryColor: text('primary_color').notNull(),
    secondaryColor: text('secondary_color').notNull(),
    /** A member of the school's own conference. */
    conference: boolean('conference').notNull().default(false),
    /** Issue 26: 1 at first, +1 on every studio change (If-Match); who changed it last and when. */
    version: integer('version').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
    updatedBy: integer('updated_by'),
  },
  (t) => [index('opponents_tenant').on(t.tenantId), uniqueIndex('opponents_tenant_slug').on(t.tenantId, t.slug)],
);

/** A tournament, classic or championship a game belongs to. */
export const tournaments = pgTable(
  'tournaments',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    website: text('website'),
    color: text('color'),
  },
  (t) => [index('tournaments_tenant').on(t.tenantId)],
);

/** One line of a line score: a label per period and the two sides' scores ('X' for an unplayed bottom half). */
export interface LineScoreRecord {
  label: string;
  periods: string[];
  team: string[];
  opponent: string[];
}

export interface GameLinkRecord {
  title: string;
  url: string;
}

/**
 * A game, match or meet. `date` is the start instant; `local_date` the same start as the school's wall
 * clock (v2-reference 1.5: query dates are local), so date filters compare local days directly.
 */
export const games = pgTable(
  'games',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
    sportId: integer('sport_id').notNull().references(() => sports.id, { onDelete: 'cascade' }),
    seasonId: integer('season_id').notNull().references(() => seasons.id, { onDelete: 'cascade' }),
    opponentId: integer('opponent_id').references(() => opponents.id, { onDelete: 'set null' }),
    /** A meet's own name ('Lakeview Invitational'), shown instead of the opponent's. */
    eventTitle: text('event_title'),
    date: timestamp('date', { withTimezone: true }).notNull(),
    localDate: timestamp('local_date', { withTimezone: false, mode: 'string' }).notNull(),
    endDate: timestamp('end_date', { withTimezone: true }),
    localEndDate: timestamp('local_end_date', { withTimezone: false, mode: 'string' }),
    /** Display time: '7:00 PM', 'TBA', 'All Day'. */
    time: text('time'),
    tbd: boolean('tbd').notNull().default(false),
    allDay: boolean('all_day').notNull().default(false),
    doubleheader: boolean('doubleheader').notNull().default(false),
    /** spec 3: H home, A away, N neutral. */
    locationIndicator: text('location_indicator').notNull(),
    location: text('location'),
    facility: text('facility'),
    neutralHometeam: boolean('neutral_hometeam').notNull().default(false),
    /** A as scheduled, P postponed, C canceled, O other (closed scrimmage). */
    status: text('status').notNull().default('A'),
    /** C conference, N non-conference, E exhibition, S scrimmage, T tournament / postseason. */
    type: text('type').notNull(),
    conference: boolean('conference').notNull().default(false),
    tournament: text('tournament'),
    tournamentId: integer('tournament_id').references(() => tournaments.id, { onDelete: 'set null' }),
    isSpotlight: boolean('is_spotlight').notNull().default(false),
    teamPrefix: text('team_prefix'),
    opponentPrefix: text('opponent_prefix'),
    /** 'W', 'L', 'T'; '' for a meet's placing; null until the game has a result. */
    resultStatus: text('result_status'),
    teamScore: text('team_score'),
    opponentScore: text('opponent_score'),
    prescore: text('prescore'),
    postscore: text('postscore'),
    lineScores: jsonb('line_scores').$type<LineScoreRecord>(),
    /** spec 4: the game-state enum (core/games/game-state.ts). */
    gameState: integer('game_state').notNull().default(0),
    noplayText: text('noplay_text'),
    tv: text('tv'),
    tvImage: text('tv_image'),
    radio: text('radio'),
    videoUrl: text('video_url'),
    streamProvider: text('stream_provider'),
    audioUrl: text('audio_url'),
    statsUrl: text('stats_url'),
    ticketsUrl: text('tickets_url'),
    gameNote: text('game_note'),
    promotionName: text('promotion_name'),
    promotionLink: text('promotion_link'),
    custom1: text('custom1'),
    custom2: text('custom2'),
    custom3: text('custom3'),
    gameFiles: jsonb('game_files').$type<GameLinkRecord[]>().notNull().default([]),
    gameLinks: jsonb('game_links').$type<GameLinkRecord[]>().notNull().default([]),
    pregameStoryId: integer('pregame_story_id'),
    postgameStoryId: integer('postgame_story_id'),
    gameCenterEnabled: boolean('game_center_enabled').notNull().default(false),
    eventImage: text('event_image'),
    /** Issue 26: 1 at first, +1 on every studio change (If-Match); who changed it last and when. */
    version: integer('version').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
    updatedBy: integer('updated_by'),
    /** The studio posted or corrected the final score: a live feed can no longer move it. */
    resultFinal: boolean('result_final').notNull().default(false),
  },
  (t) => [
    index('games_tenant_sport_season_date').on(t.tenantId, t.sportId, t.seasonId, t.date),
    index('games_tenant_local_date').on(t.tenantId, t.localDate),
    index('games_tenant_date').on(t.tenantId, t.date),
    index('games_tenant_opponent').on(t.tenantId, t.opponentId, t.sportId),
  ],
);

/**
 * A series' history from before the seeded seasons (v2-reference 21: allTimeAdjustmentsRecords):
 * first meeting, record, and the streak that stood before the first seeded game.
 */
export const opponentRecords = pgTable(
  'opponent_records',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
    sportId: integer('sport_id').notNull().references(() => sports.id, { onDelete: 'cascade' }),
    opponentId: integer('opponent_id').notNull().references(() => opponents.id, { onDelete: 'cascade' }),
    firstMeetingYear: integer('first_meeting_year').notNull(),
    wins: integer('wins').notNull().default(0),
    losses: integer('losses').notNull().default(0),
    ties: integer('ties').notNull().default(0),
    teamPoints: integer('team_points').notNull().default(0),
    opponentPoints: integer('opponent_points').notNull().default(0),
    /** 'W', 'L' or 'T'. */
    streakResult: text('streak_result'),
    streakCount: integer('streak_count').notNull().default(0),
  },
  (t) => [uniqueIndex('opponent_records_sport_opponent').on(t.tenantId, t.sportId, t.opponentId)],
);

/** Conference standings of a sport's season; the school's own row is flagged. */
export const conferenceStandings = pgTable(
  'conference_standings',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
    sportId: integer('sport_id').notNull().references(() => sports.id, { onDelete: 'cascade' }),
    seasonId: integer('season_id').notNull().references(() => seasons.id, { onDelete: 'cascade' }),
    opponentId: integer('opponent_id').references(() => opponents.id, { onDelete: 'cascade' }),
    isSchool: boolean('is_school').notNull().default(false),
    teamName: text('team_name').notNull(),
    rank: integer('rank').notNull(),
    conferenceWins: integer('conference_wins').notNull(),
    conferenceLosses: integer('conference_losses').notNull(),
    conferenceTies: integer('conference_ties').notNull().default(0),
    overallWins: integer('overall_wins').notNull(),
    overallLosses: integer('overall_losses').notNull(),
    overallTies: integer('overall_ties').notNull().default(0),
  },
  (t) => [index('conference_standings_season').on(t.tenantId, t.seasonId)],
);
