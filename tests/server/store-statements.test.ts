import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase, type Database } from '../../server/store/database';
import { query as rawRows } from '../../server/store/raw-query';

const postgresUrl = inject('postgresUrl');
const kinds = postgresUrl ? (['pglite', 'postgres'] as const) : (['pglite'] as const);

describe.each(kinds)('statements with parameters are prepared once per connection (%s)', (kind) => {
  let database: Database;
  const schemaName = `statements_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  beforeAll(async () => {
    database = kind === 'pglite' ? await openDatabase({}) : await openDatabase({ databaseUrl: postgresUrl!, schemaName });
    await database.db.execute(sql`CREATE TABLE items (id integer PRIMARY KEY, body bytea NOT NULL)`);
  });
  afterAll(async () => {
    if (kind === 'postgres') await database.db.execute(sql.raw(`DROP SCHEMA "${schemaName}" CASCADE`));
    await database.close();
  });

  it('runs a statement by name after its first call, on the connection that parsed it', async () => {
    const text = 'select count(*)::int as n from items where id > $1';
    const prepared = await database.db.transaction(async (tx) => {
      for (const floor of [0, 1, 2]) expect(await rawRows<{ n: number }>(tx, sql`select count(*)::int as n from items where id > ${floor}`)).toEqual([{ n: 0 }]);
      return rawRows<{ name: string }>(tx, sql`select name from pg_prepared_statements where statement = ${text}`);
    });
    expect(prepared).toHaveLength(1);
  });

  it('answers a failing statement with its error each time, and the connection goes on', async () => {
    for (let attempt = 0; attempt < 2; attempt++) {
      await expect(database.db.execute(sql`select 1 / ${0}::int`)).rejects.toMatchObject({ cause: { code: '22012' } });
    }
    expect(await rawRows<{ n: number }>(database.db, sql`select ${41}::int + 1 as n`)).toEqual([{ n: 42 }]);
  });

  it('rolls back a transaction whose statement fails, and the connection goes on', async () => {
    await database.db.execute(sql`insert into items (id, body) values (${7}, ${Buffer.from('seven')})`);
    const failing = database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into items (id, body) values (${8}, ${Buffer.from('eight')})`);
      await tx.execute(sql`insert into items (id, body) values (${7}, ${Buffer.from('again')})`);
    });
    await expect(failing).rejects.toMatchObject({ cause: { code: '23505' } });
    await expect(database.db.execute(sql.raw('selec 1'))).rejects.toMatchObject({ cause: { code: '42601' } });
    expect(await rawRows<{ id: number }>(database.db, sql`select id from items where id > ${6} order by id`)).toEqual([{ id: 7 }]);
    await database.db.execute(sql`delete from items where id = ${7}`);
  });

  it('writes and reads bytes as they are', async () => {
    const body = Buffer.from(Array.from({ length: 256 }, (_, i) => i));
    await database.db.execute(sql`insert into items (id, body) values (${1}, ${body})`);
    const [row] = await rawRows<{ body: Buffer }>(database.db, sql`select body from items where id = ${1}`);
    expect(Buffer.compare(row!.body, body)).toBe(0);
  });
});

