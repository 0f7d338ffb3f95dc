import { copyFileSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { migrateDatabase, openDatabase } from '../../../server/store/database';
import { applyMigrations } from '../../../server/store/migrator';

const MIGRATIONS = path.resolve('server/store/migrations');
const STUDIO_MIGRATION = '0018_studio.sql';

describe('stories stored before the studio (an existing data directory)', () => {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'athletics-migrations-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('become version 1: published, or draft when hidden', async () => {
    for (const file of readdirSync(MIGRATIONS).filter((name) => name < STUDIO_MIGRATION)) copyFileSync(path.join(MIGRATIONS, file), path.join(folder, file));
    const database = await openDatabase({});
    try {
      await applyMigrations(database.db, folder);
      await database.db.execute(sql`INSERT INTO tenants (key, name, settings) VALUES ('old', 'Old School', '{}')`);
      for (const [filename, hidden] of [
        ['shown', false],
        ['kept-back', true],
      ] as const) {
        await database.db.execute(
          sql`INSERT INTO stories (tenant_id, title, body_html, story_type, filename, post_date, created_at, hidden) SELECT id, ${filename}, '<p>x</p>', 'news', ${filename}, now(), now(), ${hidden} FROM tenants`,
        );
      }
      expect(await migrateDatabase(database)).toContain(STUDIO_MIGRATION);
      const rows = (await database.db.execute(sql`SELECT filename, status, version FROM stories ORDER BY filename`)) as unknown as { rows: Array<{ filename: string; status: string; version: number }> };
      expect(rows.rows).toEqual([
        { filename: 'kept-back', status: 'draft', version: 1 },
        { filename: 'shown', status: 'published', version: 1 },
      ]);
    } finally {
      await database.close();
    }
  });
});

describe('staff accounts made before they had versions (an existing data directory)', () => {
  const STAFF_VERSIONS = '0020_staff_versions.sql';
  const folder = mkdtempSync(path.join(os.tmpdir(), 'athletics-migrations-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('become version 1, changed by no one yet', async () => {
    for (const file of readdirSync(MIGRATIONS).filter((name) => name < STAFF_VERSIONS)) copyFileSync(path.join(MIGRATIONS, file), path.join(folder, file));
    const database = await openDatabase({});
    try {
      await applyMigrations(database.db, folder);
      await database.db.execute(sql`INSERT INTO tenants (key, name, settings) VALUES ('old', 'Old School', '{}')`);
      await database.db.execute(sql`INSERT INTO staff_accounts (tenant_id, email, display_name, role, password_hash) SELECT id, 'old@old.edu', 'Old Admin', 'admin', 'x' FROM tenants`);
      expect(await migrateDatabase(database)).toContain(STAFF_VERSIONS);
      const rows = (await database.db.execute(sql`SELECT email, version, updated_at, updated_by FROM staff_accounts`)) as unknown as { rows: unknown[] };
      expect(rows.rows).toEqual([{ email: 'old@old.edu', version: 1, updated_at: null, updated_by: null }]);
    } finally {
      await database.close();
    }
  });
});
