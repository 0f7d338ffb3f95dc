import { describe, expect, it } from 'vitest';
import { pageHeadTags, socialImage } from '../../../server/web/page-html';

const ORIGIN = 'https://athletics.example.edu';

describe('the social image (spec 9: 1600 wide)', () => {
  it("draws the site's own media through its image service as a 1600-wide JPEG, which every link preview reads", () => {
    expect(socialImage('/media/ridgemont/logo.svg', '/images', ORIGIN)).toBe(`${ORIGIN}/images/resize?url=%2Fmedia%2Fridgemont%2Flogo.svg&width=1600&type=jpeg`);
    expect(socialImage(`${ORIGIN}/media/ridgemont/stories/2026/a.svg`, '/images', ORIGIN)).toBe(`${ORIGIN}/images/resize?url=%2Fmedia%2Fridgemont%2Fstories%2F2026%2Fa.svg&width=1600&type=jpeg`);
    expect(socialImage('/media/ridgemont/logo.svg', 'https://images.example.net/', ORIGIN)).toBe('https://images.example.net/resize?url=%2Fmedia%2Fridgemont%2Flogo.svg&width=1600&type=jpeg');
  });

  it('names an image on another host, or one the service does not hold, as it is (absolute)', () => {
    expect(socialImage('https://cdn.example.org/photo.jpg', '/images', ORIGIN)).toBe('https://cdn.example.org/photo.jpg');
    expect(socialImage('/favicon.svg', '/images', ORIGIN)).toBe(`${ORIGIN}/favicon.svg`);
    expect(socialImage('/media/ridgemont/logo.svg', '', ORIGIN)).toBe(`${ORIGIN}/media/ridgemont/logo.svg`);
    expect(socialImage(undefined, '/images', ORIGIN)).toBeUndefined();
  });
});

describe("the preload of a page's own image", () => {
  const tags = (head: Parameters<typeof pageHeadTags>[0]['head']) => pageHeadTags({ head, canonical: `${ORIGIN}/news/a`, siteName: 'Ridgemont' });

  it('asks for the rendition the image will show when it has a srcset', () => {
    const html = tags({ image: '/media/r/a.jpg', imageSrcSet: '/images/resize?url=%2Fmedia%2Fr%2Fa.jpg&width=400&type=webp 400w', imageSizes: '100vw', structuredData: [] });
    expect(html).toContain('<link rel="preload" as="image" fetchpriority="high" href="/media/r/a.jpg" imagesrcset="/images/resize?url=%2Fmedia%2Fr%2Fa.jpg&#38;width=400&#38;type=webp 400w" imagesizes="100vw" />');
  });

  it('asks for the image itself when it has none', () => {
    expect(tags({ image: '/media/r/a.svg', structuredData: [] })).toContain('<link rel="preload" as="image" fetchpriority="high" href="/media/r/a.svg" />');
    expect(tags({ structuredData: [] })).not.toContain('rel="preload"');
  });
});
