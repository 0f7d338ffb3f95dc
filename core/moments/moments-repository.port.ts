import type { Paged } from '../paging/paging';
import type { MomentVideo } from './moment-video';

export interface MomentsRepository {
  /** A page of highlight videos, newest first, of one sport or all; an empty page on failure (spec 8). */
  videos(options: { sportId: number | null; page: number }): Promise<Paged<MomentVideo>>;
}
