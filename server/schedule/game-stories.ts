import { sql } from 'drizzle-orm';
import type { Db } from '../store/database';

/** A published story written about a game: its preview or its recap. */
export interface GameStory {
  id: number;
  title: string;
  teaser: string | null;
  postDate: string;
  url: string;
  imagePath: string | null;
  imageAltText: string | null;
}

export interface GameStories {
  preview?: GameStory;
  recap?: GameStory;
}

interface StoryRow {
  game_id: number;
  kind: string;
  id: number;
  title: string;
  teaser: string | null;
  post_date: string | Date;
  filename: string;
  image_path: string | null;
  image_alt_text: string | null;
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The preview and recap stories of these games, from the editorial group's `story_games` links
 * (kind 'preview' or 'recap'). Only stories already published by `now` count, never hidden ones.
 */
export async function findGameStories(db: Db, tenantId: number, gameIds: readonly number[], now: number): Promise<Map<number, GameStories>> {
  const stories = new Map<number, GameStories>();
  if (gameIds.length === 0) return stories;
  const ids = sql.join([...new Set(gameIds)].map((id) => sql`${id}`), sql`, `);
  let rows: StoryRow[];
  try {
    const result = (await db.execute(sql`
      SELECT sg.game_id, sg.kind, s.id, s.title, s.teaser, s.post_date, s.filename, s.image_path, s.image_alt_text
      FROM story_games sg JOIN stories s ON s.id = sg.story_id AND s.tenant_id = sg.tenant_id
      WHERE sg.tenant_id = ${tenantId} AND sg.game_id IN (${ids}) AND NOT s.hidden AND s.post_date <= ${new Date(now).toISOString()}
      ORDER BY s.post_date DESC, s.id DESC`)) as unknown as { rows: StoryRow[] };
    rows = result.rows;
  } catch {
    // Stories are another group's tables; without them a game simply has no preview or recap.
    return stories;
  }
  for (const row of rows) {
    const posted = new Date(row.post_date);
    const story: GameStory = {
      id: Number(row.id),
      title: row.title,
      teaser: row.teaser,
      postDate: posted.toISOString(),
      // spec 2 route table: story is /news/{year}/{month}/{day}/{story_slug}
      url: `/news/${posted.getUTCFullYear()}/${pad(posted.getUTCMonth() + 1)}/${pad(posted.getUTCDate())}/${row.filename}`,
      imagePath: row.image_path,
      imageAltText: row.image_alt_text,
    };
    const entry = stories.get(Number(row.game_id)) ?? {};
    if (row.kind === 'preview' && !entry.preview) entry.preview = story;
    if (row.kind === 'recap' && !entry.recap) entry.recap = story;
    stories.set(Number(row.game_id), entry);
  }
  return stories;
}
