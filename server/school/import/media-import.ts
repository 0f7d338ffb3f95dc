import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../store/database';
import { media } from '../../store/tables/foundation';
import type { ImportReport } from './import-report';
import { insertOneByOne, writeResource, type ImportContext, type MappedItem, type ResourceWriter } from './import-writer';
import type { OriginClient } from './origin-client';

/**
 * Media addresses in the origin's content: `/media/<theirkey>/<path>` becomes `/media/<ourkey>/<path>`, and every
 * path seen is remembered so its bytes are fetched once the content is mapped.
 */
export class MediaNames {
  readonly paths = new Set<string>();
  private readonly pattern: RegExp;

  constructor(
    private readonly theirKey: string,
    private readonly ourKey: string,
  ) {
    this.pattern = new RegExp(`/media/${theirKey.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/([^\\s"'()<>?#]+)`, 'g');
  }

  /**
   * A string, or any JSON value deeply, with the origin's media addresses rewritten to ours. What names no media is
   * returned as it is (the same array or object), so an answer is walked, not copied.
   */
  rewrite<T>(value: T): T {
    if (typeof value === 'string') {
      // Most strings name no media: the cheap test spares them the pattern (the import rewrites every answer).
      if (!value.includes('/media/')) return value;
      return value.replace(this.pattern, (_match, path: string) => {
        // A directory named beside a file (an image's `path`) is rewritten, not fetched.
        if (/\.[A-Za-z0-9]+$/.test(path)) this.paths.add(path);
        return `/media/${this.ourKey}/${path}`;
      }) as T;
    }
    if (Array.isArray(value)) {
      let copy: unknown[] | null = null;
      value.forEach((item: unknown, index) => {
        const rewritten = this.rewrite(item);
        if (rewritten !== item) (copy ??= [...value])[index] = rewritten;
      });
      return (copy ?? value) as T;
    }
    if (value && typeof value === 'object' && !(value instanceof Date)) {
      const record = value as Record<string, unknown>;
      let copy: Record<string, unknown> | null = null;
      for (const key of Object.keys(record)) {
        const rewritten = this.rewrite(record[key]);
        if (rewritten !== record[key]) (copy ??= { ...record })[key] = rewritten;
      }
      return (copy ?? value) as T;
    }
    return value;
  }

  originPath(path: string): string {
    return `/media/${this.theirKey}/${path}`;
  }
}

interface MediaRow {
  path: string;
  contentType: string;
  body: Buffer;
}

function mediaWriter(context: ImportContext): ResourceWriter<MediaRow> {
  const insert = async (tx: Db, row: MediaRow) => {
    const [inserted] = await tx
      .insert(media)
      .values({ tenantId: context.tenantId, ...row })
      .onConflictDoUpdate({ target: [media.tenantId, media.path], set: { contentType: row.contentType, body: row.body } })
      .returning({ id: media.id });
    return inserted!.id;
  };
  return {
    resource: 'media',
    kind: 'media',
    insert,
    async insertMany(tx, rows) {
      // One upsert cannot write a path twice: two origin addresses naming one file go one by one.
      if (new Set(rows.map((row) => row.path)).size < rows.length) return insertOneByOne(tx, insert, rows);
      if (rows.length === 0) return [];
      const inserted = await tx
        .insert(media)
        .values(rows.map((row) => ({ tenantId: context.tenantId, ...row })))
        .onConflictDoUpdate({ target: [media.tenantId, media.path], set: { contentType: sql`excluded.content_type`, body: sql`excluded.body` } })
        .returning({ id: media.id, path: media.path });
      const idOf = new Map(inserted.map((file) => [file.path, file.id]));
      return rows.map((row) => idOf.get(row.path)!);
    },
    async update(tx, _id, row) {
      await tx
        .update(media)
        .set({ contentType: row.contentType, body: row.body })
        .where(and(eq(media.tenantId, context.tenantId), eq(media.path, row.path)));
    },
  };
}

const CHUNK = 12;
/** Chunks downloading while one is written: enough to keep the origin busy through a write, few enough to bound memory. */
const CHUNKS_AHEAD = 4;

/**
 * Fetches the bytes of every media file the imported content names and stores them under the same path, a chunk
 * at a time, so a killed run keeps the files it already stored. The next chunks download while one is written.
 */
export async function importMedia(context: ImportContext, origin: OriginClient, names: MediaNames, report: ImportReport): Promise<void> {
  const paths = [...names.paths].sort();
  const writer = mediaWriter(context);
  const fetchChunk = (start: number) => {
    const chunk = Promise.all(paths.slice(start, start + CHUNK).map(async (path) => ({ path, file: await origin.bytes(names.originPath(decodeURI(path))) })));
    // A failed download surfaces when its chunk's turn comes.
    chunk.catch(() => undefined);
    return chunk;
  };
  const downloading: Array<ReturnType<typeof fetchChunk>> = [];
  for (let ahead = 0; ahead < CHUNKS_AHEAD; ahead += 1) downloading.push(fetchChunk(ahead * CHUNK));
  for (let start = 0; start < paths.length || start === 0; start += CHUNK) {
    const fetched = await downloading.shift()!;
    downloading.push(fetchChunk(start + CHUNKS_AHEAD * CHUNK));
    const items: MappedItem<MediaRow>[] = [];
    for (const { path, file } of fetched) {
      if (!file) report.refuse('media', path, `The origin has no file at ${names.originPath(path)}`);
      else items.push({ sourceId: path, row: { path: decodeURI(path), contentType: file.contentType, body: file.body } });
    }
    await writeResource(context, writer, items, { progress: { done: start, total: paths.length } });
  }
}
