import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../server/store/database';
import { media } from '../server/store/tables/foundation';

/** The media library ids of files a part stored, in the order of `paths`: what the studio's bodies name a photo by. */
export async function mediaIdsOf(db: Db, tenantId: number, paths: readonly string[]): Promise<number[]> {
  const rows = await db.select({ id: media.id, path: media.path }).from(media).where(and(eq(media.tenantId, tenantId), inArray(media.path, [...paths])));
  const byPath = new Map(rows.map((row) => [row.path, row.id]));
  return paths.map((path) => {
    const id = byPath.get(path);
    if (id === undefined) throw new Error(`no media file ${path}`);
    return id;
  });
}
