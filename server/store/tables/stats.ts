import { index, integer, json, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { PlayerLine, ScoringPlay } from '../../stats/box-score-document';
import type { Counters } from '../../stats/stat-sheet';
import { sports, tenants } from './foundation';
import { games, seasons } from './schedule';

/**
 * A finished game's box score: the line score, each side's player lines (counters per stat group of the
 * sport's sheet), team-only extras and the scoring summary. Documents are `json` (kept as written and read
 * whole): a box score is written once and read as one piece, and `json` stores several times faster than
 * `jsonb`, which matters for a seed of a thousand box scores per school.
 */
export const gameBoxScores = pgTable(
  'game_box_scores',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
    gameId: integer('game_id').notNull().references(() => games.id, { onDelete: 'cascade' }),
    sportId: integer('sport_id').notNull().references(() => sports.id, { onDelete: 'cascade' }),
    seasonId: integer('season_id').notNull().references(() => seasons.id, { onDelete: 'cascade' }),
    /** The stat sheet (server/stats/stat-sheets.ts): 'basketball', 'baseball', ... */
    family: text('family').notNull(),
    /** 'Half', 'Qtr', 'Inning', 'Set', 'Period'. */
    periodLabel: text('period_label').notNull(),
    periods: json('periods').$type<string[]>().notNull(),
    /** Per period, as line scores print them ('X' for a bottom half not needed). */
    teamPeriodScores: json('team_period_scores').$type<string[]>().notNull(),
    opponentPeriodScores: json('opponent_period_scores').$type<string[]>().notNull(),
    teamScore: integer('team_score').notNull(),
    opponentScore: integer('opponent_score').notNull(),
    teamLines: json('team_lines').$type<PlayerLine[]>().notNull(),
    opponentLines: json('opponent_lines').$type<PlayerLine[]>().notNull(),
    teamExtras: json('team_extras').$type<Counters>().notNull(),
    opponentExtras: json('opponent_extras').$type<Counters>().notNull(),
    scoringPlays: json('scoring_plays').$type<ScoringPlay[]>().notNull(),
    attendance: integer('attendance'),
    /** Issue 45: 1 for a seeded or imported box score; each file or live final that changes it adds one. */
    version: integer('version').notNull().default(1),
    /** The stat software that wrote it ('StatInput 1 (bsgame)', 'live feed (json)'); null when seeded or imported. */
    source: text('source'),
    /** sha256 of the file (or live document) it was read from: the same file again changes nothing. */
    digest: text('digest'),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('game_box_scores_game').on(t.gameId), index('game_box_scores_season').on(t.tenantId, t.sportId, t.seasonId)],
);
