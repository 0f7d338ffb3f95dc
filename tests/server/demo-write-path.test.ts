import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPreparedStore } from '../../server/start';
import { ContentChanges } from '../../server/studio/content-changes';
import { writeContentBatch, type ContentWriteDeps } from '../../server/studio/content-write';
import { openTestStore, type TestStore } from '../support/test-store';

type Row = Record<string, unknown>;

// DESIGN 2: the demo department writes its schools the way the department does, through the write side.
describe('the demo writes through the write side', () => {
  let store: TestStore;
  const rows = async (query: ReturnType<typeof sql>): Promise<Row[]> => ((await store.database.db.execute(query)) as unknown as { rows: Row[] }).rows;

  beforeAll(async () => {
    store = await openTestStore('pglite', null);
  });
  afterAll(() => store.dispose());

  it('leaves an audit row by the demo department for every part of every school', async () => {
    const audit = await rows(sql`SELECT t.key AS school, a.kind, a.action, a.account_id AS account, a.summary FROM audit_log a JOIN tenants t ON t.id = a.tenant_id WHERE a.actor_name = 'Demo department' AND a.summary LIKE 'Wrote the demo''s %' ORDER BY a.id`);
    const parts = ['people', 'schedule', 'stats', 'editorial', 'site', 'honours', 'live', 'forms', 'galleries', 'feeds', 'staff previews'];
    for (const school of ['ridgemont', 'coastalbay']) {
      expect(audit.filter((row) => row.school === school).map((row) => row.kind)).toEqual(parts);
    }
    expect(audit.every((row) => row.action === 'create' && row.account === null && row.summary === `Wrote the demo's ${String(row.kind)}`)).toBe(true);
  });

  it("writes the alerts through the studio's alert command: each at version 1, with its version row and audit row", async () => {
    const alerts = await rows(sql`SELECT a.id, a.tenant_id, a.title, a.version, v.version AS saved, v.data->>'title' AS saved_title, l.summary FROM alerts a
      LEFT JOIN content_versions v ON v.tenant_id = a.tenant_id AND v.kind = 'alert' AND v.item_id = a.id
      LEFT JOIN audit_log l ON l.tenant_id = a.tenant_id AND l.kind = 'alert' AND l.item_id = a.id ORDER BY a.id`);
    expect(alerts).toHaveLength(6);
    for (const alert of alerts) {
      expect(alert).toMatchObject({ version: 1, saved: 1, saved_title: alert.title, summary: `Created alert “${String(alert.title)}”` });
    }
  });

  it("adds each school's first administrator through the studio's staff command: version 1, its audit row, no password in it", async () => {
    const added = await rows(sql`SELECT t.key AS school, s.display_name AS name, s.role, s.version, a.summary, a.after::text AS after FROM staff_accounts s
      JOIN tenants t ON t.id = s.tenant_id JOIN audit_log a ON a.tenant_id = s.tenant_id AND a.kind = 'staff' AND a.item_id = s.id AND a.actor_name = 'Demo department' ORDER BY t.key`);
    expect(added.map((row) => ({ school: row.school, name: row.name, role: row.role, version: row.version, summary: row.summary }))).toEqual([
      { school: 'coastalbay', name: 'Coastal Bay web desk', role: 'admin', version: 1, summary: 'Added Coastal Bay web desk as admin' },
      { school: 'ridgemont', name: 'Ridgemont State web desk', role: 'admin', version: 1, summary: 'Added Ridgemont State web desk as admin' },
    ]);
    expect(added.every((row) => !String(row.after).includes('password'))).toBe(true);
  });

  it("makes next season's hidden roster through the studio's roster and player commands", async () => {
    const [hidden] = await rows(sql`SELECT r.id, r.hidden, r.version, count(p.id)::int AS players FROM rosters r JOIN tenants t ON t.id = r.tenant_id
      LEFT JOIN roster_players p ON p.roster_id = r.id WHERE t.key = 'ridgemont' AND r.note LIKE 'Draft roster%' GROUP BY r.id`);
    expect(hidden).toMatchObject({ hidden: true, version: 2 });
    expect(hidden!.players).toBeGreaterThan(3);
    const audit = await rows(sql`SELECT a.kind, a.action FROM audit_log a WHERE a.actor_name = 'Demo department'
      AND ((a.kind = 'roster' AND a.item_id = ${hidden!.id}) OR (a.kind = 'player' AND a.item_id IN (SELECT id FROM roster_players WHERE roster_id = ${hidden!.id}))) ORDER BY a.id`);
    // Started from this season's roster (its returning players carried), titled, then the recruits added one by one.
    const steps = audit.map((row) => `${String(row.kind)} ${String(row.action)}`);
    expect(steps.slice(0, 2)).toEqual(['roster create', 'roster update']);
    expect(steps.slice(2)).toEqual(['player create', 'player create', 'player create']);
  });

  it("writes every season's roster and every player's season through the roster commands: version 1, its audit row, the day it was entered", async () => {
    const rosters = await rows(sql`SELECT r.id, r.display_title, r.created_at, r.updated_at, v.version, v.created_at AS saved_at, v.data->>'title' AS saved_title, a.summary, a.at
      FROM rosters r LEFT JOIN content_versions v ON v.tenant_id = r.tenant_id AND v.kind = 'roster' AND v.item_id = r.id AND v.version = 1
      LEFT JOIN audit_log a ON a.tenant_id = r.tenant_id AND a.kind = 'roster' AND a.item_id = r.id AND a.action = 'create' WHERE r.note NOT LIKE 'Draft roster%'`);
    expect(rosters.length).toBeGreaterThan(40);
    for (const roster of rosters) {
      expect(roster).toMatchObject({ version: 1, saved_title: roster.display_title, summary: `Created the ${String(roster.display_title)}`, saved_at: roster.created_at, at: roster.created_at, updated_at: roster.created_at });
    }
    const [players] = await rows(sql`SELECT count(*)::int AS seasons, count(v.id)::int AS versions, count(a.id)::int AS audits,
        bool_and(a.summary = 'Added ' || p.first_name || ' ' || p.last_name || ' to the ' || r.display_title) AS summaries,
        bool_and(a.at = e.updated_at AND v.created_at = e.updated_at) AS entered, bool_and((v.data->>'jersey') = e.jersey) AS saved
      FROM roster_players e JOIN players p ON p.id = e.player_id JOIN rosters r ON r.id = e.roster_id
      LEFT JOIN content_versions v ON v.tenant_id = e.tenant_id AND v.kind = 'player' AND v.item_id = e.id AND v.version = 1
      LEFT JOIN audit_log a ON a.tenant_id = e.tenant_id AND a.kind = 'player' AND a.item_id = e.id AND a.action = 'create'
      WHERE r.note NOT LIKE 'Draft roster%'`);
    expect(players).toMatchObject({ summaries: true, entered: true, saved: true });
    expect(players!.seasons).toBeGreaterThan(2_000);
    expect([players!.versions, players!.audits]).toEqual([players!.seasons, players!.seasons]);
  });

  it("writes the staff directory through the coach command: every member at version 1 with their audit row, on their seasons' rosters", async () => {
    const [members] = await rows(sql`SELECT count(*)::int AS n, count(v.id)::int AS versions, bool_and(a.summary = 'Added ' || m.first_name || ' ' || m.last_name || ' to the staff directory') AS summaries,
        bool_and(m.version = 1 AND (v.data->>'email') = m.email) AS saved, bool_and(m.image_alt = m.first_name || ' ' || m.last_name) AS described
      FROM staff_members m LEFT JOIN content_versions v ON v.tenant_id = m.tenant_id AND v.kind = 'coach' AND v.item_id = m.id AND v.version = 1
      LEFT JOIN audit_log a ON a.tenant_id = m.tenant_id AND a.kind = 'coach' AND a.item_id = m.id AND a.action = 'create'`);
    expect(members).toMatchObject({ summaries: true, saved: true, described: true });
    expect(members!.versions).toBe(members!.n);
    // A coach's seasons are their places in the version the directory keeps.
    const [places] = await rows(sql`SELECT bool_and(jsonb_array_length(v.data->'rosters') = (SELECT count(*) FROM roster_coaches c WHERE c.staff_member_id = m.id AND c.roster_id IN (SELECT id FROM rosters WHERE note NOT LIKE 'Draft roster%'))) AS same
      FROM staff_members m JOIN content_versions v ON v.kind = 'coach' AND v.item_id = m.id AND v.version = 1`);
    expect(places).toEqual({ same: true });
  });

  it("stores its photos and documents through the upload's batch form (version 1, audit row), every image with alt text; its drawings, which the upload refuses, as files", async () => {
    const uploaded = await rows(sql`SELECT m.id, m.path, m.content_type AS type, m.version, m.name, m.alt_text AS alt, m.width, m.height, v.version AS saved, v.data, l.summary, l.actor_name AS actor FROM media m
      LEFT JOIN content_versions v ON v.tenant_id = m.tenant_id AND v.kind = 'media' AND v.item_id = m.id
      LEFT JOIN audit_log l ON l.tenant_id = m.tenant_id AND l.kind = 'media' AND l.item_id = m.id
      WHERE m.content_type NOT IN ('image/svg+xml', 'text/javascript') ORDER BY m.id`);
    expect(uploaded.length).toBeGreaterThan(20);
    expect(new Set(uploaded.map((row) => row.type))).toEqual(new Set(['image/jpeg', 'application/pdf']));
    for (const file of uploaded) {
      expect(file).toMatchObject({ version: 1, saved: 1, actor: 'Demo department', summary: `Uploaded “${String(file.name)}”`, name: String(file.path).split('/').pop() });
    }
    const photo = uploaded.find((row) => row.type === 'image/jpeg')!;
    expect(photo.alt).not.toBe('');
    expect(photo.data).toEqual({ id: photo.id, path: photo.path, type: 'image/jpeg', name: photo.name, alt: photo.alt, width: photo.width, height: photo.height, bytes: expect.any(Number) });
    expect([photo.width, photo.height]).toEqual([expect.any(Number), expect.any(Number)]);

    const [drawings] = await rows(sql`SELECT count(*)::int AS n, count(*) FILTER (WHERE alt_text = '')::int AS silent FROM media WHERE content_type = 'image/svg+xml'`);
    expect(drawings!.n).toBeGreaterThan(2_900);
    expect(drawings!.silent).toBe(0);
  });

  it("writes the stories through the studio's story command (its batch form): each at version 1, its version and audit row by the demo department", async () => {
    const written = await rows(sql`SELECT s.id, s.title, s.version, s.status, s.hidden, v.version AS saved, v.action, l.summary, l.actor_name AS actor, l.account_id AS account FROM stories s
      LEFT JOIN content_versions v ON v.tenant_id = s.tenant_id AND v.kind = 'story' AND v.item_id = s.id
      LEFT JOIN audit_log l ON l.tenant_id = s.tenant_id AND l.kind = 'story' AND l.item_id = s.id ORDER BY s.id`);
    expect(written.length).toBeGreaterThan(200);
    for (const story of written) {
      expect(story).toMatchObject({ version: 1, saved: 1, action: 'create', actor: 'Demo department', account: null, summary: `Created “${String(story.title)}”` });
    }
    // The department's history: published at their dates, and the staff previews' drafts hidden.
    expect(written.filter((story) => story.status === 'draft').map((story) => story.hidden)).toEqual([true, true, true, true, true, true]);
    expect(written.filter((story) => story.status === 'published').every((story) => story.hidden === false)).toBe(true);
    const [spot] = await rows(sql`SELECT s.title, s.teaser, s.filename, s.post_date AS "postDate", s.video_youtube AS youtube, v.data FROM stories s
      JOIN content_versions v ON v.tenant_id = s.tenant_id AND v.kind = 'story' AND v.item_id = s.id WHERE s.video_youtube IS NOT NULL ORDER BY s.id LIMIT 1`);
    const data = spot!.data as Record<string, unknown>;
    expect(data).toMatchObject({ title: spot!.title, teaser: spot!.teaser, filename: spot!.filename, status: 'published', postDate: new Date(spot!.postDate as string).toISOString(), video: { youtubeId: spot!.youtube } });
    expect((data.tags as string[]).length).toBeGreaterThan(0);
  });

  it("adds every game and its result through the studio's game command: version 1, its version row and audit row", async () => {
    const [games] = await rows(sql`SELECT count(*)::int AS n, count(v.id)::int AS versions, count(a.id)::int AS audits, bool_and(g.version = 1 AND v.version = 1) AS first,
      bool_and(a.actor_name = 'Demo department' AND a.account_id IS NULL AND a.action = 'create') AS by_demo,
      bool_and(a.summary = 'Added the game ' || coalesce(o.title, g.event_title, 'a game') || ' on ' || left(g.local_date::text, 10)) AS summaries
      FROM games g LEFT JOIN opponents o ON o.id = g.opponent_id LEFT JOIN content_versions v ON v.tenant_id = g.tenant_id AND v.kind = 'game' AND v.item_id = g.id
      LEFT JOIN audit_log a ON a.tenant_id = g.tenant_id AND a.kind = 'game' AND a.item_id = g.id`);
    expect(games).toMatchObject({ versions: games!.n, audits: games!.n, first: true, by_demo: true, summaries: true });
    expect(games!.n).toBeGreaterThan(2_000);
    // A played game's version keeps its result; a meet's placing keeps its place in the field.
    const [played] = await rows(sql`SELECT g.team_score, g.result_status, v.data FROM games g JOIN content_versions v ON v.kind = 'game' AND v.item_id = g.id
      WHERE g.result_status = 'W' AND g.line_scores IS NOT NULL ORDER BY g.id LIMIT 1`);
    expect(played!.data).toMatchObject({ version: 1, result: { decision: 'W', teamScore: played!.team_score }, tba: false });
    const [meet] = await rows(sql`SELECT g.team_score, g.opponent_score, v.data FROM games g JOIN content_versions v ON v.kind = 'game' AND v.item_id = g.id WHERE g.result_status = '' ORDER BY g.id LIMIT 1`);
    expect(meet!.data).toMatchObject({ result: { decision: '', teamScore: expect.stringMatching(/^\d+(st|nd|rd|th)$/), opponentScore: meet!.opponent_score } });
  });

  it("adds every opponent through the studio's opponent command: version 1, its version row and audit row", async () => {
    const [opponents] = await rows(sql`SELECT count(*)::int AS n, count(v.id)::int AS versions, bool_and(o.version = 1 AND v.version = 1 AND v.data->>'slug' = o.slug AND v.data->>'logo' = o.logo) AS first,
      bool_and(a.actor_name = 'Demo department' AND a.account_id IS NULL AND a.action = 'create' AND a.summary = 'Added the opponent ' || o.title) AS audited
      FROM opponents o LEFT JOIN content_versions v ON v.tenant_id = o.tenant_id AND v.kind = 'opponent' AND v.item_id = o.id
      LEFT JOIN audit_log a ON a.tenant_id = o.tenant_id AND a.kind = 'opponent' AND a.item_id = o.id`);
    expect(opponents).toMatchObject({ versions: opponents!.n, first: true, audited: true });
    expect(opponents!.n).toBeGreaterThan(40);
  });

  it("writes every box score through the studio's box-score command: version 1, the whole box score as its version, an audit row", async () => {
    const [boxes] = await rows(sql`SELECT count(*)::int AS n, count(v.id)::int AS versions, count(a.id)::int AS audits, bool_and(b.version = 1 AND v.version = 1) AS first,
      bool_and(a.actor_name = 'Demo department' AND a.account_id IS NULL AND a.action = 'create') AS by_demo,
      bool_and(a.summary = 'Box score of game ' || b.game_id || ' (' || b.team_score || '-' || b.opponent_score || ')') AS summaries
      FROM game_box_scores b LEFT JOIN content_versions v ON v.tenant_id = b.tenant_id AND v.kind = 'box-score' AND v.item_id = b.game_id
      LEFT JOIN audit_log a ON a.tenant_id = b.tenant_id AND a.kind = 'box-score' AND a.item_id = b.game_id`);
    expect(boxes).toMatchObject({ versions: boxes!.n, audits: boxes!.n, first: true, by_demo: true, summaries: true });
    expect(boxes!.n).toBeGreaterThan(1_000);
    const [one] = await rows(sql`SELECT b.period_label, b.team_lines::text AS lines, v.data, a.after FROM game_box_scores b JOIN content_versions v ON v.kind = 'box-score' AND v.item_id = b.game_id
      JOIN audit_log a ON a.kind = 'box-score' AND a.item_id = b.game_id ORDER BY b.id LIMIT 1`);
    expect(one!.data).toMatchObject({ version: 1, periodLabel: one!.period_label, source: null, digest: null, teamLines: JSON.parse(String(one!.lines)) });
    expect(Object.keys(one!.after as object).sort()).toEqual(['digest', 'opponentScore', 'source', 'teamScore', 'version']);
  });

  describe('a batch written through the write side', () => {
    let deps: ContentWriteDeps;
    const announced: number[] = [];
    const AT = Date.parse('2026-12-06T12:00:00Z');
    beforeAll(() => {
      const changes = new ContentChanges({ invalidate: (tenantId) => announced.push(tenantId), onError: () => undefined });
      deps = { db: store.database.db, now: () => AT, changes };
    });
    const actor = { accountId: null, name: 'Batch test' };
    // More items than one statement takes, so the chunks are exercised.
    const items = Array.from({ length: 2_500 }, (_, index) => ({ itemId: 900_000 + index, version: 1, after: { title: `Item ${index}` }, summary: `Created item ${index}` }));

    it("records each item's version and audit row, and announces the school once", async () => {
      const tenantId = Number((await rows(sql`SELECT id FROM tenants WHERE key = 'ridgemont'`))[0]!.id);
      const result = await writeContentBatch(deps, { tenantId, actor, kind: 'batch-test', action: 'create' }, async () => ({ result: 'done', items }));
      expect(result).toBe('done');
      const [versions] = await rows(sql`SELECT count(*)::int AS n, min(version) AS v, bool_and(data->>'title' = 'Item ' || (item_id - 900000)) AS same FROM content_versions WHERE kind = 'batch-test'`);
      expect(versions).toEqual({ n: 2_500, v: 1, same: true });
      const [audits] = await rows(sql`SELECT count(*)::int AS n, bool_and(summary = 'Created item ' || (item_id - 900000)) AS same, bool_and(actor_name = 'Batch test') AS actor, min(at) = max(at) AS one_time FROM audit_log WHERE kind = 'batch-test'`);
      expect(audits).toEqual({ n: 2_500, same: true, actor: true, one_time: true });
      expect(announced).toEqual([tenantId]);
    });

    it('writes nothing when the work fails part way', async () => {
      const tenantId = Number((await rows(sql`SELECT id FROM tenants WHERE key = 'coastalbay'`))[0]!.id);
      const failing = writeContentBatch(deps, { tenantId, actor, kind: 'batch-test-failed', action: 'create' }, async (tx) => {
        await tx.execute(sql`UPDATE tenants SET name = 'Changed' WHERE id = ${tenantId}`);
        throw new Error('an item the batch refused');
      });
      await expect(failing).rejects.toThrow('an item the batch refused');
      expect(await rows(sql`SELECT count(*)::int AS n FROM audit_log WHERE kind = 'batch-test-failed'`)).toEqual([{ n: 0 }]);
      expect(await rows(sql`SELECT name <> 'Changed' AS kept FROM tenants WHERE id = ${tenantId}`)).toEqual([{ kept: true }]);
    });
  });
});

describe('the server without the demo', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'no-demo-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('opens, migrates and serves an empty store when no first content is given', async () => {
    const database = await openPreparedStore({ dataDir, databaseUrl: undefined }, () => Date.parse('2026-12-06T12:00:00Z'), null);
    try {
      const [schools] = ((await database.db.execute(sql`SELECT count(*)::int AS n FROM tenants`)) as unknown as { rows: Row[] }).rows;
      expect(schools).toEqual({ n: 0 });
    } finally {
      await database.close();
    }
  });
});
