import type { SiteDocument } from '../../../core/documents/site-document';
import type { FilterOption } from '../../../core/editorial/filter-option';
import type { CoverageDay } from '../../../core/media-coverage/coverage-game';
import type { MomentVideo } from '../../../core/moments/moment-video';
import type { PressClip } from '../../../core/press-clips/press-clip';
import type { RssFeed } from '../../../core/rss/rss-feed';
import type { SearchResult } from '../../../core/search-results/search-result';
import type { Story } from '../../../core/stories/story';
import type { Tag } from '../../../core/tags/tag';

/** A person the site search finds (players, coaches, staff), with the text it is found by. */
export interface PersonEntry {
  /** The result without its snippet (made for each query). */
  result: Omit<SearchResult, 'snippet' | 'snippet_html'>;
  /** What describes the person (position, year, hometown; a coach's or staff member's title): weighs more than `text`. */
  about: string;
  /** Running text (a bio). */
  text: string;
}

/** This part's share of the demo snapshot (JSON: it travels to the browser as a file). */
export interface EditorialData {
  /** Every published story's full page, newest first: the archive, tags and related stories are computed from them. */
  stories: Story[];
  /** The archive's sport filter, in the school's sport order (which stories do not carry). */
  archiveSports: FilterOption[];
  tags: Tag[];
  /** Players, coaches and staff for the site search (stories are searched from `stories`). */
  people: PersonEntry[];
  /** Days with covered games around the demo's today, in day order. */
  coverage: CoverageDay[];
  /** The documents the site links to (menus, pages, stories, other documents). */
  documents: SiteDocument[];
  /** Every press clip, newest first. */
  pressClips: PressClip[];
  /** The school's videos of every list the moments page shows (highlights, or a sport's videos when it has none). */
  videos: MomentVideo[];
  rss: RssFeed[];
}
