import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContentChanges } from '../../../server/studio/content-changes';
import type { ContentWriteDeps } from '../../../server/studio/content-write';
import { createStories, type StoryHistoryItem } from '../../../server/studio/stories/story-commands';
import { openTestStore, type TestStore } from '../../support/test-store';
import { STORY } from './studio-test-kit';

type Row = Record<string, unknown>;

// The batch form of the story command (a department's history, the demo's seasons): the same reading and
// checks as POST /stories, at the status and dates the history gives.
describe('createStories, the batch form of the story command', () => {
  let store: TestStore;
  let deps: ContentWriteDeps;
  let tenantId: number;
  const actor = { accountId: null, name: 'Batch desk' };
  const AT = Date.parse('2026-12-06T12:00:00Z');
  const rows = async (query: ReturnType<typeof sql>): Promise<Row[]> => ((await store.database.db.execute(query)) as unknown as { rows: Row[] }).rows;
  const published = (title: string, extra: Partial<StoryHistoryItem> = {}): StoryHistoryItem => ({
    body: { ...STORY, title },
    status: 'published',
    postDate: new Date('2026-03-01T15:00:00Z'),
    createdAt: new Date('2026-03-01T12:00:00Z'),
    ...extra,
  });

  beforeAll(async () => {
    store = await openTestStore('pglite', null);
    deps = { db: store.database.db, now: () => AT, changes: new ContentChanges({ invalidate: () => undefined, onError: () => undefined }) };
    tenantId = Number((await rows(sql`SELECT id FROM tenants WHERE key = 'ridgemont'`))[0]!.id);
  });
  afterAll(() => store.dispose());

  it('writes each story at its status and dates, sanitised, with a free file name, its tags and its game link', async () => {
    const [game] = await rows(sql`SELECT id, date FROM games WHERE tenant_id = ${tenantId} AND date < '2026-03-01' ORDER BY date DESC LIMIT 1`);
    const [taken] = await rows(sql`SELECT filename FROM stories WHERE tenant_id = ${tenantId} ORDER BY id LIMIT 1`);
    const written = await createStories(deps, tenantId, actor, [
      published('Batch Story One', { body: { ...STORY, title: 'Batch Story One', body: '<p onclick="x()">Safe</p><script>alert(1)</script>', gameId: Number(game!.id), tags: ['Batch Tag', 'Comeback'] } }),
      published('Batch Story Two', { filename: String(taken!.filename), status: 'draft' }),
    ]);
    expect(written.map((story) => story.status)).toEqual(['published', 'draft']);
    const stored = await rows(sql`SELECT id, status, hidden, body_html AS body, filename, post_date AS posted, version, story_type AS type FROM stories WHERE id IN (${written[0]!.id}, ${written[1]!.id}) ORDER BY id`);
    expect(stored[0]).toMatchObject({ status: 'published', hidden: false, body: '<p>Safe</p>', filename: 'batch-story-one', version: 1, type: 'news' });
    expect(new Date(String(stored[0]!.posted)).toISOString()).toBe('2026-03-01T15:00:00.000Z');
    expect(stored[1]).toMatchObject({ status: 'draft', hidden: true, filename: `${String(taken!.filename)}-2` });
    expect(await rows(sql`SELECT t.name FROM story_tags st JOIN tags t ON t.id = st.tag_id WHERE st.story_id = ${written[0]!.id} ORDER BY t.name`)).toEqual([{ name: 'Batch Tag' }, { name: 'Comeback' }]);
    expect(await rows(sql`SELECT game_id, kind FROM story_games WHERE story_id = ${written[0]!.id}`)).toEqual([{ game_id: game!.id, kind: 'recap' }]);
    const audit = await rows(sql`SELECT summary, actor_name FROM audit_log WHERE kind = 'story' AND item_id IN (${written[0]!.id}, ${written[1]!.id}) ORDER BY item_id`);
    expect(audit).toEqual([
      { summary: 'Created “Batch Story One”', actor_name: 'Batch desk' },
      { summary: 'Created “Batch Story Two”', actor_name: 'Batch desk' },
    ]);
  });

  it('writes nothing when one body does not pass: a 400 naming the item and its field', async () => {
    const [before] = await rows(sql`SELECT count(*)::int AS n FROM stories`);
    const bad = createStories(deps, tenantId, actor, [published('Fine Story'), published('  ', { body: { ...STORY, title: '  ' } })]);
    await expect(bad).rejects.toMatchObject({ statusCode: 400, body: { error: { fields: { '1.title': 'Enter a headline.' } } } });
    const stranger = createStories(deps, tenantId, actor, [published('Fine Story', { games: [{ gameId: 999_999, kind: 'recap' }], body: { ...STORY, title: 'Fine Story', writerId: 999_999 } })]);
    await expect(stranger).rejects.toMatchObject({ body: { error: { fields: { '0.games': 'Choose a game from the schedule.', '0.writerId': 'Choose a writer from the list.' } } } });
    expect(await rows(sql`SELECT count(*)::int AS n FROM stories`)).toEqual([before]);
  });
});
