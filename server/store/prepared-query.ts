import type { Db } from './database';

/**
 * A hot read built once per store (`build` calls drizzle's `.prepare(name)` with `sql.placeholder`s) and run by
 * name after: drizzle otherwise builds the SQL text on every call (a fifth of the API's CPU answering an import's
 * thousands of bios, box scores and media files), and PostgreSQL parses and plans it once per connection.
 */
export function preparedQuery<Q>(build: (db: Db) => Q): (db: Db) => Q {
  const built = new WeakMap<Db, Q>();
  return (db) => {
    let query = built.get(db);
    if (!query) {
      query = build(db);
      built.set(db, query);
    }
    return query;
  };
}
