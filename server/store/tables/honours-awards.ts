import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { sports, tenants } from './foundation';

export const awardTypes = pgTable(
  'award_types',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** The plural heading a list of this award shows under. */
    display: text('display').notNull(),
    rank: integer('rank').notNull().default(0),
  },
  (t) => [index('award_types_tenant').on(t.tenantId)],
);

/**
 * An athlete-of-the-week style award. The athlete's details are copied as they were when the award
 * was given (class, position, jersey), as a printed honour would keep them.
 */
export const awards = pgTable(
  'awards',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
    awardTypeId: integer('award_type_id').notNull().references(() => awardTypes.id, { onDelete: 'cascade' }),
    sportId: integer('sport_id').notNull().references(() => sports.id, { onDelete: 'cascade' }),
    /** people's players.id and roster_players.id (read, never owned, by this group). */
    playerId: integer('player_id').notNull(),
    rosterPlayerId: integer('roster_player_id'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    gender: text('gender'),
    homeTown: text('home_town').notNull(),
    highSchool: text('high_school').notNull(),
    /** Named on academic honours. */
    major: text('major'),
    positionLong: text('position_long').notNull(),
    positionShort: text('position_short').notNull(),
    academicYear: text('academic_year').notNull(),
    academicYearFull: text('academic_year_full').notNull(),
    jerseyNumber: text('jersey_number'),
    shortHighlights: text('short_highlights').notNull(),
    /** HTML paragraphs. */
    highlights: text('highlights').notNull(),
    imageUrl: text('image_url').notNull(),
    date: timestamp('date', { withTimezone: true }).notNull(),
    /** Set when the next award of the type replaced this one; null while current. */
    expires: timestamp('expires', { withTimezone: true }),
  },
  (t) => [index('awards_tenant_date').on(t.tenantId, t.date)],
);

export const allAmericans = pgTable(
  'all_americans',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
    sportId: integer('sport_id').notNull().references(() => sports.id, { onDelete: 'cascade' }),
    /** people's ids when the honoree is on a current roster; null for former athletes. */
    playerId: integer('player_id'),
    rosterPlayerId: integer('roster_player_id'),
    slug: text('slug').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    year: integer('year').notNull(),
    /** 'First Team', 'Second Team', 'Third Team' or 'Honorable Mention'. */
    team: text('team').notNull(),
    selector: text('selector').notNull(),
    position: text('position').notNull(),
    hometown: text('hometown').notNull(),
    classYear: text('class_year').notNull(),
    /** HTML paragraphs. */
    bio: text('bio').notNull(),
    imageUrl: text('image_url').notNull(),
  },
  (t) => [index('all_americans_tenant').on(t.tenantId, t.year)],
);

/** The ways a school's hall of fame list can be grouped (GET /HallOfFame/grouping). */
export const hofGroupings = pgTable(
  'hof_groupings',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    statTitle: text('stat_title').notNull(),
    rank: integer('rank').notNull().default(0),
  },
  (t) => [index('hof_groupings_tenant').on(t.tenantId)],
);

export const hofInductees = pgTable(
  'hof_inductees',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    inductionYear: integer('induction_year').notNull(),
    /** Graduating class; null for coaches and administrators. */
    classYear: integer('class_year'),
    /** Sport titles as inducted (some sports are no longer sponsored). */
    sports: text('sports').array().notNull(),
    sportIds: integer('sport_ids').array().notNull(),
    role: text('role').notNull(),
    yearsActive: text('years_active').notNull(),
    hometown: text('hometown').notNull(),
    teaser: text('teaser').notNull(),
    /** HTML paragraphs. */
    bio: text('bio').notNull(),
    imageUrl: text('image_url').notNull(),
    twitter: text('twitter'),
  },
  (t) => [index('hof_inductees_tenant').on(t.tenantId, t.inductionYear)],
);
