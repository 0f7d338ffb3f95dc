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

/**
 * Hot reads whose conditions vary by call (which filters are set): one prepared query per shape, built the first
 * time the shape is asked for on a store. `build` gets the shape and places `sql.placeholder`s for the values.
 */
export function preparedQueryByShape<Q>(build: (db: Db, shape: string, name: string) => Q): (db: Db, shape: string) => Q {
  const shapes = new Map<string, string>();
  const built = new WeakMap<Db, Map<string, Q>>();
  return (db, shape) => {
    let ofDb = built.get(db);
    if (!ofDb) built.set(db, (ofDb = new Map()));
    let query = ofDb.get(shape);
    if (!query) {
      // A short name per shape (PostgreSQL cuts names at 63 bytes), the same on every store.
      let name = shapes.get(shape);
      if (name === undefined) shapes.set(shape, (name = `shape_${shapes.size}`));
      query = build(db, shape, name);
      ofDb.set(shape, query);
    }
    return query;
  };
}
