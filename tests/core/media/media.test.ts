import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { IMAGE_OPERATIONS, IMAGE_TYPES, RESPONSIVE_WIDTHS, fallbackImageUrl, imageUrl, isRasterImage, responsiveSrcSet, socialImageUrl } from '../../../core/media/image-url';
import { ALL_SPORTS_ICON, SPORT_ICON_MAP, sportIcon } from '../../../core/media/sport-icons';
import { embeddedVideoUrl } from '../../../core/media/video-embed';

const cdn = fc.constantFrom('https://images.example.net', 'https://images.example.net/', '//cdn.example.org/img');

describe('image url', () => {
  it('builds {cdnPath}/{operation}?url=&width=&height=&gravity=&type= with undefined params dropped and webp by default', () => {
    fc.assert(
      fc.property(
        cdn,
        fc.constantFrom(...IMAGE_OPERATIONS),
        fc.webUrl(),
        fc.option(fc.integer({ min: 1, max: 4000 }), { nil: undefined }),
        fc.option(fc.integer({ min: 1, max: 4000 }), { nil: undefined }),
        fc.option(fc.constantFrom('center', 'north', 'smart'), { nil: undefined }),
        fc.option(fc.constantFrom(...IMAGE_TYPES), { nil: undefined }),
        (cdnPath, operation, url, width, height, gravity, type) => {
          const built = imageUrl(cdnPath, operation, { url, width, height, gravity, type });
          const [base, query = ''] = built.split('?');
          expect(base).toBe(`${cdnPath.replace(/\/$/, '')}/${operation}`);
          const params = new URLSearchParams(query);
          const expected: [string, string][] = [['url', url]];
          if (width !== undefined) expected.push(['width', String(width)]);
          if (height !== undefined) expected.push(['height', String(height)]);
          if (gravity !== undefined) expected.push(['gravity', gravity]);
          expected.push(['type', type ?? 'webp']);
          expect([...params.entries()]).toEqual(expected);
        },
      ),
    );
  });

  it('builds the black-and-white fallback', () => {
    expect(fallbackImageUrl('https://images.example.net', 'https://bucket.example/images/a b.png')).toBe(
      'https://images.example.net/convert?url=https%3A%2F%2Fbucket.example%2Fimages%2Fa%20b.png&colorspace=bw&type=webp',
    );
    fc.assert(
      fc.property(cdn, fc.webUrl(), (cdnPath, bucketPath) => {
        const url = new URL(fallbackImageUrl(cdnPath, bucketPath), 'https://site.example');
        expect(url.pathname.endsWith('/convert')).toBe(true);
        expect([...url.searchParams.entries()]).toEqual([
          ['url', bucketPath],
          ['colorspace', 'bw'],
          ['type', 'webp'],
        ]);
      }),
    );
  });
});

describe('responsive images', () => {
  it('tells photos from drawings by the file name, whatever the query or case', () => {
    for (const url of ['/media/a/photo.jpg', 'https://cdn.example/p.JPEG?v=2', '/m/p.png#x', '/m/p.webp', '/m/p.gif', '/m/p.avif']) expect(isRasterImage(url)).toBe(true);
    for (const url of ['/media/a/logo.svg', '/media/a/photo.jpg.svg', '/m/file.pdf', 'data:image/png;base64,AAAA', '/m/jpg', '']) expect(isRasterImage(url)).toBe(false);
  });

  it("gives a photo a srcset of the service's webp renditions, narrowest first, each named by its width", () => {
    fc.assert(
      fc.property(cdn, fc.webUrl().map((url) => `${url}/photo.jpg`), (cdnPath, url) => {
        const srcSet = responsiveSrcSet(cdnPath, url)!;
        const candidates = srcSet.split(', ').map((candidate) => candidate.split(' '));
        expect(candidates.map(([, width]) => width)).toEqual(RESPONSIVE_WIDTHS.map((width) => `${width}w`));
        for (const [address, width] of candidates) {
          expect(address).toBe(imageUrl(cdnPath, 'resize', { url, width: Number.parseInt(width!, 10) }));
          expect(new URL(address!, 'https://site.example').searchParams.get('type')).toBe('webp');
        }
      }),
    );
  });

  it('gives a drawing, or a site without an image service, no srcset', () => {
    expect(responsiveSrcSet('/images', '/media/a/logo.svg')).toBeUndefined();
    expect(responsiveSrcSet('', '/media/a/photo.jpg')).toBeUndefined();
    expect(responsiveSrcSet(undefined, '/media/a/photo.jpg')).toBeUndefined();
  });

  it('asks for the social image 1600 wide, as JPEG (spec 9)', () => {
    expect(socialImageUrl('/images', '/media/a/logo.svg')).toBe('/images/resize?url=%2Fmedia%2Fa%2Flogo.svg&width=1600&type=jpeg');
  });
});

describe('embedded video url', () => {
  it('is {origin}/showcase/embed.aspx with youtube, Archive, Id, autoplay, controls, live, dropping null and undefined', () => {
    const maybe = <T>(arb: fc.Arbitrary<T>) => fc.oneof(arb, fc.constant(null), fc.constant(undefined));
    fc.assert(
      fc.property(
        fc.constantFrom('https://athletics.example.edu', 'https://athletics.example.edu/'),
        maybe(fc.stringMatching(/^[A-Za-z0-9_-]{11}$/)),
        maybe(fc.nat()),
        maybe(fc.nat()),
        maybe(fc.boolean()),
        maybe(fc.boolean()),
        maybe(fc.boolean()),
        (origin, youtube, archive, endeavor, autoplay, controls, live) => {
          const built = embeddedVideoUrl(origin, { youtube, archive, endeavor, autoplay, controls, live });
          const url = new URL(built);
          expect(`${url.origin}${url.pathname}`).toBe('https://athletics.example.edu/showcase/embed.aspx');
          const expected = (
            [
              ['youtube', youtube],
              ['Archive', archive],
              ['Id', endeavor],
              ['autoplay', autoplay],
              ['controls', controls],
              ['live', live],
            ] as const
          )
            .filter(([, v]) => v !== null && v !== undefined)
            .map(([k, v]) => [k, String(v)]);
          expect([...url.searchParams.entries()]).toEqual(expected);
          if (expected.length === 0) expect(built.includes('?')).toBe(false);
        },
      ),
    );
  });
});

describe('sport icons', () => {
  it('maps the given codes', () => {
    for (const code of ['mbasket', 'wbasket', 'mbball', 'wbball']) expect(sportIcon(code)).toBe('basketball');
    for (const code of ['msoc', 'wsoc']) expect(sportIcon(code)).toBe('soccer');
    for (const code of ['football', 'sfootball']) expect(sportIcon(code)).toBe('football');
  });

  it('gives each code exactly one icon, in any case', () => {
    const all = Object.values(SPORT_ICON_MAP).flat();
    expect(new Set(all).size).toBe(all.length);
    fc.assert(
      fc.property(fc.constantFrom(...Object.keys(SPORT_ICON_MAP)), fc.boolean(), (icon, upper) => {
        for (const code of SPORT_ICON_MAP[icon]!) expect(sportIcon(upper ? code.toUpperCase() : code)).toBe(icon);
      }),
    );
  });

  it('falls back to the all-sports icon', () => {
    const all = new Set(Object.values(SPORT_ICON_MAP).flat());
    fc.assert(
      fc.property(fc.string().filter((s) => !all.has(s.trim().toLowerCase())), (code) => {
        expect(sportIcon(code)).toBe(ALL_SPORTS_ICON);
      }),
    );
    expect(sportIcon(null)).toBe(ALL_SPORTS_ICON);
  });
});
