import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { storyVideoFrame, youtubeEmbedUrl, YOUTUBE_EMBED_ORIGIN } from '../../../core/stories/story-video';

const youtubeId = fc.stringMatching(/^[A-Za-z0-9_-]{11}$/);

describe("a story's video frame (spec 3: archive or youtube)", () => {
  it('plays YouTube in the no-cookie player that the CSP allows', () => {
    fc.assert(
      fc.property(youtubeId, fc.webUrl(), (id, origin) => {
        const frame = storyVideoFrame({ youtube: id, archive: 1234, title: null }, origin, 'Rams Win');
        expect(frame?.source).toBe('youtube');
        const url = new URL(frame!.src);
        expect(url.origin).toBe(YOUTUBE_EMBED_ORIGIN);
        expect(url.pathname).toBe(`/embed/${id}`);
        expect(frame!.title).toBe('Video: Rams Win');
        expect(new URL(frame!.autoplaySrc).searchParams.get('autoplay')).toBe('1');
      }),
    );
    expect(youtubeEmbedUrl('abc123XYZ_-', { autoplay: true })).toBe('https://www.youtube-nocookie.com/embed/abc123XYZ_-?autoplay=1&rel=0');
  });

  it("plays an archive video in the platform's embed page (spec 7)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1e9 }), (archive) => {
        const frame = storyVideoFrame({ youtube: null, archive, title: 'Highlights' }, 'https://rams.example.edu', 'Rams Win');
        expect(frame).toEqual({
          source: 'archive',
          src: `https://rams.example.edu/showcase/embed.aspx?Archive=${archive}`,
          autoplaySrc: `https://rams.example.edu/showcase/embed.aspx?Archive=${archive}&autoplay=true`,
          title: 'Highlights',
        });
      }),
    );
  });

  it('puts nothing that is not a video id into a frame', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        fc.pre(!/^[A-Za-z0-9_-]{6,20}$/.test(text));
        expect(storyVideoFrame({ youtube: text, archive: null, title: null }, 'https://x.example', 'T')).toBeUndefined();
      }),
    );
    expect(storyVideoFrame(null, 'https://x.example', 'T')).toBeUndefined();
    expect(storyVideoFrame({ youtube: null, archive: -4, title: null }, 'https://x.example', 'T')).toBeUndefined();
  });
});
