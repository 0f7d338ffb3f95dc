/**
 * References to the school's own rows that the schema does NOT declare as foreign keys (checked against
 * pg_constraint), so a restore rewrites them by this table. Declared foreign keys are read from the catalog.
 * Not here on purpose: sports.global_sport_id (the platform's global sport catalog, the same for every school),
 * live_game_events.event_id (a sequence number within its game), stories.video_archive (an external video id).
 * A value naming no row of the school (the seed's stories name galleries of an external archive) is kept as it is.
 */
export const UNDECLARED_REFERENCES: Record<string, Record<string, string>> = {
  all_americans: { player_id: 'players', roster_player_id: 'roster_players' },
  awards: { player_id: 'players', roster_player_id: 'roster_players' },
  audit_log: { account_id: 'staff_accounts' },
  content_versions: { account_id: 'staff_accounts' },
  games: { pregame_story_id: 'stories', postgame_story_id: 'stories' },
  live_streams: { game_id: 'games' },
  navigation_items: { parent_id: 'navigation_items' },
  promotion_campaigns: { image_id: 'media' },
  splash_pages: { image_id: 'media' },
  rosters: { season_id: 'seasons' },
  sports: { conference_id: 'conferences', roster_id: 'rosters', schedule_id: 'seasons', season_id: 'seasons' },
  stories: { gallery_id: 'image_galleries', game_id: 'games', image_id: 'media' },
  story_games: { game_id: 'games' },
  story_players: { roster_player_id: 'roster_players' },
  ticket_events: { game_id: 'games' },
  we_played_clips: { roster_player_id: 'roster_players' },
};

/** int[] columns holding ids of the school's rows (sports, mostly). */
export const ID_ARRAYS: Record<string, Record<string, string>> = {
  documents: { sport_ids: 'sports' },
  facilities: { sport_ids: 'sports' },
  hof_inductees: { sport_ids: 'sports' },
  newsletter_subscriptions: { sport_ids: 'sports', final_sport_ids: 'sports' },
  newsletters: { story_ids: 'stories', sport_ids: 'sports' },
  podcast_episodes: { sport_ids: 'sports' },
  series: { sport_ids: 'sports' },
  series_episodes: { sport_ids: 'sports' },
};

/**
 * Columns naming a row of a table an archive leaves out (archive-schema.ts): a restore empties them, since the
 * old id would name nothing, or in time another row. newsletters.event_id is its send's outbox event; a sent
 * newsletter keeps its status and sent_at.
 */
export const DROPPED_REFERENCES: Record<string, string[]> = {
  newsletters: ['event_id'],
};

/** Every table has an `updated_by` naming the staff account that last wrote the row. */
export const UPDATED_BY_TABLE = 'staff_accounts';

/** audit_log.item_id and content_versions.item_id name a row of the table of their `kind` (server/studio/**). */
export const ITEM_KINDS: Record<string, string> = {
  story: 'stories',
  game: 'games',
  roster: 'rosters',
  player: 'roster_players',
  coach: 'staff_members',
  staff: 'staff_accounts',
  opponent: 'opponents',
  media: 'media',
  alert: 'alerts',
  splash: 'splash_pages',
  promotion: 'promotion_campaigns',
  newsletter: 'newsletters',
};
export const POLYMORPHIC_TABLES = ['audit_log', 'content_versions'];

/**
 * Ids inside JSON values (site templates' block options, live game documents...): a number under one of these keys
 * names a row of that table. Zero means "all" in block options and is kept.
 */
export const JSON_ID_KEYS: Record<string, string> = {
  sportId: 'sports',
  sport_id: 'sports',
  gameId: 'games',
  storyId: 'stories',
  rosterId: 'rosters',
  rosterPlayerId: 'roster_players',
  playerId: 'players',
  seasonId: 'seasons',
  galleryId: 'image_galleries',
  formId: 'forms',
  documentId: 'documents',
  imageId: 'media',
  // Arrays: a sign-up's pending_choice, newsletters' and documents' snapshots in content_versions.
  sportIds: 'sports',
  finalSportIds: 'sports',
  storyIds: 'stories',
};
