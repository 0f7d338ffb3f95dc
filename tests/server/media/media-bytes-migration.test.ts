import { copyFileSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { migrateDatabase, openDatabase } from '../../../server/store/database';
import { applyMigrations } from '../../../server/store/migrator';
import { media } from '../../../server/store/tables/foundation';

const MIGRATIONS = path.resolve('server/store/migrations');
const BYTES_MIGRATION = '0017_media_bytes.sql';

describe('media stored as text before 0017 (an existing data directory)', () => {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'athletics-migrations-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('keeps every file byte for byte once its column holds bytes', async () => {
    for (const file of readdirSync(MIGRATIONS).filter((name) => name < BYTES_MIGRATION)) copyFileSync(path.join(MIGRATIONS, file), path.join(folder, file));
    const database = await openDatabase({});
    try {
      await applyMigrations(database.db, folder);
      await database.db.execute(sql`INSERT INTO tenants (key, name, settings) VALUES ('old', 'Old School', '{}')`);
      const drawing = '<svg xmlns="http://www.w3.org/2000/svg"><text>Café ✓</text></svg>';
      const pdf = '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF';
      await database.db.execute(sql`INSERT INTO media (tenant_id, path, content_type, body) SELECT id, 'logo.svg', 'image/svg+xml', ${drawing} FROM tenants`);
      await database.db.execute(sql`INSERT INTO media (tenant_id, path, content_type, body) SELECT id, 'guide.pdf', 'application/pdf', ${pdf} FROM tenants`);

      expect(await migrateDatabase(database)).toEqual([BYTES_MIGRATION, ...readdirSync(MIGRATIONS).filter((name) => name > BYTES_MIGRATION)]);
      const files = new Map((await database.db.select().from(media)).map((row) => [row.path, row.body]));
      expect(files.get('logo.svg')).toEqual(Buffer.from(drawing, 'utf8'));
      expect(files.get('guide.pdf')).toEqual(Buffer.from(pdf, 'utf8'));
    } finally {
      await database.close();
    }
  });
});
