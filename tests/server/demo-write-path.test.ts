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
    const audit = await rows(sql`SELECT a.kind, a.action, a.summary FROM audit_log a JOIN tenants t ON t.id = a.tenant_id
      WHERE t.key = 'ridgemont' AND a.actor_name = 'Demo department' AND a.kind IN ('roster', 'player') ORDER BY a.id`);
    expect(audit.map((row) => `${String(row.kind)} ${String(row.action)}`)).toEqual(['roster create', 'roster update', 'player create', 'player create', 'player create']);
    const [roster] = await rows(sql`SELECT r.hidden, r.version, r.note, count(p.id)::int AS players FROM rosters r JOIN tenants t ON t.id = r.tenant_id
      LEFT JOIN roster_players p ON p.roster_id = r.id WHERE t.key = 'ridgemont' AND r.note LIKE 'Draft roster%' GROUP BY r.id`);
    expect(roster).toMatchObject({ hidden: true, version: 2 });
    expect(roster!.players).toBeGreaterThan(3);
  });

  it("adds every game and its result through the studio's game command: version 1, its version row and audit row", async () => {
    const [games] = await rows(sql`SELECT count(*)::int AS n, count(v.id)::int AS versions, count(a.id)::int AS audits, bool_and(g.version = 1 AND v.version = 1) AS first,
      bool_and(a.actor_name = 'Demo department' AND a.account_id IS NULL AND a.action = 'create') AS by_demo,
      bool_and(a.summary = 'Added the game ' || coalesce(g.event_title, 'a game') || ' on ' || left(g.local_date::text, 10)) AS summaries
      FROM games g LEFT JOIN content_versions v ON v.tenant_id = g.tenant_id AND v.kind = 'game' AND v.item_id = g.id
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
