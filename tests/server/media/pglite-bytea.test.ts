import { types } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseBytea, serializeBytea } from '../../../server/store/pglite-bytea';
import { media } from '../../../server/store/tables/foundation';
import { openTestStore, type TestStore } from '../../support/test-store';

// Every byte value, and a view that starts inside its buffer (Buffer's pool hands out such views).
const EVERY_BYTE = Uint8Array.from({ length: 256 }, (_, index) => index);
const VIEW = new Uint8Array(EVERY_BYTE.buffer, 3, 7);

describe("bytea through PGlite with Buffer's hex codec", () => {
  it('writes the text PGlite itself writes', () => {
    const own = types.serializers[types.BYTEA]!;
    for (const bytes of [EVERY_BYTE, VIEW, new Uint8Array(0), Buffer.from('Café ✓')]) expect(serializeBytea(bytes)).toBe(own(bytes));
    expect(() => serializeBytea('not bytes')).toThrow('Invalid input for bytea type');
  });

  it('reads the bytes PGlite itself reads', () => {
    const own = types.parsers[types.BYTEA]!;
    for (const bytes of [EVERY_BYTE, VIEW, new Uint8Array(0)]) {
      const text = serializeBytea(bytes);
      expect([...parseBytea(text)]).toEqual([...(own(text, types.BYTEA) as Uint8Array)]);
      expect([...parseBytea(text)]).toEqual([...bytes]);
    }
  });

  describe('in the database', () => {
    // The run's seeded store, opened in a hook (their time limit allows for a busy machine).
    let store: TestStore;
    beforeAll(async () => {
      store = await openTestStore('pglite', null);
    });
    afterAll(() => store?.dispose());

    it('stores and reads back every byte value', async () => {
      const result = (await store.database.db.execute(sql`SELECT ${VIEW}::bytea AS body, encode(${EVERY_BYTE}::bytea, 'hex') AS hex`)) as unknown as { rows: Array<{ body: Uint8Array; hex: string }> };
      const [row] = result.rows;
      expect([...row!.body]).toEqual([...VIEW]);
      expect(row!.hex).toBe(Buffer.from(EVERY_BYTE).toString('hex'));
    });

    it('reads the seeded media as PostgreSQL holds them', async () => {
      const [file] = await store.database.db
        .select({ body: media.body, hex: sql<string>`encode(${media.body}, 'hex')` })
        .from(media)
        .where(sql`${media.contentType} = 'image/jpeg'`)
        .limit(1);
      expect(file!.body.length).toBeGreaterThan(0);
      expect(file!.body.toString('hex')).toBe(file!.hex);
    });
  });
});
