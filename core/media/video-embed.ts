import { queryString } from './image-url';

/** spec 3: Embedded video descriptor. */
export interface EmbeddedVideo {
  youtube?: string | null;
  archive?: string | number | null;
  /** An Endeavor stream id. */
  endeavor?: string | number | null;
  autoplay?: boolean | null;
  controls?: boolean | null;
  live?: boolean | null;
}

export const VIDEO_EMBED_PATH = '/showcase/embed.aspx';

// spec 7: {origin}/showcase/embed.aspx with youtube, Archive, Id, autoplay, controls, live; undefined or null dropped.
export function embeddedVideoUrl(origin: string, video: EmbeddedVideo): string {
  const query = queryString([
    ['youtube', video.youtube],
    ['Archive', video.archive],
    ['Id', video.endeavor],
    ['autoplay', video.autoplay],
    ['controls', video.controls],
    ['live', video.live],
  ]);
  const base = `${origin.replace(/\/+$/, '')}${VIDEO_EMBED_PATH}`;
  return query === '' ? base : `${base}?${query}`;
}
