import { and, eq, inArray } from 'drizzle-orm';
import type { StoryInput } from '../../../contract/studio/stories';
import type { Db } from '../../store/database';
import { storyWriters } from '../../store/tables/editorial';
import { media, sports } from '../../store/tables/foundation';
import { games } from '../../store/tables/schedule';

/** What the bodies name, checked against the school: each body's problems (its 400 fields) and the photos' addresses. */
export interface StoryReferences {
  /** By the body's index; a body with nothing wrong has no entry. */
  problems: Map<number, Record<string, string>>;
  /** Media id → address, for the photos that are images of the school's library. */
  imagePaths: Map<number, string>;
}

const present = (ids: ReadonlyArray<number | null | undefined>): number[] => [...new Set(ids.filter((id): id is number => id != null))];

/** Of `ids`, those `select` finds (one query, none when there is nothing to look for). */
async function found(ids: number[], select: (wanted: number[]) => Promise<Array<{ id: number }>>): Promise<Set<number>> {
  return ids.length === 0 ? new Set() : new Set((await select(ids)).map((row) => row.id));
}

/**
 * Checks the sport, game, writer and photos of every body against the school, a query per kind for the whole lot
 * (the studio's one story and the demo's season alike), with the studio form's messages.
 */
export async function storyReferences(db: Db, tenantId: number, inputs: readonly StoryInput[]): Promise<StoryReferences> {
  const imageIds = present(inputs.flatMap((input) => [input.imageId, input.alternateImageId]));
  const images = imageIds.length === 0 ? [] : await db.select({ id: media.id, path: media.path, contentType: media.contentType }).from(media).where(and(eq(media.tenantId, tenantId), inArray(media.id, imageIds)));
  const imagePaths = new Map(images.filter((file) => file.contentType.startsWith('image/')).map((file) => [file.id, file.path]));
  const sportIds = await found(present(inputs.map((input) => input.sportId)), (ids) => db.select({ id: sports.id }).from(sports).where(and(eq(sports.tenantId, tenantId), inArray(sports.id, ids))));
  const gameIds = await found(present(inputs.map((input) => input.gameId)), (ids) => db.select({ id: games.id }).from(games).where(and(eq(games.tenantId, tenantId), inArray(games.id, ids))));
  const writerIds = await found(present(inputs.map((input) => input.writerId)), (ids) => db.select({ id: storyWriters.id }).from(storyWriters).where(and(eq(storyWriters.tenantId, tenantId), inArray(storyWriters.id, ids))));
  const problems = new Map<number, Record<string, string>>();
  inputs.forEach((input, index) => {
    const fields: Record<string, string> = {};
    if (input.imageId != null && !imagePaths.has(input.imageId)) fields.imageId = 'Choose a photo from the media library.';
    if (input.sportId != null && !sportIds.has(input.sportId)) fields.sportId = 'Choose a sport from the list.';
    if (input.gameId != null && !gameIds.has(input.gameId)) fields.gameId = 'Choose a game from the schedule.';
    if (input.writerId != null && !writerIds.has(input.writerId)) fields.writerId = 'Choose a writer from the list.';
    if (input.alternateImageId != null && !imagePaths.has(input.alternateImageId)) fields.alternateImageId = 'Choose the square photo from the media library.';
    if (Object.keys(fields).length > 0) problems.set(index, fields);
  });
  return { problems, imagePaths };
}
