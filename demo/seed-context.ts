import type { Db } from '../server/store/database';
import type { ContentWriteDeps } from '../server/studio/content-write';
import type { DemoMediaFile } from './demo-media';
import type { Random } from './random';
import type { DemoSchool } from './schools';
import type { SeededSport } from './seed-sports';

/** What each seed part gets for one school. Everything it writes must derive from these (deterministic). */
export interface SeedContext {
  /** The seeding transaction (this part's savepoint of it). */
  db: Db;
  /** The studio's commands' dependencies on that transaction: a part writes through a command where one exists. */
  commands: ContentWriteDeps;
  tenantId: number;
  tenantKey: string;
  school: DemoSchool;
  /** The school's sports, non-sport entry included (check `nonSport`). */
  sports: SeededSport[];
  /** A PRNG seeded for this school and this part: the same data on every run. */
  random: Random;
  /** Midnight UTC of the day the store is seeded: anchor every date to it. */
  today: number;
  /** The public URL of a media file this part stores with `storeMedia`. */
  mediaUrl(path: string): string;
  /** Stores files for this school at their paths (demo/demo-media.ts): an SVG drawing unless `contentType` says otherwise; an image with its `alt`. */
  storeMedia(items: DemoMediaFile[]): Promise<void>;
}
