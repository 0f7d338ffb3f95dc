import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sports, tenants } from './foundation';

/** A person who has been on one of the school's rosters (any sport, any season). */
export const players = pgTable(
  'players',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** 'M' or 'F', as the sports' globalSportGender. */
    gender: text('gender').notNull(),
    /** The town alone; `home_state` holds the state (AP style) or the country. */
    hometown: text('hometown').notNull(),
    homeState: text('home_state').notNull(),
    highSchool: text('high_school'),
    /** The college a transfer came from. */
    previousSchool: text('previous_school'),
    major: text('major'),
    twitter: text('twitter'),
    instagram: text('instagram'),
    /** Media path of the headshot (served under /media/{tenant}/). */
    imagePath: text('image_path'),
    /** The headshot's description for people who cannot see it. */
    imageAlt: text('image_alt'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('players_tenant_name').on(t.tenantId, t.lastName, t.firstName)],
);

/**
 * One season's roster of one sport. `year` is the season's first calendar year. A `hidden` roster
 * (next season's, being prepared) is for signed-in staff only: no public list or bio shows it.
 */
export const rosters = pgTable(
  'rosters',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
    sportId: integer('sport_id').notNull().references(() => sports.id, { onDelete: 'cascade' }),
    /** The schedule group's season, when known (the roster is seeded before the seasons). */
    seasonId: integer('season_id'),
    seasonTitle: text('season_title').notNull(),
    year: integer('year').notNull(),
    isCurrent: boolean('is_current').notNull().default(false),
    displayTitle: text('display_title').notNull(),
    note: text('note').notNull().default(''),
    startDate: timestamp('start_date', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    hidden: boolean('hidden').notNull().default(false),
    /** Issue 26: 1 at first, +1 on every studio change (If-Match); who changed it last and when. */
    version: integer('version').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
    updatedBy: integer('updated_by'),
  },
  (t) => [uniqueIndex('rosters_tenant_sport_year').on(t.tenantId, t.sportId, t.year), index('rosters_tenant').on(t.tenantId)],
);

/** A player's season on a roster (the rosterPlayerId of the wire). */
export const rosterPlayers = pgTable(
  'roster_players',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
    rosterId: integer('roster_id').notNull().references(() => rosters.id, { onDelete: 'cascade' }),
    playerId: integer('player_id').notNull().references(() => players.id, { onDelete: 'cascade' }),
    sportId: integer('sport_id').notNull().references(() => sports.id, { onDelete: 'cascade' }),
    /** As printed: '7', '00'; '' where the sport has no numbers. */
    jersey: text('jersey').notNull().default(''),
    /** The short position ('QB', 'RHP', '157', 'Distance'); '' where the sport has none. */
    position: text('position').notNull().default(''),
    positionLong: text('position_long').notNull().default(''),
    /** One of the academic year names of spec 9 ('Redshirt Freshman'). */
    academicYear: text('academic_year').notNull(),
    /** Feet-inches, '6-2'; null where the sport does not list it. */
    height: text('height'),
    weight: integer('weight'),
    isCaptain: boolean('is_captain').notNull().default(false),
    /** Letters earned before this season. */
    letters: integer('letters').notNull().default(0),
    /** Sport-specific column: bats/throws, events. */
    custom1: text('custom1').notNull().default(''),
    bio: text('bio'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Issue 26: 1 at first, +1 on every studio change (If-Match); the staff account that changed it last. */
    version: integer('version').notNull().default(1),
    updatedBy: integer('updated_by'),
  },
  (t) => [
    index('roster_players_roster').on(t.tenantId, t.rosterId),
    index('roster_players_player').on(t.tenantId, t.playerId),
    index('roster_players_sport').on(t.tenantId, t.sportId),
  ],
);

/** Staff directory departments; a sport's department has `sport_id` set and lists its coaches. */
export const staffDepartments = pgTable(
  'staff_departments',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    slug: text('slug').notNull(),
    rank: integer('rank').notNull().default(0),
    sportId: integer('sport_id').references(() => sports.id, { onDelete: 'cascade' }),
  },
  (t) => [index('staff_departments_tenant').on(t.tenantId)],
);

export const staffMembers = pgTable(
  'staff_members',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
    departmentId: integer('department_id').notNull().references(() => staffDepartments.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    gender: text('gender').notNull(),
    title: text('title').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    bio: text('bio').notNull().default(''),
    twitter: text('twitter'),
    instagram: text('instagram'),
    linkedin: text('linkedin'),
    imagePath: text('image_path'),
    almaMater: text('alma_mater'),
    /** First year at the school (years at school derive from it). */
    startYear: integer('start_year').notNull(),
    rank: integer('rank').notNull().default(0),
    /** False for people who have left: they stay on past rosters but leave the directory. */
    isActive: boolean('is_active').notNull().default(true),
    /** The headshot's description for people who cannot see it. */
    imageAlt: text('image_alt'),
    /** Issue 26: 1 at first, +1 on every studio change (If-Match); who changed it last and when. */
    version: integer('version').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
    updatedBy: integer('updated_by'),
  },
  (t) => [index('staff_members_tenant_department').on(t.tenantId, t.departmentId)],
);

/** A staff member on a season's roster: a coach, or support staff (`kind` 'support'). */
export const rosterCoaches = pgTable(
  'roster_coaches',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
    rosterId: integer('roster_id').notNull().references(() => rosters.id, { onDelete: 'cascade' }),
    sportId: integer('sport_id').notNull().references(() => sports.id, { onDelete: 'cascade' }),
    staffMemberId: integer('staff_member_id').notNull().references(() => staffMembers.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    isHeadCoach: boolean('is_head_coach').notNull().default(false),
    kind: text('kind').notNull().default('coach'),
    rank: integer('rank').notNull().default(0),
  },
  (t) => [index('roster_coaches_roster').on(t.tenantId, t.rosterId), index('roster_coaches_staff').on(t.tenantId, t.staffMemberId)],
);

/** A head coach's won-lost record for one completed season (past coaches need no staff row). */
export const coachRecords = pgTable(
  'coach_records',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
    sportId: integer('sport_id').notNull().references(() => sports.id, { onDelete: 'cascade' }),
    staffMemberId: integer('staff_member_id').references(() => staffMembers.id, { onDelete: 'set null' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    seasonTitle: text('season_title').notNull(),
    year: integer('year').notNull(),
    overallWins: integer('overall_wins').notNull(),
    overallLosses: integer('overall_losses').notNull(),
    overallTies: integer('overall_ties').notNull().default(0),
    conferenceWins: integer('conference_wins').notNull(),
    conferenceLosses: integer('conference_losses').notNull(),
    conferenceTies: integer('conference_ties').notNull().default(0),
  },
  (t) => [index('coach_records_sport').on(t.tenantId, t.sportId, t.year)],
);
