import type { Paged } from '../paging/paging';
import type { MomentVideo } from './moment-video';

export interface MomentsPageData {
  videos: Paged<MomentVideo>;
}
