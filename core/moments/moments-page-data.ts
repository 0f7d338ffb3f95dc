import type { Paged } from '../editorial/paging';
import type { MomentVideo } from './moment-video';

export interface MomentsPageData {
  videos: Paged<MomentVideo>;
}
