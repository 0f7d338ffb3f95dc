import { randomUUID } from 'node:crypto';
import { asc, sql } from 'drizzle-orm';
import { boolean, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { insertRows } from '../../server/store/bulk-insert';
import { openDatabase, type Database } from '../../server/store/database';

const postgresUrl = inject('postgresUrl');
const kinds = postgresUrl ? (['pglite', 'postgres'] as const) : (['pglite'] as const);

/** Every kind of column the import writes: serial, defaults, JSON, timestamps, arrays, a $defaultFn and an $onUpdate. */
const shape = (name: string) =>
  pgTable(name, {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    note: text('note').notNull().default('none'),
    hidden: boolean('hidden').notNull().default(false),
    body: jsonb('body').$type<{ lines: string[] }>(),
    sportIds: integer('sport_ids').array().notNull().default(sql`'{}'`),
    postedAt: timestamp('posted_at', { withTimezone: true }).notNull().defaultNow(),
    slug: text('slug').$defaultFn(() => 'made-by-default-fn'),
    touched: text('touched').$onUpdate(() => 'made-by-on-update'),
  });
const byDrizzle = shape('by_drizzle');
const byInsertRows = shape('by_insert_rows');
const columns = `id serial PRIMARY KEY, title text NOT NULL, note text NOT NULL DEFAULT 'none', hidden boolean NOT NULL DEFAULT false, body jsonb,
  sport_ids integer[] NOT NULL DEFAULT '{}', posted_at timestamptz NOT NULL DEFAULT now(), slug text, touched text`;

const rows = [
  { title: 'All set', note: 'a note', hidden: true, body: { lines: ['one', "it's \"quoted\""] }, sportIds: [3, 1], postedAt: new Date('2026-03-04T05:06:07.000Z'), slug: 'own', touched: 'own' },
  { title: 'Defaults' },
  { id: 40, title: 'Nulls', body: null, slug: null },
];

describe.each(kinds)('insertRows writes what drizzle’s insert writes (%s)', (kind) => {
  let database: Database;
  const schemaName = `bulk_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  beforeAll(async () => {
    database = kind === 'pglite' ? await openDatabase({}) : await openDatabase({ databaseUrl: postgresUrl!, schemaName });
    for (const table of ['by_drizzle', 'by_insert_rows']) await database.db.execute(sql.raw(`CREATE TABLE ${table} (${columns})`));
  });
  afterAll(async () => {
    if (kind === 'postgres') await database.db.execute(sql.raw(`DROP SCHEMA "${schemaName}" CASCADE`));
    await database.close();
  });

  it('binds values, defaults, JSON, arrays and dates alike, in and out of a transaction', async () => {
    await database.db.insert(byDrizzle).values(rows);
    await database.db.transaction((tx) => insertRows(tx, byInsertRows, rows));
    const read = async (table: typeof byDrizzle) => (await database.db.select().from(table).orderBy(asc(table.id))).map(({ postedAt, ...row }) => ({ ...row, postedAt: rows.some((r) => r.title === row.title && r.postedAt) ? postedAt : 'now' }));
    const expected = await read(byDrizzle);
    expect(expected.map((row) => row.slug)).toEqual(['own', 'made-by-default-fn', null]);
    expect(await read(byInsertRows)).toEqual(expected);
  });

  it('adds the suffix after the values (an upsert)', async () => {
    await insertRows(database.db, byInsertRows, [{ id: 40, title: 'Upserted' }], 'on conflict (id) do update set title = excluded.title');
    const [row] = await database.db.select().from(byInsertRows).where(sql`id = 40`);
    expect(row).toMatchObject({ title: 'Upserted', slug: null });
  });

  it('refuses an SQL expression and writes nothing', async () => {
    await expect(insertRows(database.db, byInsertRows, [{ title: sql`'computed'` }])).rejects.toThrow('insertRows takes values, not SQL (by_insert_rows.title)');
    expect(await database.db.$count(byInsertRows)).toBe(3);
  });
});
