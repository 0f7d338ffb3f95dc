import { queryString } from '../media/image-url';
import { embeddedVideoUrl } from '../media/video-embed';
import type { StoryVideo } from './story';

/** The privacy-enhanced YouTube player, which the site's Content-Security-Policy allows in frames. */
export const YOUTUBE_EMBED_ORIGIN = 'https://www.youtube-nocookie.com';

/** YouTube ids: letters, digits, '-' and '_'. Anything else is not put into a frame address. */
const YOUTUBE_ID = /^[A-Za-z0-9_-]{6,20}$/;

export function isYoutubeId(id: string): boolean {
  return YOUTUBE_ID.test(id);
}

/** https://www.youtube-nocookie.com/embed/{id}, with the spec 3 descriptor's autoplay and controls. */
export function youtubeEmbedUrl(id: string, options: { autoplay?: boolean; controls?: boolean } = {}): string {
  const query = queryString([
    ['autoplay', options.autoplay === undefined ? undefined : options.autoplay ? 1 : 0],
    ['controls', options.controls === undefined ? undefined : options.controls ? 1 : 0],
    ['rel', 0],
  ]);
  return `${YOUTUBE_EMBED_ORIGIN}/embed/${encodeURIComponent(id)}?${query}`;
}

export interface VideoFrame {
  source: 'youtube' | 'archive';
  src: string;
  /** The same video starting at once: the frame a 'Play Video' button (spec 4) reveals. */
  autoplaySrc: string;
  title: string;
}

/**
 * The frame of a story's video (spec 3: archive or youtube): YouTube plays in the no-cookie
 * player; an archive video in the platform's embed page (spec 7: {origin}/showcase/embed.aspx).
 * Undefined when the story has no playable video.
 */
export function storyVideoFrame(video: StoryVideo | null, origin: string, storyTitle: string): VideoFrame | undefined {
  if (!video) return undefined;
  const title = video.title || `Video: ${storyTitle}`;
  const { youtube, archive } = video;
  if (youtube && isYoutubeId(youtube)) return { source: 'youtube', src: youtubeEmbedUrl(youtube), autoplaySrc: youtubeEmbedUrl(youtube, { autoplay: true }), title };
  if (archive !== null && Number.isInteger(archive) && archive > 0) {
    return { source: 'archive', src: embeddedVideoUrl(origin, { archive }), autoplaySrc: embeddedVideoUrl(origin, { archive, autoplay: true }), title };
  }
  return undefined;
}
