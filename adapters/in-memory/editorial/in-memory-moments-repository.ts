import type { MomentVideo } from '../../../core/moments/moment-video';
import type { MomentsRepository } from '../../../core/moments/moments-repository.port';
import { emptyPage, type Paged } from '../../../core/paging/paging';
import type { InMemoryDeps } from '../demo-source';
import { answerOr, pageOf } from './in-memory-read';

/** The video category that holds highlights. */
const HIGHLIGHTS = /highlight/i;

export const isHighlight = (video: Pick<MomentVideo, 'category'>) => HIGHLIGHTS.test(video.category ?? '');

/** Newest first; videos published together keep the school's order. */
function newestFirst(videos: readonly MomentVideo[]): MomentVideo[] {
  const time = (video: MomentVideo) => Date.parse(video.published) || 0;
  return [...videos].sort((a, b) => time(b) - time(a));
}

/**
 * Highlight moments are the school's videos in its Highlights category, of one sport or all; a
 * sport with no highlights shows all its videos.
 */
export class InMemoryMomentsRepository implements MomentsRepository {
  constructor(private readonly deps: InMemoryDeps<MomentVideo[]>) {}

  videos(options: { sportId: number | null; page: number }): Promise<Paged<MomentVideo>> {
    return answerOr(this.deps, 'moments', emptyPage<MomentVideo>(options.page), (videos) => {
      const ofSport = options.sportId === null ? videos : videos.filter((video) => video.sport?.id === options.sportId);
      const highlights = ofSport.filter(isHighlight);
      return pageOf(newestFirst(highlights.length > 0 ? highlights : ofSport), options.page);
    });
  }
}
